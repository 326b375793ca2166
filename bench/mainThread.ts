// Main-thread figures of a page in Chromium over several poll periods: task time from the DevTools protocol,
// long tasks from a PerformanceObserver, and React's commits with the number of components each one rendered.
import type { CDPSession, Page } from 'playwright-core';

export interface MainThread {
  /** Main-thread task time per poll period, ms (median): wall time, so it grows when other processes take the cores. */
  task: number;
  /** CPU time of the main thread per poll period, ms (median): what the page itself cost, however busy the machine. */
  cpu: number;
  script: number;
  layout: number;
  style: number;
  /** Long tasks (over 50 ms) in the whole measurement, and the longest of them, ms. */
  longTasks: number;
  longest: number;
  /** React commits per poll period, and components rendered per poll period. */
  commits: number;
  rendered: number;
  /** JavaScript heap in use at the end, MB. */
  heap: number;
  /** Each period's main-thread CPU and task time, ms. */
  periods: { cpu: number; task: number }[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Several measurements of the same page as one: medians over all their periods, the longest task of all. */
export function combine(runs: MainThread[]): MainThread {
  const periods = runs.flatMap((r) => r.periods);
  return {
    task: median(periods.map((p) => p.task)),
    cpu: median(periods.map((p) => p.cpu)),
    script: mean(runs.map((r) => r.script)),
    layout: mean(runs.map((r) => r.layout)),
    style: mean(runs.map((r) => r.style)),
    longTasks: runs.reduce((a, r) => a + r.longTasks, 0),
    longest: Math.max(0, ...runs.map((r) => r.longest)),
    commits: mean(runs.map((r) => r.commits)),
    rendered: mean(runs.map((r) => r.rendered)),
    heap: Math.max(0, ...runs.map((r) => r.heap)),
    periods,
  };
}

interface BenchWindow {
  benchLongTasks: number[];
  benchCommits: number;
  benchRendered: number;
}

/**
 * Counts React's commits and the components each one rendered, the way React DevTools tells them: React calls
 * the DevTools hook after each commit; a fiber rendered when it carries React's PerformedWork flag, and a
 * subtree whose child list is the one of the previous commit was not visited. Must run before the app loads.
 */
export async function countReactCommits(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page does not have.
  await page.addInitScript(`(() => {
    const PERFORMED_WORK = 1;
    // Function, class, forwardRef, memo and simple memo components: what a render counter would count.
    const COMPONENTS = new Set([0, 1, 11, 14, 15]);
    const count = (fiber) => {
      let n = 0;
      for (let f = fiber; f; f = f.sibling) {
        const old = f.alternate;
        if (!old) n += (COMPONENTS.has(f.tag) ? 1 : 0) + count(f.child);
        else {
          if (COMPONENTS.has(f.tag) && (f.flags & PERFORMED_WORK) !== 0) n++;
          if (f.child !== old.child) n += count(f.child);
        }
      }
      return n;
    };
    window.benchCommits = 0;
    window.benchRendered = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (id, root) => {
        window.benchCommits++;
        window.benchRendered += count(root.current.child);
      },
    };
  })();`);
}

/** Main-thread time Chromium reports for the page over `polls` periods of `periodMs`, per period (medians of the periods). */
export async function mainThreadPerPoll(page: Page, cdp: CDPSession, polls: number, periodMs: number): Promise<MainThread> {
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    return {
      task: m.TaskDuration ?? 0,
      cpu: m.ThreadTime ?? 0,
      script: m.ScriptDuration ?? 0,
      layout: m.LayoutDuration ?? 0,
      style: m.RecalcStyleDuration ?? 0,
      heap: m.JSHeapUsedSize ?? 0,
    };
  };
  const react = () =>
    page.evaluate(() => {
      const w = window as unknown as Partial<BenchWindow>;
      return { commits: w.benchCommits ?? 0, rendered: w.benchRendered ?? 0 };
    });
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.benchLongTasks = [];
    new PerformanceObserver((list) => w.benchLongTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
    });
  });
  const reads = [await read()];
  const reactBefore = await react();
  for (let i = 0; i < polls; i++) {
    await page.waitForTimeout(periodMs);
    reads.push(await read());
  }
  const reactAfter = await react();
  const longTasks = await page.evaluate(() => (window as unknown as BenchWindow).benchLongTasks);
  const [before, after] = [reads[0]!, reads[polls]!];
  const per = (k: keyof typeof before) => ((after[k] - before[k]) * 1000) / polls;
  const periods = reads.slice(1).map((r, i) => ({ cpu: (r.cpu - reads[i]!.cpu) * 1000, task: (r.task - reads[i]!.task) * 1000 }));
  return {
    task: median(periods.map((p) => p.task)),
    cpu: median(periods.map((p) => p.cpu)),
    script: per('script'),
    layout: per('layout'),
    style: per('style'),
    longTasks: longTasks.length,
    longest: Math.max(0, ...longTasks),
    commits: (reactAfter.commits - reactBefore.commits) / polls,
    rendered: (reactAfter.rendered - reactBefore.rendered) / polls,
    heap: after.heap / 2 ** 20,
    periods,
  };
}
