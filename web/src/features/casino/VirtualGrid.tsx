import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GRID_GAP, gridMetrics, needsMore, rowCount, visibleRows } from './grid';

interface VirtualGridProps {
  /** Every item the grid stands for (a lobby's total), loaded or not. */
  total: number;
  /** How many of them are loaded: the rest render as placeholders until their page arrives. */
  loaded: number;
  renderItem: (index: number) => ReactNode;
  renderPlaceholder: (index: number) => ReactNode;
  /** Called when the rows on screen near the end of what is loaded. */
  onNeedMore?: () => void;
  label: string;
}

/**
 * A window-virtualized grid: as tall as all its rows, with only the rows near the viewport mounted
 * (a lobby of 3,100 games mounts a few dozen cards). Rows are placed by transform, so scrolling never
 * re-lays out the page; columns follow the grid's width.
 */
export function VirtualGrid({ total, loaded, renderItem, renderPlaceholder, onNeedMore, label }: VirtualGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState({ start: 0, end: 0 });
  const metrics = useMemo(() => gridMetrics(width), [width]);
  const rows = rowCount(total, metrics.columns);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || width === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const gridTop = element.getBoundingClientRect().top + window.scrollY;
      const next = visibleRows({ scrollY: window.scrollY, height: window.innerHeight, gridTop }, metrics.rowHeight, rows);
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    // One measurement per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [width, metrics.rowHeight, rows]);

  // The loaded count at which more is wanted (-1: none): a page that arrives and still leaves the
  // viewport short asks again, as the count changed.
  const wantMoreAt = width > 0 && loaded < total && needsMore(range.end, loaded, metrics.columns) ? loaded : -1;
  const needMore = useRef(onNeedMore);
  useEffect(() => {
    needMore.current = onNeedMore;
  });
  useEffect(() => {
    if (wantMoreAt >= 0) needMore.current?.();
  }, [wantMoreAt]);

  const mounted: ReactNode[] = [];
  for (let row = range.start; row < range.end; row++) {
    const cells: ReactNode[] = [];
    for (let index = row * metrics.columns; index < Math.min(total, (row + 1) * metrics.columns); index++) {
      cells.push(
        <div key={index} role="listitem" aria-setsize={total} aria-posinset={index + 1} className="virtual-grid__cell">
          {index < loaded ? renderItem(index) : renderPlaceholder(index)}
        </div>,
      );
    }
    mounted.push(
      <div
        key={row}
        className="virtual-grid__row"
        style={{ transform: `translateY(${row * metrics.rowHeight}px)`, height: metrics.rowHeight - GRID_GAP, gridTemplateColumns: `repeat(${metrics.columns}, minmax(0, 1fr))` }}
      >
        {cells}
      </div>,
    );
  }

  return (
    <div
      ref={ref}
      className="virtual-grid"
      role="list"
      aria-label={label}
      style={{ height: Math.max(0, rows * metrics.rowHeight - GRID_GAP) }}
      data-testid="game-grid"
      data-rows={rows}
      data-mounted-rows={range.end - range.start}
    >
      {mounted}
    </div>
  );
}
