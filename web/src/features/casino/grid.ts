/**
 * Window virtualization of the game grid: thousands of games, but only the rows near the viewport are
 * mounted. The grid is as tall as all its rows (so the page's scrollbar is honest) and each mounted row
 * is placed at its offset. Pure arithmetic, so it is tested without a browser.
 */
export interface GridMetrics {
  columns: number;
  /** One row's height including the gap below it, in CSS pixels. */
  rowHeight: number;
}

/** A card is never narrower than this; the columns fill the width. */
export const MIN_CARD_WIDTH = 150;
export const GRID_GAP = 12;
/** The caption under a card's 4:3 artwork: title and provider on two lines. */
export const CAPTION_HEIGHT = 52;
/** Rows mounted above and below the viewport, so a fast scroll does not show blanks. */
export const OVERSCAN_ROWS = 2;

export function gridMetrics(width: number, minCardWidth = MIN_CARD_WIDTH, gap = GRID_GAP, captionHeight = CAPTION_HEIGHT): GridMetrics {
  const usable = Math.max(0, width);
  const columns = Math.max(1, Math.floor((usable + gap) / (minCardWidth + gap)));
  const cardWidth = (usable - gap * (columns - 1)) / columns;
  return { columns, rowHeight: Math.round(Math.max(0, cardWidth) * 0.75 + captionHeight + gap) };
}

export const rowCount = (items: number, columns: number) => Math.ceil(Math.max(0, items) / Math.max(1, columns));

export interface Viewport {
  /** The window's scroll offset and height. */
  scrollY: number;
  height: number;
  /** The grid's top in page coordinates (its bounding box top plus scrollY). */
  gridTop: number;
}

/** Rows [start, end) that intersect the viewport, widened by the overscan and clamped to the grid. */
export function visibleRows(viewport: Viewport, rowHeight: number, rows: number, overscan = OVERSCAN_ROWS): { start: number; end: number } {
  if (rows <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = viewport.scrollY - viewport.gridTop;
  const bottom = top + viewport.height;
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil(bottom / rowHeight);
  const start = Math.min(rows, Math.max(0, first - overscan));
  const end = Math.max(start, Math.min(rows, last + overscan));
  return { start, end };
}

/** Whether the rows on screen come near the end of what is loaded, so the next page should be asked for. */
export const needsMore = (endRow: number, loadedItems: number, columns: number, aheadRows = OVERSCAN_ROWS * 2) => endRow + aheadRows >= rowCount(loadedItems, columns);
