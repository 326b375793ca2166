import type { Meta, StoryObj } from '@storybook/react-vite';
import { StationMatrix } from './StationMatrix';
import { MatrixCard } from './MatrixCard';
import { fixtureMatrix } from '../map/fleetFixtures';

const meta: Meta<typeof StationMatrix> = {
  title: 'Widgets/Real-time monitoring',
  component: StationMatrix,
  decorators: [(Story) => <div style={{ height: 760 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof StationMatrix>;

const now = Date.now();

export const DemoFleet: Story = {
  args: { title: 'menu.matrix', stations: fixtureMatrix(28, now), updated: now, onOpen: () => undefined },
};

/** 500 stations: only the rows in view are in the page. */
export const FiveHundredStations: Story = {
  args: { title: 'menu.matrix', stations: fixtureMatrix(500, now), updated: now, onOpen: () => undefined },
};

export const WaitingForTheFirstAnswer: Story = {
  args: { title: 'menu.matrix', stations: undefined, updated: null, onOpen: () => undefined },
};

const [normal, storage] = [fixtureMatrix(28, now)[0]!, fixtureMatrix(28, now)[7]!];

export const Cards: StoryObj<typeof MatrixCard> = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 260px)', gridAutoRows: 136, gap: 12, padding: 16 }}>
      <MatrixCard station={normal} locale="en" onOpen={() => undefined} />
      <MatrixCard station={storage} locale="en" onOpen={() => undefined} />
      <MatrixCard
        station={{
          ...normal,
          psId: 99,
          psName: 'Hvide Sande Wind',
          psType: 'WP',
          pstate: 5,
          quality: 'interrupted',
          time: now - 3 * 3_600_000,
        }}
        locale="en"
        onOpen={() => undefined}
      />
      <MatrixCard station={{ ...normal, psId: 98, pstate: 0, abnormalNbqNum: 2 }} locale="en" onOpen={() => undefined} />
    </div>
  ),
};
