import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const now = Date.now();
const point = (code: string, name: string, unit: string, value: number | null, quality = 'good', age = 4_000) => ({
  pointId: `11_JZNBQ_3_${code}`,
  pointCode: code,
  pointName: name,
  pointUnit: unit,
  pointValue: value,
  time: value === null ? null : now - age,
  quality: value === null ? null : quality,
});

/** The getEquipPointTypeRealData answer for string inverter WR 2.1 of Kassø Solar Park (DK). */
const points = {
  YC: [
    point('Udc', 'DC voltage', 'V', 612.4),
    point('Idc', 'DC current', 'A', 487.92),
    point('P', 'Active power', 'kW', 296.41),
    point('Q', 'Reactive power', 'kvar', -12.8),
    point('Ua', 'Phase A voltage', 'V', 231.6),
    point('F', 'Grid frequency', 'Hz', 50.01),
    point('T', 'Cabinet temperature', '°C', 38.2, 'stale', 17 * 60_000),
    point('Riso', 'Insulation resistance', 'kΩ', null),
  ],
  YX: [
    point('Run', 'Running', '', 1),
    point('GridOn', 'Grid connected', '', 1),
    point('Derate', 'Power derating', '', 0),
    point('FanFault', 'Fan fault', '', 0),
    point('Spd', 'DC surge protector tripped', '', 0),
    point('Door', 'Cabinet door open', '', 1),
  ],
};

const schema = {
  schemaVersion: 1,
  id: 'point-list-story',
  sources: { points: { api: 'POST /monitor/getEquipPointTypeRealData', poll: 'realtime' } },
  body: {
    type: 'grid',
    columns: 2,
    children: [
      {
        type: 'card',
        title: 'widget.points.analog',
        children: [{ type: 'point-list', points: '${data.points.YC}', kind: 'analog' }],
      },
      {
        type: 'card',
        title: 'widget.points.state',
        children: [{ type: 'point-list', points: '${data.points.YX}', kind: 'state', columns: 2 }],
      },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Monitor/Point list', component: SchemaPreview };
export default meta;

export const AnalogAndStatePoints: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: { 'POST /monitor/getEquipPointTypeRealData': { code: 200, data: points } } },
};
