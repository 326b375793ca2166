import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import eventPage from '../../schemas/pages/alarms.json';
import type { EventCurve, EventRow } from '../../api/alarms';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 25, 6, 0);
const station = { psId: 12, psName: 'Solarpark Neuhardenberg', timeZone: 'Europe/Berlin' };
const row = (eventId: number, over: Partial<EventRow>): EventRow => ({
  ...station,
  eventId,
  equipId: 236,
  equipType: 'XB',
  equipName: 'Box transformer 1',
  collectId: 1,
  pointCode: 'GasAlarm',
  level: 3,
  eventTime: now - eventId * HOUR,
  eventType: 1,
  action: 1,
  content: 'Box transformer 1: Gas relay alarm raised',
  confirmed: 0,
  active: 0,
  clearedAt: null,
  confirmedBy: null,
  confirmedAt: null,
  confirmComment: null,
  repeats: 0,
  lastTime: null,
  user: null,
  shelved: false,
  ...over,
});

/** One of each: an active serious fault, a chattering signal, a cleared and acknowledged fault, a remote command. */
const rows: EventRow[] = [
  row(1, { active: 1 }),
  row(2, {
    equipType: 'JZNBQ',
    equipName: 'Inverter 3',
    pointCode: 'Alarm',
    level: 1,
    content: 'Inverter 3: Alarm raised',
    repeats: 14,
    lastTime: now - HOUR,
  }),
  row(3, {
    equipType: 'JZNBQ',
    equipName: 'Inverter 7',
    pointCode: 'Fault',
    level: 2,
    content: 'Inverter 7: Fault raised',
    clearedAt: now - 2.5 * HOUR,
    confirmed: 1,
    confirmedBy: 'operator',
    confirmedAt: now - 2.8 * HOUR,
    confirmComment: 'Crew on site',
  }),
  row(4, {
    equipType: 'JZNBQ',
    equipName: 'Inverter 7',
    pointCode: 'Stop_run',
    level: 0,
    eventType: 2,
    content: 'Inverter 7: gadmin executed Start/stop = Start',
    user: 'gadmin',
  }),
];

/** The gas relay's signal around the first event: quiet, raised at the event, then held. */
const curve: EventCurve = {
  name: 'Gas relay alarm',
  unit: '',
  eventTime: now - HOUR,
  times: Array.from({ length: 25 }, (_, i) => now - 2 * HOUR + i * 5 * 60_000),
  values: Array.from({ length: 25 }, (_, i) => (i < 12 ? 0 : 1)),
  slotQuality: { measured: [[0, 24]], late: [], estimated: [], missing: [] },
};

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Alarms/Event management', component: SchemaPreview };
export default meta;

/** The event page as shipped (schemas/pages/alarms.json) with four kinds of event. */
export const EventManagement: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: eventPage as unknown as PageSchema,
    answers: {
      'POST /info/powerStation/psListByUser': { code: 200, msg: 'ok', data: [station] },
      'GET /event/curve': { code: 200, msg: 'ok', data: curve },
      'POST /event/list': { code: 200, msg: 'ok', rows, total: rows.length },
      'GET /event/count': {
        code: 200,
        msg: 'ok',
        data: { total: 3, byLevel: { 0: 0, 1: 1, 2: 1, 3: 1 }, unconfirmed: 2, active: 1 },
      },
    },
  },
};
