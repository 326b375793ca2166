/** Debounce of a chart's resize (spec 001 §2.1: 100 ms), so dragging a window does not redraw on every pixel. */
export const RESIZE_DEBOUNCE_MS = 100;

/** Resizes a chart when its element changes size; answers the function that stops watching. */
export function resizeWithElement(element: Element, chart: { resize(): void }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => chart.resize(), RESIZE_DEBOUNCE_MS);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
