/**
 * A bet builder quote (issue 23): odd ids of one match → its price, or a typed refusal. Reads the
 * selections and the match's stored book the way the slip does (selections.ts), fits the score model to
 * that book and prices the legs on it (sportsbook/builder). Nothing is written: a quote is free to ask.
 *
 * Soccer before kick-off only for now: a live fit would have to follow the score and the clock.
 */
import type { SupportedLanguage } from '../reference/data';
import { type BookMarket, matchIdOf } from '../sportsbook/book';
import { fitSoccer } from '../sportsbook/builder/fit';
import { type BuilderQuote, quoteBuilder } from '../sportsbook/builder/quote';
import type { BettingDeps } from './context';
import { betError } from './errors';
import { loadSelections } from './selections';

export interface BuilderQuoteView extends BuilderQuote {
  matchId: number;
}

export async function quoteBetBuilder(deps: BettingDeps, lang: SupportedLanguage, oddIds: readonly number[]): Promise<BuilderQuoteView> {
  const ids = [...new Set(oddIds)];
  if (new Set(ids.map(matchIdOf)).size > 1) throw betError(lang, 'BUILDER_DIFFERENT_MATCHES');
  const selections = await loadSelections(deps.books, deps.db, ids);
  const missing = ids.find((id) => !selections.has(id));
  if (missing !== undefined) throw betError(lang, 'SELECTION_UNAVAILABLE');
  const first = selections.get(ids[0]!)!;
  if (first.sportKey !== 'soccer' || first.matchStatus !== 'not_started') throw betError(lang, 'BUILDER_NOT_OFFERED');
  const suspended = [...selections.values()].find((selection) => selection.suspended);
  if (suspended) throw betError(lang, 'SELECTION_SUSPENDED');
  // loadSelections has just put the match's current book in the cache (selections.ts BookCache).
  const indexed = deps.books.get(first.matchId)!;
  const book = [...new Set([...indexed.odds.values()].map(({ market }) => market))];
  const legs = ids.map((id) => {
    const { market, odd } = indexed.odds.get(id)!;
    return { oddId: id, market, key: odd.Key };
  });
  const result = quoteBuilder(fitSoccer(book), legs, { margin: deps.options.betBuilderMarginPercent / 100 });
  if (!('kind' in result)) return { ...result, matchId: first.matchId };
  switch (result.kind) {
    case 'unsupported-market':
      return unsupported(lang, book, result.oddId, selections.get(result.oddId)!.title);
    case 'suspended':
      throw betError(lang, 'SELECTION_SUSPENDED');
    case 'impossible':
      throw betError(lang, 'BUILDER_IMPOSSIBLE');
    case 'near-certain':
      throw betError(lang, 'BUILDER_NEAR_CERTAIN');
    case 'too-few-legs':
      throw betError(lang, 'BUILDER_TOO_FEW_LEGS');
    case 'not-priced':
      throw betError(lang, 'BUILDER_NOT_OFFERED');
  }
}

/** The refusal names the selection the player picked, as the match page titles it. */
function unsupported(lang: SupportedLanguage, book: readonly BookMarket[], oddId: number, title: string): never {
  const market = book.find((m) => m.Odds.some((odd) => odd.ID === oddId));
  const suffix = market?.Odds.find((odd) => odd.ID === oddId)?.TitleSuffix;
  throw betError(lang, 'BUILDER_UNSUPPORTED_MARKET', { selection: suffix ? `${title} ${suffix}` : title });
}
