import type { Meta, StoryObj } from '@storybook/react-vite';
import { FleetMapView } from './FleetMapView';
import { StationSearchStore } from '../../stores/stationSearchStore';
import { FIXTURE_LIVE, FIXTURE_STATIONS } from '../../tests/fixtures/stations';
import { fixtureFleet } from './fleetFixtures';

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
      store={fixtureStore()}
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
      store={fixtureStore()}
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
      store={
        new StationSearchStore({
          search: async () => ({ code: 200, msg: 'ok', rows: [], total: 0, pages: 1 }),
          live: async () => ({}),
        })
      }
      stationTypes={stationTypes}
      pvTypes={[]}
      labels={[]}
      stations={[]}
      onOpen={() => undefined}
    />
  ),
};
