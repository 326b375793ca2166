import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { fitView, wheelFactor, zoomAt, type View } from './panZoom';

/** Below this a pointer press is a click (on a control), above it a drag of the drawing. */
const DRAG_THRESHOLD_PX = 4;

export interface PanZoom {
  /** Shows the whole drawing; a size given becomes the drawing's size from then on. */
  fit(size?: { width: number; height: number }): void;
  /** Zooms about the centre of the box. */
  zoomBy(factor: number): void;
  /** Whether the last press moved the drawing, so its click must not operate a control. */
  wasDrag(): boolean;
}

/**
 * Wheel zoom and drag pan of `stage` inside `viewport`. The transform is written to the element directly:
 * a React render per mouse move would be wasted on a drawing React does not own.
 */
export function usePanZoom(viewport: RefObject<HTMLDivElement | null>, stage: RefObject<HTMLDivElement | null>): PanZoom {
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const content = useRef({ width: 1200, height: 800 });
  const dragged = useRef(false);

  const apply = useCallback(
    (next: View) => {
      view.current = next;
      if (stage.current) stage.current.style.transform = `translate(${next.x}px, ${next.y}px) scale(${next.k})`;
    },
    [stage],
  );

  const fit = useCallback(
    (size?: { width: number; height: number }) => {
      if (size) content.current = size;
      const box = viewport.current;
      if (box) apply(fitView(content.current, { width: box.clientWidth, height: box.clientHeight }));
    },
    [apply, viewport],
  );

  const zoomBy = useCallback(
    (factor: number) => {
      const box = viewport.current;
      if (box) apply(zoomAt(view.current, factor, box.clientWidth / 2, box.clientHeight / 2));
    },
    [apply, viewport],
  );

  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    let start: { x: number; y: number; view: View } | null = null;
    const onWheel = (e: WheelEvent) => {
      // Not passive: the page must not scroll while the operator zooms the drawing.
      e.preventDefault();
      const r = box.getBoundingClientRect();
      apply(zoomAt(view.current, wheelFactor(e.deltaY), e.clientX - r.left, e.clientY - r.top));
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, view: view.current };
      dragged.current = false;
    };
    const onMove = (e: PointerEvent) => {
      if (!start) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (!dragged.current) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        dragged.current = true;
        box.setPointerCapture(e.pointerId);
        box.classList.add('dragging');
      }
      apply({ ...start.view, x: start.view.x + dx, y: start.view.y + dy });
    };
    const onUp = (e: PointerEvent) => {
      start = null;
      box.classList.remove('dragging');
      if (box.hasPointerCapture(e.pointerId)) box.releasePointerCapture(e.pointerId);
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    box.addEventListener('pointerdown', onDown);
    box.addEventListener('pointermove', onMove);
    box.addEventListener('pointerup', onUp);
    box.addEventListener('pointercancel', onUp);
    return () => {
      box.removeEventListener('wheel', onWheel);
      box.removeEventListener('pointerdown', onDown);
      box.removeEventListener('pointermove', onMove);
      box.removeEventListener('pointerup', onUp);
      box.removeEventListener('pointercancel', onUp);
    };
  }, [apply, viewport]);

  return { fit, zoomBy, wasDrag: () => dragged.current };
}
