import type { Meta, StoryObj } from '@storybook/react-vite';
import { StationNavigator } from './StationNavigator';
import { StationSearchStore } from '../../stores/stationSearchStore';
import { FIXTURE_LIVE, FIXTURE_STATIONS } from '../../tests/fixtures/stations';

/** A navigator over the fixture stations, searching them in memory like the server would. */
function fixtureStore(): StationSearchStore {
  return new StationSearchStore({
    search: async (q) => {
      const rows = FIXTURE_STATIONS.filter((s) => !q.psName || s.psName.toLowerCase().includes(q.psName.toLowerCase()));
      return { code: 200, msg: 'ok', rows, total: rows.length, pages: 1 };
    },
    live: async (ids) => Object.fromEntries(ids.map((id) => [id, FIXTURE_LIVE[id]!])),
  });
}

const meta: Meta<typeof StationNavigator> = {
  title: 'Widgets/Station navigator/Navigator',
  component: StationNavigator,
  decorators: [(Story) => <div style={{ width: 380, height: 640, border: '1px solid #ddd' }}>{Story()}</div>],
};
export default meta;

export const FourStations: StoryObj<typeof StationNavigator> = {
  render: () => (
    <StationNavigator
      store={fixtureStore()}
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
