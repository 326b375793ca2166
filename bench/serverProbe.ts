// The fleet bench's view of a portal process: what loopProbe.mjs (preloaded into it) reports, and what
// Linux reports in /proc (resident memory, CPU time). Nothing here changes the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'loopProbe.mjs');
export const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export interface LoopWindow {
  label: string;
  since: number;
  t: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  memory: Memory;
  /** monitorEventLoopDelay over the whole life of the process so far (never reset). */
  life: { samples: number; p99: number; max: number };
}

export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export interface Stall {
  /** When it started. */
  at: number;
  ms: number;
  /** Time the event loop's thread ran on a CPU during the stall, and waited for one (the machine's load). */
  runMs: number;
  waitMs: number;
  segment: string;
}

interface Control {
  segment: string;
  gc: number;
}

type ProbeRecord =
  | ({ type: 'segment' } & LoopWindow)
  | ({ type: 'stall' } & Stall)
  | { type: 'gc'; t: number; n: number; gcMs: number; memory: Memory; heap: number }
  | { type: 'hello'; t: number; argv: string[] };

/** Event-loop windows of the probed server: the bench names the current window, the probe reports each closed one. */
export class ServerProbe {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-probe-'));
  private control: Control = { segment: 'start', gc: 0 };

  /** Environment that preloads the probe into every node process the portal starts. */
  env(): Record<string, string> {
    return {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(PROBE).href}`.trim(),
      BENCH_PROBE_DIR: this.dir,
    };
  }

  /** Names the window that starts now (processes started later begin in it too). */
  begin(segment: string): void {
    this.write({ ...this.control, segment });
  }

  /** Starts window `next` and answers the window that it closes, once the server has reported it. */
  async cut(pid: number, next: string, timeoutMs = 600_000): Promise<LoopWindow> {
    const closing = this.control.segment;
    this.begin(next);
    const record = await this.waitFor(pid, (r) => r.type === 'segment' && r.label === closing, timeoutMs);
    return record as LoopWindow;
  }

  /** Full collections in the server, then its memory. */
  async collect(pid: number): Promise<{ gcMs: number; memory: Memory; heap: number }> {
    const n = this.control.gc + 1;
    this.write({ ...this.control, gc: n });
    const record = await this.waitFor(pid, (r) => r.type === 'gc' && r.n === n, 600_000);
    return record as { gcMs: number; memory: Memory; heap: number };
  }

  /** Stalls over 50 ms the server reported in the given windows, longest first. */
  stalls(pid: number, segments: string[]): Stall[] {
    return this.records(pid)
      .filter((r): r is { type: 'stall' } & Stall => r.type === 'stall' && segments.includes(r.segment))
      .sort((a, b) => b.ms - a.ms);
  }

  /**
   * The node process of the portal: the first probed process from the started command down, not the fill
   * processes under it, which the probe's preload reaches too.
   */
  serverPid(rootPid: number): number {
    const probed = processTree(rootPid).filter((pid) => fs.existsSync(path.join(this.dir, `${pid}.jsonl`)));
    return probed[0] ?? rootPid;
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private write(control: Control): void {
    this.control = control;
    const file = path.join(this.dir, 'control.json');
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(control));
    fs.renameSync(`${file}.tmp`, file);
  }

  private records(pid: number): ProbeRecord[] {
    const file = path.join(this.dir, `${pid}.jsonl`);
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProbeRecord);
  }

  private async waitFor(pid: number, match: (r: ProbeRecord) => boolean, timeoutMs: number): Promise<ProbeRecord> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.records(pid).find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error(`the probe in process ${pid} did not answer within ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `pid` and its descendants, parents before children. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    const ppid = Number(stat[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Fields of /proc/<pid>/stat after the command name (state, ppid, ...), or null when the process is gone. */
export function readStat(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU time (user and system, all threads) the process has used, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readStat(pid);
  if (!stat) throw new Error(`process ${pid} is gone`);
  // utime, stime and those of its ended children (the fill processes) are fields 14 to 17 of stat; the slice
  // starts at field 3.
  return (Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14])) / TICKS_PER_SECOND;
}

/** Resident memory now and at its peak (VmRSS, VmHWM), in bytes. */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The peak of the resident memory of a process and its children together (the fill processes), sampled. */
export function treeMemoryPeak(pid: number, everyMs = 500): () => number {
  let peak = 0;
  const rssOf = (p: number): number => {
    try {
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
      // An ended process not yet reaped (a zombie) has no resident memory line.
      const own = residentMemory(p).rss;
      return (Number.isNaN(own) ? 0 : own) + children.reduce((sum, c) => sum + rssOf(c), 0);
    } catch {
      return 0; // it ended meanwhile
    }
  };
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMemory(pid).peak);
  };
}

/** Time the process's main thread (its event loop) has run on a CPU and waited for one, in seconds. */
export function mainThreadSchedule(pid: number): { run: number; wait: number } {
  const [run, wait] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { run: run! / 1e9, wait: wait! / 1e9 };
}
