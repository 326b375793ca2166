import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const now = Date.UTC(2026, 10, 23, 9, 30);
const events = {
  code: 200,
  total: 3,
  rows: [
    {
      eventTime: now,
      psName: 'Golmud Desert Solar Park',
      equipName: 'Combiner box 2',
      level: 2,
      eventType: 5,
      action: 1,
      content: 'Combiner box 2: branch 3 carries no current',
    },
    {
      eventTime: now - 3_600_000,
      psName: 'Kassø Solar Park',
      equipName: 'String inverter 5',
      level: 1,
      eventType: 1,
      action: 1,
      content: 'String inverter 5: Alarm raised',
    },
    {
      eventTime: now - 7_200_000,
      psName: 'Hvide Sande Wind',
      equipName: 'WTG 03',
      level: 1,
      eventType: 5,
      action: 1,
      content: 'WTG 03: communication interrupted',
    },
  ],
};

const schema: PageSchema = {
  schemaVersion: 1,
  id: 'story',
  state: { pageNum: 1, pageSize: 20 },
  sources: {
    live: { api: 'POST /monitor/homeRealData', poll: 'realtime' },
    events: { api: 'POST /event/list', poll: 'none', dataPath: 'none' },
  },
  body: {
    type: 'page',
    title: 'menu.pvHome',
    children: [
      {
        type: 'stat-cards',
        items: [
          { label: 'navigator.power', value: '${data.live.acPower | power}', icon: 'flash' },
          { label: 'navigator.dayEnergy', value: '${data.live.dayCap | energy}', icon: 'lightning' },
          { label: 'alarms.level.2', value: '${data.live.faults}', icon: 'warning-sign', intent: 'warning' },
        ],
      },
      {
        type: 'table',
        rows: '${data.events.rows}',
        columns: [
          { label: 'alarms.time', value: '${item.eventTime | date}' },
          { label: 'alarms.station', value: '${item.psName}' },
          { label: 'alarms.levelColumn', value: '${item.level | label:events.level}' },
          { label: 'alarms.content', value: '${item.content}' },
        ],
        pagination: { total: '${data.events.total}', pageNum: 'pageNum', pageSize: 'pageSize' },
      },
      { type: 'button', text: 'crud.export', icon: 'export', do: { action: 'download', url: '/event/export' } },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Data widgets', component: SchemaPreview };
export default meta;

export const StatCardsTableAndButton: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: {
      'POST /monitor/homeRealData': { data: { acPower: 32914.2, dayCap: 169369, faults: 1 } },
      'POST /event/list': events,
    },
  },
};
