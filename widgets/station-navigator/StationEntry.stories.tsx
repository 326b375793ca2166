import type { Meta, StoryObj } from '@storybook/react-vite';
import { StationEntry } from './StationEntry';
import { FIXTURE_LIVE, FIXTURE_STATIONS } from '../../tests/fixtures/stations';

const meta: Meta<typeof StationEntry> = {
  title: 'Widgets/Station navigator/Station entry',
  component: StationEntry,
  decorators: [(Story) => <div style={{ width: 360, padding: 12 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof StationEntry>;

export const PvStation: Story = { args: { station: FIXTURE_STATIONS[0], live: FIXTURE_LIVE[11] } };
export const StorageCharging: Story = { args: { station: FIXTURE_STATIONS[1], live: FIXTURE_LIVE[18], selected: true } };
export const WindAbnormal: Story = { args: { station: FIXTURE_STATIONS[2], live: FIXTURE_LIVE[26] } };
export const InterruptedAndStale: Story = { args: { station: FIXTURE_STATIONS[3], live: FIXTURE_LIVE[19] } };
export const NoLiveDataYet: Story = { args: { station: FIXTURE_STATIONS[0] } };
