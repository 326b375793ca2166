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
//
// With BENCH_CPU_PROFILE_DIR set it also records a V8 CPU profile of each window, written as
// <pid>-<window>.cpuprofile when the window closes (Node 20 refuses --cpu-prof in NODE_OPTIONS).
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';

const RESOLUTION_MS = 10;
/** A second whose longest delay exceeds this is listed as a stall. */
const STALL_MS = 50;

const dir = process.env.BENCH_PROBE_DIR;
// The server's own thread only: its worker threads (the drawing sanitizer) share its pid and would write
// their own loop and heap into the same file.
if (dir && isMainThread) watch(dir);

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
  const sched = schedStat();
  let lastSched = sched.read();
  let secondMax = 0;
  let secondMaxAt = 0;
  let secondMaxSched = { run: 0, wait: 0 };

  const memory = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
  };
  const ms = (ns) => ns / 1e6;
  const profiler = cpuProfiler();
  profiler.start();
  const closeSegment = (next) => {
    profiler.save(segment);
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
    const schedNow = sched.read();
    last = now;
    window.record(Math.max(1, Math.round(delay * 1e6)));
    if (delay > secondMax) {
      secondMax = delay;
      secondMaxAt = Date.now() - delay;
      // On a busy machine a stall lasts longer than its work: the loop's thread also waits for a CPU.
      secondMaxSched = { run: schedNow.run - lastSched.run, wait: schedNow.wait - lastSched.wait };
    }
    lastSched = schedNow;
    if (now - lastReport < 1000) return;
    lastReport = now;
    if (secondMax > STALL_MS)
      write({ type: 'stall', at: secondMaxAt, ms: secondMax, runMs: secondMaxSched.run, waitMs: secondMaxSched.wait, segment });
    secondMax = 0;
    // A collection run here is itself a stall: the next beat measures it from `last`, this beat's start.
    readControl();
  }, RESOLUTION_MS);
  beat.unref();
}

/**
 * Time the event loop's thread has run on a CPU and waited for one, in ms (Linux schedstat of this thread);
 * elsewhere the process's CPU time and no wait.
 */
function schedStat() {
  let fd = null;
  try {
    fd = fs.openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    // not Linux
  }
  const buffer = Buffer.alloc(128);
  return {
    read() {
      if (fd === null) {
        const cpu = process.cpuUsage();
        return { run: (cpu.user + cpu.system) / 1000, wait: 0 };
      }
      const text = buffer.toString('latin1', 0, fs.readSync(fd, buffer, 0, buffer.length, 0));
      const [run, wait] = text.split(' ').map(Number);
      return { run: run / 1e6, wait: wait / 1e6 };
    },
  };
}

/** A CPU profile per window when BENCH_CPU_PROFILE_DIR asks for one; otherwise nothing. */
function cpuProfiler() {
  const out = process.env.BENCH_CPU_PROFILE_DIR;
  if (!out) return { start() {}, save() {} };
  const session = new inspector.Session();
  session.connect();
  const start = () => {
    session.post('Profiler.enable', () => session.post('Profiler.start'));
  };
  return {
    start,
    save(label) {
      session.post('Profiler.stop', (error, result) => {
        if (!error) {
          const name = `${process.pid}-${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
          fs.writeFileSync(path.join(out, name), JSON.stringify(result.profile));
        }
        start();
      });
    },
  };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
