import type { Meta, StoryObj } from '@storybook/react-vite';
import { FleetMapView } from './FleetMapView';
import { fixtureNavigatorStore } from '../station-navigator/navigatorFixtures';
import { fixtureFleet } from './fleetFixtures';

const stationTypes = [
  { dictValue: 'PV', dictLabel: 'Photovoltaic', listClass: null },
  { dictValue: 'WP', dictLabel: 'Wind', listClass: null },
  { dictValue: 'ES', dictLabel: 'Energy storage', listClass: null },
  { dictValue: 'PVES', dictLabel: 'PV + storage', listClass: null },
];

const meta: Meta<typeof FleetMapView> = {
  title: 'Widgets/Map navigation',
  component: FleetMapView,
  decorators: [(Story) => <div style={{ height: 760 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof FleetMapView>;

export const DemoFleet: Story = {
  render: () => (
    <FleetMapView
      store={fixtureNavigatorStore()}
      stationTypes={stationTypes}
      pvTypes={[]}
      labels={[]}
      stations={fixtureFleet(28)}
      onOpen={() => undefined}
    />
  ),
};

export const FiveHundredStations: Story = {
  render: () => (
    <FleetMapView
      store={fixtureNavigatorStore()}
      stationTypes={stationTypes}
      pvTypes={[]}
      labels={[]}
      stations={fixtureFleet(500)}
      onOpen={() => undefined}
    />
  ),
};

export const NoStationMatches: Story = {
  render: () => (
    <FleetMapView
      store={fixtureNavigatorStore([])}
      stationTypes={stationTypes}
      pvTypes={[]}
      labels={[]}
      stations={[]}
      onOpen={() => undefined}
    />
  ),
};
