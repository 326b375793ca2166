// A fill process (fillProcesses.ts): steps its group of stations over its span and writes what they made to the store.
import { connectDatabase } from '../db/database';
import { TelemetryService } from './telemetryService';
import { LIVE_EVENT_MS } from './eventLog';
import { loadCounterState, packCounterState } from './counterState';
import type { FillJob, FillReport } from './fillProcesses';
import { serverMessage } from '../threads/serverProcess';
import type { LiveValue } from './liveStore';

/** How often the process says how far it is: the banner's percent moves by about a tenth of one. */
const REPORT_EVERY_MS = 3_600_000;

const job = await serverMessage<FillJob>();
const post = (report: FillReport) => void process.send!(report);
const { db, dialect, close } = connectDatabase(job.store);
const service = new TelemetryService(db, {
  simulate: true,
  seed: job.seed,
  backfillDays: 0,
  autoRun: false,
  dialect,
  stations: job.stations,
});
service.closedDayListeners.push(async (psId, day) => post({ type: 'closedDay', psId, day }));
// Announced by the server, as its own would be: only those of the last minutes matter there.
service.events.listen((written) => {
  const recent = written.filter((e) => e.event_time >= Date.now() - LIVE_EVENT_MS);
  if (recent.length) post({ type: 'written', events: recent });
});
let reported = job.from;
const today =
  job.today === undefined
    ? undefined
    : { from: job.today, filled: (values: [string, LiveValue][]) => post({ type: 'today', values }) };
const timeline = await service.fillPart(
  job.from,
  job.end,
  (t) => {
    if (t - reported < REPORT_EVERY_MS) return;
    reported = t;
    post({ type: 'reached', t });
  },
  today,
);
const counters = await loadCounterState(db, service.registry, Date.now());
await close();
post({
  type: 'done',
  counters: packCounterState(counters),
  stale: [...timeline.live.entries()].filter(([, value]) => value.time < job.end),
});
