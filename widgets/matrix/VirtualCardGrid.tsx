import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';

export interface VirtualCardGridProps<T> {
  items: readonly T[];
  keyOf(item: T): Key;
  renderItem(item: T): ReactNode;
  /** Narrowest card in px; as many columns as fit. */
  minCardWidth: number;
  rowHeight: number;
  gap: number;
}

/** Rows drawn beyond the visible ones, so a quick scroll shows cards rather than blank space. */
const OVERSCAN_ROWS = 2;

/**
 * A grid of equal cards that puts only the rows in view into the page: 500 stations cost as much per poll as
 * the forty or so on screen.
 */
export function VirtualCardGrid<T>({ items, keyOf, renderItem, minCardWidth, rowHeight, gap }: VirtualCardGridProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [scrollTop, setScrollTop] = useState(0);

  // Measured before the first paint, so the cards come with the count above them rather than a frame later.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const step = rowHeight + gap;
  const columns = Math.max(1, Math.floor((size.width + gap) / (minCardWidth + gap)));
  const rows = Math.ceil(items.length / columns);
  const first = Math.max(0, Math.floor(scrollTop / step) - OVERSCAN_ROWS);
  const last = Math.min(rows, Math.ceil((scrollTop + size.height) / step) + OVERSCAN_ROWS);
  const visible = size.width > 0 ? items.slice(first * columns, last * columns) : [];

  return (
    <div
      ref={box}
      className="portal-virtual-grid"
      onScroll={(e) => {
        // Only a scroll that changes the drawn rows redraws the grid.
        const top = e.currentTarget.scrollTop;
        if (Math.floor(top / step) !== Math.floor(scrollTop / step)) setScrollTop(top);
      }}
    >
      <div style={{ position: 'relative', height: Math.max(0, rows * step - gap) }}>
        <div
          style={{
            position: 'absolute',
            top: first * step,
            left: 0,
            right: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: rowHeight,
            gap,
          }}
        >
          {visible.map((item) => (
            <div key={keyOf(item)} className="portal-virtual-grid-cell">
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
