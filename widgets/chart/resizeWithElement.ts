import { PollingStore } from '../../engine/pollingStore';

/** Debounce of a chart's resize (spec-digest 001 §2.1: 100 ms), so dragging a window does not redraw on every pixel. */
export const RESIZE_DEBOUNCE_MS = 100;

/** Resizes a chart when its element changes size; answers the function that stops watching. */
export function resizeWithElement(
  element: Element,
  chart: { resize(): void },
  timers: Pick<PollingStore, 'later'> = new PollingStore(),
): () => void {
  let cancel = () => {};
  const observer = new ResizeObserver(() => {
    cancel();
    // A chart laid out into nothing (a hidden tab, a collapsed panel) fails in ECharts' geo: wait for a size.
    cancel = timers.later(RESIZE_DEBOUNCE_MS, () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) chart.resize();
    });
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancel();
  };
}
