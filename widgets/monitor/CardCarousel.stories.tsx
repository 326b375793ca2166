import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

/** The inverters of Golmud Desert Solar Park (QH), block A, at 11:20 on a clear November day. */
const inverters = [
  {
    equipId: 2101,
    equipName: 'A-01 SG320HX',
    place: 'Block A',
    nbqState: 1,
    acPower: 296.41,
    dayCap: 812.6,
    hours: 2.54,
    loadFactor: 92.6,
  },
  {
    equipId: 2102,
    equipName: 'A-02 SG320HX',
    place: 'Block A',
    nbqState: 1,
    acPower: 301.07,
    dayCap: 826.3,
    hours: 2.58,
    loadFactor: 94.1,
  },
  {
    equipId: 2103,
    equipName: 'A-03 SG320HX',
    place: 'Block A',
    nbqState: 3,
    acPower: 241.88,
    dayCap: 702.9,
    hours: 2.2,
    loadFactor: 75.6,
  },
  {
    equipId: 2104,
    equipName: 'A-04 SG320HX',
    place: 'Block A',
    nbqState: 1,
    acPower: 298.5,
    dayCap: 819.4,
    hours: 2.56,
    loadFactor: 93.3,
  },
  {
    equipId: 2105,
    equipName: 'A-05 SG320HX',
    place: 'Block A',
    nbqState: 4,
    acPower: 0,
    dayCap: 311.2,
    hours: 0.97,
    loadFactor: 0,
  },
  {
    equipId: 2106,
    equipName: 'A-06 SG320HX',
    place: 'Block A',
    nbqState: 1,
    acPower: 294.16,
    dayCap: 808.8,
    hours: 2.53,
    loadFactor: 91.9,
  },
  {
    equipId: 2107,
    equipName: 'A-07 SG320HX',
    place: 'Block A',
    nbqState: 5,
    acPower: null,
    dayCap: 655.0,
    hours: 2.05,
    loadFactor: null,
  },
  {
    equipId: 2108,
    equipName: 'A-08 SG320HX',
    place: 'Block A',
    nbqState: 1,
    acPower: 299.73,
    dayCap: 821.5,
    hours: 2.57,
    loadFactor: 93.7,
  },
  { equipId: 2109, equipName: 'A-09 SG320HX', place: 'Block A', nbqState: 2, acPower: 0, dayCap: 0, hours: 0, loadFactor: 0 },
  {
    equipId: 2110,
    equipName: 'A-10 SG320HX',
    place: 'Block A',
    nbqState: 1,
    acPower: 297.2,
    dayCap: 815.1,
    hours: 2.55,
    loadFactor: 92.9,
  },
];

const schema = {
  schemaVersion: 1,
  id: 'carousel-story',
  state: {},
  sources: { inverters: { api: 'POST /monitor/nbqRealData/list', poll: 'realtime' } },
  body: {
    type: 'page',
    title: 'widget.branch.inverter',
    children: [
      {
        type: 'card-carousel',
        items: '${data.inverters}',
        title: '${item.equipName}',
        state: '${item.nbqState}',
        stateLabel: 'widget.inverterState',
        stateColors: { '1': 'success', '2': 'none', '3': 'warning', '4': 'danger', '5': 'none' },
        fields: [
          { label: 'widget.quantity.acPower', value: '${item.acPower | power}' },
          { label: 'widget.quantity.dayEnergy', value: '${item.dayCap | energy}' },
          { label: 'widget.quantity.equivalentHours', value: '${item.hours | fixed:2} h' },
          { label: 'widget.quantity.loadFactor', value: '${item.loadFactor | percent}' },
        ],
        itemKey: '${item.equipId}',
        selected: 'selectedInverter',
        selectFirst: true,
        onSelect: { action: 'setState', key: 'selectedName', value: '${item.equipName}' },
      },
      { type: 'text', text: '${state.selectedName}', variant: 'heading' },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Monitor/Card carousel', component: SchemaPreview };
export default meta;

export const InverterCards: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: { 'POST /monitor/nbqRealData/list': { code: 200, data: inverters } } },
};

export const FewerThanOneSlide: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: { 'POST /monitor/nbqRealData/list': { code: 200, data: inverters.slice(0, 3) } } },
};
