import { PollingStore } from '../../engine/pollingStore';

/** Debounce of a chart's resize (spec 001 §2.1: 100 ms), so dragging a window does not redraw on every pixel. */
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
    cancel = timers.later(RESIZE_DEBOUNCE_MS, () => chart.resize());
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancel();
  };
}
