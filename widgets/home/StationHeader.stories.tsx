import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const schema = (timeZone: string) =>
  ({
    schemaVersion: 1,
    id: 'station-header-story',
    sources: { home: { api: 'POST /monitor/homeRealData', poll: 'realtime' } },
    body: {
      type: 'page',
      title: 'menu.pvesHome',
      children: [
        {
          type: 'station-header',
          name: '${data.home.psName}',
          pstate: '${data.home.pstate}',
          capacity: '${data.home.capacity}',
          capacityUnit: '${data.home.capacityUnit}',
          batteryCapacity: '${data.home.batteryCapacity}',
          timeZone: timeZone,
          dayState: 'today',
        },
      ],
    },
  }) as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Home/Station header', component: SchemaPreview };
export default meta;

/** Golmud Desert Solar Park (QH): 50 MWp, a zero-current branch makes it abnormal; its clock runs on Beijing time. */
export const PvStationAbnormal: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: schema('Asia/Shanghai'),
    answers: {
      'POST /monitor/homeRealData': {
        code: 200,
        data: { psName: 'Golmud Desert Solar Park', pstate: 0, capacity: 50000, capacityUnit: 'kWp', batteryCapacity: 0 },
      },
    },
  },
};

/** Aarhus Harbour PV+Storage (DK): 1.8 MW with 1.2 MWh of batteries, on Copenhagen time. */
export const PvStorageWithBattery: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: schema('Europe/Copenhagen'),
    answers: {
      'POST /monitor/homeRealData': {
        code: 200,
        data: { psName: 'Aarhus Harbour PV+Storage', pstate: 1, capacity: 1800, capacityUnit: 'kW', batteryCapacity: 1200 },
      },
    },
  },
};
