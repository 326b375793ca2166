import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const schema = {
  schemaVersion: 1,
  id: 'power-flow-story',
  sources: { home: { api: 'POST /monitor/homeRealData', poll: 'realtime' } },
  body: {
    type: 'card',
    title: 'home.flow.title',
    icon: 'flows',
    children: [
      {
        type: 'power-flow',
        pv: '${data.home.pvPower}',
        grid: '${data.home.gridPower}',
        battery: '${data.home.storagePower}',
        load: '${data.home.loadPower}',
        soc: '${data.home.soc}',
      },
    ],
  },
} as unknown as PageSchema;

const answer = (data: object) => ({ 'POST /monitor/homeRealData': { code: 200, data } });

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Home/Power flow', component: SchemaPreview };
export default meta;

/** Sevilla Agro PV+Storage at 13:10 in June: the sun covers the farm's load, charges the battery and exports the rest. */
export const NoonExportAndCharge: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: answer({ pvPower: 6412.8, loadPower: 2214.6, storagePower: -1500.4, gridPower: 2697.8, soc: 63.2 }) },
};

/** Kleczew Solar+Storage at 19:40 in January: no sun, the battery shaves the evening peak, the grid gives the rest. */
export const EveningPeakDischarge: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: answer({ pvPower: 0, loadPower: 2890.1, storagePower: 1998.7, gridPower: -891.4, soc: 41.5 }) },
};

/** A site whose meters stopped answering: nothing moves and no figure pretends to be live. */
export const MetersSilent: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: answer({ pvPower: null, loadPower: null, storagePower: null, gridPower: null, soc: null }) },
};
