/**
 * A trader's prices for a market (issue 19): per outcome, 'fixed' (kept until released) or 'offset' (the
 * distance from the feed's price kept, the feed's later moves applied on top: apply.ts overriddenPrice).
 * Set and released in one transaction with the book rewritten, the odds announced and the audit entry
 * (before/after, reason); releasing returns the market to the feed's prices.
 */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { Db } from '../db/connection';
import type { SupportedLanguage } from '../reference/data';
import { audited } from '../staff/audit';
import type { Actor } from '../staff/guard';
import { type BookMarket, matchIdOf } from '../sportsbook/book';
import type { PriceOverrideMode } from './controls-schema';
import { lockControls, restoreBooks } from './suspensions';

/** Decimal odds a trader may set: the book's range, whole hundredths. */
const PRICE = /^\d{1,4}(\.\d{1,2})?$/;
const MIN_PRICE = 1.01;
const MAX_PRICE = 1000;

const message = (lang: SupportedLanguage, key: string) => t(lang, `backoffice-trading-controls:errors.${key}`);

export async function setPriceOverride(
  db: Db,
  actor: Actor & { kind: 'staff' },
  lang: SupportedLanguage,
  marketId: bigint,
  input: { mode: PriceOverrideMode | null; prices: Record<string, string>; reason: string },
): Promise<{ prices: Record<string, number> | null }> {
  return audited<{ prices: Record<string, number> | null }>(db, actor, 'trading.control', async (tx) => {
    await lockControls(tx.trx);
    const match = await tx.trx.selectFrom('matches').select(['id', 'book', 'feed_book']).where('id', '=', BigInt(matchIdOf(Number(marketId)))).executeTakeFirst();
    const market = match && ((match.feed_book ?? match.book) as BookMarket[]).find((candidate) => BigInt(candidate.ID) === marketId);
    if (!match || !market) throw new DomainError(404, 'NOT_FOUND', message(lang, 'marketNotFound'));
    const existing = await tx.trx.selectFrom('trading_price_overrides').select(['mode', 'prices']).where('market_id', '=', marketId).executeTakeFirst();
    const before = existing ? { mode: existing.mode, prices: existing.prices } : null;
    if (input.mode === null) {
      await tx.trx.deleteFrom('trading_price_overrides').where('market_id', '=', marketId).execute();
      await restoreBooks(tx, [match.id]);
      return { result: { prices: null }, audit: { targetType: 'trading_price', targetId: marketId, before, after: null, reason: input.reason } };
    }
    const prices: Record<string, number> = {};
    const base: Record<string, number> = {};
    for (const [key, text] of Object.entries(input.prices)) {
      const odd = market.Odds.find((candidate) => candidate.Key === key);
      if (!odd) throw new DomainError(400, 'VALIDATION', message(lang, 'outcomeUnknown'), { Prices: message(lang, 'outcomeUnknown') });
      const price = Number(text);
      if (!PRICE.test(text) || price < MIN_PRICE || price > MAX_PRICE) throw new DomainError(400, 'VALIDATION', message(lang, 'priceInvalid'), { Prices: message(lang, 'priceInvalid') });
      if (odd.Price === null) throw new DomainError(400, 'VALIDATION', message(lang, 'outcomeNotPriced'), { Prices: message(lang, 'outcomeNotPriced') });
      prices[key] = price;
      base[key] = odd.Price;
    }
    if (Object.keys(prices).length === 0) throw new DomainError(400, 'VALIDATION', message(lang, 'priceInvalid'), { Prices: message(lang, 'priceInvalid') });
    const row = { match_id: match.id, mode: input.mode, prices: JSON.stringify(prices), base: JSON.stringify(base), staff_id: actor.staff.id, reason: input.reason.trim() };
    await tx.trx
      .insertInto('trading_price_overrides')
      .values({ market_id: marketId, ...row })
      .onConflict((oc) => oc.column('market_id').doUpdateSet({ ...row, created_at: new Date() }))
      .execute();
    await restoreBooks(tx, [match.id]);
    return { result: { prices }, audit: { targetType: 'trading_price', targetId: marketId, before, after: { mode: input.mode, prices, feed: base }, reason: input.reason } };
  });
}
