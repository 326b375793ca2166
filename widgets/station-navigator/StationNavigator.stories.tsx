import type { Meta, StoryObj } from '@storybook/react-vite';
import { StationNavigator } from './StationNavigator';
import { fixtureNavigatorStore } from './navigatorFixtures';

const meta: Meta<typeof StationNavigator> = {
  title: 'Widgets/Station navigator/Navigator',
  component: StationNavigator,
  decorators: [(Story) => <div style={{ width: 380, height: 640, border: '1px solid #ddd' }}>{Story()}</div>],
};
export default meta;

export const FourStations: StoryObj<typeof StationNavigator> = {
  render: () => (
    <StationNavigator
      store={fixtureNavigatorStore()}
      stationTypes={[
        { dictValue: 'PV', dictLabel: 'Photovoltaic', listClass: null },
        { dictValue: 'ES', dictLabel: 'Energy storage', listClass: null },
      ]}
      pvTypes={[]}
      labels={[{ tagId: 1, tagName: 'Coastal', isEffective: 1, psIds: [19] }]}
      selectedPsId={18}
      onSelect={() => undefined}
    />
  ),
};
