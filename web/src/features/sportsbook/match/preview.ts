/** The market a list row previews: the chosen type (whole match first), else the match's first preview market. */
export function pickPreviewMarket<M extends { type: string; periodType: string }>(markets: readonly M[], type: string | null): M | null {
  if (type) return markets.find((market) => market.type === type && market.periodType === 'MATCH') ?? markets.find((market) => market.type === type) ?? null;
  return markets[0] ?? null;
}

/** Types offered by a list's preview markets, in first-seen order (the selector's options). */
export function previewTypes(markets: readonly { type: string }[]): string[] {
  return [...new Set(markets.map((market) => market.type))];
}

/**
 * The lines a row previews (seed 001 §2 "lines" setting): the chosen market and, up to `lines`, the
 * other markets of its type and period (more lines of a handicap or total), in the server's order.
 */
export function pickPreviewLines<M extends { type: string; periodType: string }>(markets: readonly M[], type: string | null, lines: number): M[] {
  const first = pickPreviewMarket(markets, type);
  if (!first) return [];
  const more = markets.filter((market) => market !== first && market.type === first.type && market.periodType === first.periodType);
  return [first, ...more].slice(0, Math.max(1, lines));
}
