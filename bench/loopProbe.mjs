// Preloaded into the portal by the fleet bench (NODE_OPTIONS=--import): the server process's event-loop
// delay and memory, written to BENCH_PROBE_DIR/<pid>.jsonl without touching the server's code. The bench
// steers it through BENCH_PROBE_DIR/control.json: `segment` names the current window (a change closes the
// previous one and reports it), `gc` counts requests for a full collection followed by a memory reading.
//
// The delay is sampled by a 10 ms heartbeat: a sample is the time between two beats minus 10 ms, which is
// what perf_hooks.monitorEventLoopDelay records too. Its histograms cannot be cut into windows without losing
// a sample (reset() forgets the previous beat, so a stall that starts right after it goes unseen), so
// windows and stalls come from the heartbeat, and a monitorEventLoopDelay that is never reset reports the
// whole life of the process as a cross-check.
import fs from 'node:fs';
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

const RESOLUTION_MS = 10;
/** A second whose longest delay exceeds this is listed as a stall. */
const STALL_MS = 50;

const dir = process.env.BENCH_PROBE_DIR;
if (dir) watch(dir);

function watch(dir) {
  const out = path.join(dir, `${process.pid}.jsonl`);
  const control = path.join(dir, 'control.json');
  const write = (record) => fs.appendFileSync(out, `${JSON.stringify({ t: Date.now(), ...record })}\n`);
  const life = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  life.enable();
  // A restarted server continues the bench's current window instead of repeating its requests.
  const initial = readJson(control) ?? {};
  let segment = initial.segment ?? 'start';
  let since = Date.now();
  let window = createHistogram();
  let gcDone = initial.gc ?? 0;
  let gc = null;
  let last = performance.now();
  let lastReport = last;
  let lastCpu = process.cpuUsage();
  let secondMax = 0;
  let secondMaxAt = 0;
  let secondMaxCpu = 0;

  const memory = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
  };
  const ms = (ns) => ns / 1e6;
  const closeSegment = (next) => {
    write({
      type: 'segment',
      label: segment,
      since,
      samples: window.count,
      p50: ms(window.percentile(50)),
      p99: ms(window.percentile(99)),
      max: ms(window.max),
      memory: memory(),
      life: {
        samples: life.count,
        p99: Math.max(0, ms(life.percentile(99)) - RESOLUTION_MS),
        max: Math.max(0, ms(life.max) - RESOLUTION_MS),
      },
    });
    window = createHistogram();
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
  const beat = setInterval(() => {
    const now = performance.now();
    const delay = Math.max(0, now - last - RESOLUTION_MS);
    const cpu = process.cpuUsage();
    last = now;
    window.record(Math.max(1, Math.round(delay * 1e6)));
    if (delay > secondMax) {
      secondMax = delay;
      secondMaxAt = Date.now() - delay;
      // CPU the process used meanwhile (all its threads): on a busy machine a stall lasts longer than its work.
      secondMaxCpu = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    }
    lastCpu = cpu;
    if (now - lastReport < 1000) return;
    lastReport = now;
    if (secondMax > STALL_MS) write({ type: 'stall', at: secondMaxAt, ms: secondMax, cpuMs: secondMaxCpu, segment });
    secondMax = 0;
    // A collection run here is itself a stall: the next beat measures it from `last`, this beat's start.
    readControl();
  }, RESOLUTION_MS);
  beat.unref();
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
