import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const schema = {
  schemaVersion: 1,
  id: 'quota-grid-story',
  sources: { real: { api: 'POST /monitor/nbqRealData/realData', poll: 'realtime' } },
  body: {
    type: 'card',
    title: 'widget.quantity.acPower',
    icon: 'dashboard',
    children: [
      {
        type: 'quota-grid',
        columns: 4,
        items: [
          { label: 'widget.quantity.dcVoltage', unit: 'V', value: '${data.real.udc | fixed:1}' },
          { label: 'widget.quantity.dcCurrent', unit: 'A', value: '${data.real.idc | fixed:2}' },
          { label: 'widget.quantity.dcPower', value: '${data.real.pdc | power}' },
          { label: 'widget.quantity.acPower', value: '${data.real.p | power}' },
          { label: 'widget.quantity.reactivePower', unit: 'kvar', value: '${data.real.q | fixed:2}' },
          { label: 'widget.quantity.gridVoltage', unit: 'V', value: '${data.real.uab | fixed:1}' },
          { label: 'widget.quantity.gridFrequency', unit: 'Hz', value: '${data.real.f | fixed:2}' },
          { label: 'widget.quantity.powerFactor', value: '${data.real.pf | fixed:3}' },
          { label: 'widget.quantity.temperature', unit: '°C', value: '${data.real.temp | fixed:1}' },
          { label: 'widget.quantity.efficiency', value: '${data.real.eff | percent:2}' },
          { label: 'widget.quantity.dayEnergy', value: '${data.real.dayE | energy}' },
          { label: 'widget.quantity.totalEnergy', value: '${data.real.totalE | energy}' },
        ],
      },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Monitor/Quota grid', component: SchemaPreview };
export default meta;

/** A 320 kW string inverter at Golmud Desert Solar Park just before noon. */
export const InverterAnalogPoints: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: {
      'POST /monitor/nbqRealData/realData': {
        code: 200,
        data: {
          udc: 612.4,
          idc: 492.37,
          pdc: 301.53,
          p: 296.41,
          q: -12.8,
          uab: 801.2,
          f: 49.98,
          pf: 0.999,
          temp: 41.6,
          eff: 98.3,
          dayE: 812.6,
          totalE: 1493812.4,
        },
      },
    },
  },
};
