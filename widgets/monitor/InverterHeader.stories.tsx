import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const inverters = [
  {
    equipId: 2101,
    equipType: 'JZNBQ',
    collectId: 4,
    equipName: 'String inverter 1',
    place: 'Block A',
    peakPower: 228.8,
    model: 'Huawei SUN2000-200KTL',
    sn: 'JZNBQ0010004',
  },
  {
    equipId: 2102,
    equipType: 'JZNBQ',
    collectId: 6,
    equipName: 'String inverter 2',
    place: 'Block A',
    peakPower: 228.8,
    model: 'Huawei SUN2000-200KTL',
    sn: null,
  },
  {
    equipId: 2116,
    equipType: 'ZCNBQ',
    collectId: 16,
    equipName: 'Central inverter 1',
    place: 'Block C',
    peakPower: 3473.3,
    model: 'Sungrow SG3125HV',
    sn: 'ZCNBQ0010016',
  },
];

const schema = (current: string): PageSchema =>
  ({
    schemaVersion: 1,
    id: 'story',
    sources: { list: { api: 'GET /monitor/nbqRealData/list', poll: 'none' } },
    body: {
      type: 'page',
      children: [
        {
          type: 'inverter-header',
          inverters: '${data.list.nbqDatas}',
          current,
          state: 'inv',
          pager: '/monitor/nbqmonitorDetail/:id',
          list: '/monitor/nbqmonitorless',
        },
        { type: 'date-picker', state: 'powerDate', timeZone: 'Asia/Shanghai', label: 'widget.inverter.powerCurve' },
        {
          type: 'reveal',
          on: '${state.inv.equipId}',
          delayMs: 250,
          children: [{ type: 'text', text: '${state.inv.equipName}', variant: 'heading' }],
        },
      ],
    },
  }) as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Inverter header, date picker and reveal', component: SchemaPreview };
export default meta;

const answers = { 'GET /monitor/nbqRealData/list': { code: 200, data: { count: 3, nbqDatas: inverters } } };

/** The middle inverter: Previous and Next both enabled; the serial number only where it is known. */
export const SecondOfThree: StoryObj<typeof SchemaPreview> = { args: { schema: schema('JZNBQ6'), answers } };

/** The first inverter: Previous disabled. */
export const FirstInverter: StoryObj<typeof SchemaPreview> = { args: { schema: schema('JZNBQ4'), answers } };

/** An id that matches none: "unknown inverter". */
export const UnknownInverter: StoryObj<typeof SchemaPreview> = { args: { schema: schema('GCNBQ9'), answers } };
