// Preloaded into the portal by the fleet bench (NODE_OPTIONS=--import): the server process's event-loop
// delay and memory, written to BENCH_PROBE_DIR/<pid>.jsonl without touching the server's code. The bench
// steers it through BENCH_PROBE_DIR/control.json: `segment` names the current window (a change closes the
// previous one and reports it), `gc` counts requests for a collection followed by a memory reading.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Sampling interval; a delay is reported as the time between two samples minus this interval. */
const RESOLUTION_MS = 10;
/** A second whose longest delay exceeds this is listed as a stall. */
const STALL_MS = 50;

const dir = process.env.BENCH_PROBE_DIR;
if (dir) watch(dir);

function watch(dir) {
  const out = path.join(dir, `${process.pid}.jsonl`);
  const control = path.join(dir, 'control.json');
  const write = (record) => fs.appendFileSync(out, `${JSON.stringify({ t: Date.now(), ...record })}\n`);
  const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  // Two monitors: one read and reset every second (the stalls, with their time), one per segment (percentiles).
  const perSecond = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const perSegment = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  perSecond.enable();
  perSegment.enable();
  // A restarted server continues the bench's current window instead of repeating its requests.
  const initial = readJson(control) ?? {};
  let segment = initial.segment ?? 'start';
  let since = Date.now();
  let gcDone = initial.gc ?? 0;
  let gc = null;

  const memory = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
  };
  const closeSegment = (next) => {
    const h = perSegment;
    write({
      type: 'segment',
      label: segment,
      since,
      samples: h.count,
      p50: ms(h.percentile(50)),
      p99: ms(h.percentile(99)),
      max: ms(h.max),
      memory: memory(),
    });
    h.reset();
    segment = next;
    since = Date.now();
  };
  const readControl = () => {
    const wanted = readJson(control);
    if (!wanted) return;
    if (wanted.segment && wanted.segment !== segment) closeSegment(wanted.segment);
    if (wanted.gc > gcDone) {
      gcDone = wanted.gc;
      if (!gc) {
        v8.setFlagsFromString('--expose-gc');
        gc = vm.runInNewContext('gc');
      }
      const t = performance.now();
      gc();
      gc();
      write({
        type: 'gc',
        n: gcDone,
        gcMs: performance.now() - t,
        memory: memory(),
        heap: v8.getHeapStatistics().used_heap_size,
      });
    }
  };

  write({ type: 'hello', argv: process.argv });
  const timer = setInterval(() => {
    if (perSecond.count > 0 && ms(perSecond.max) > STALL_MS) write({ type: 'stall', ms: ms(perSecond.max), segment });
    perSecond.reset();
    readControl();
  }, 1000);
  timer.unref();
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
