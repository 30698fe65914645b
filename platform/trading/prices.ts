/**
 * A trader's override of a market (issue 19): its prices per outcome, or its margin.
 *
 * - Prices, per outcome: 'fixed' (kept until released) or 'offset' (the distance from the feed's price
 *   kept, the feed's later moves applied on top: apply.ts overriddenPrice).
 * - Margin, on the whole market: the feed's prices de-margined and priced again at the trader's margin
 *   (margin.ts); 'fixed' re-prices the feed's prices as they were when set, kept until released; 'offset'
 *   re-prices the feed's prices as they move, so its later moves come through at the trader's margin.
 *
 * One override per market: setting either kind replaces the one before (of either kind), so a market never
 * carries two rules that disagree about its price; the audit entry shows what it replaced. Set and
 * released in one transaction with the book rewritten, the odds announced and the audit entry
 * (before/after, reason); releasing returns the market to the feed's prices.
 */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import type { SupportedLanguage } from '../reference/data';
import { audited, type AuditEntry } from '../staff/audit';
import type { Actor } from '../staff/guard';
import { type BookMarket, matchIdOf } from '../sportsbook/book';
import type { PriceOverrideMode } from './controls-schema';
import { MAX_MARGIN_BP, MIN_MARGIN_BP, remargined } from './margin';
import { lockControls, restoreBooks } from './suspensions';

/** Decimal odds a trader may set: the book's range, whole hundredths. */
const PRICE = /^\d{1,4}(\.\d{1,2})?$/;
const MIN_PRICE = 1.01;
const MAX_PRICE = 1000;
/** A margin in percent, whole hundredths of a percent: "5", "4.5", "12.25". */
const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

const message = (lang: SupportedLanguage, key: string) => t(lang, `backoffice-trading-controls:errors.${key}`);
const invalid = (lang: SupportedLanguage, field: string, key: string) => new DomainError(400, 'VALIDATION', message(lang, key), { [field]: message(lang, key) });

/** A margin in basis points as the trader reads it: 500 → "5.00". */
export const marginPercent = (bp: number) => (bp / 100).toFixed(2);

type Staff = Actor & { kind: 'staff' };
interface Found {
  matchId: bigint;
  market: BookMarket;
  /** What the market's override was (for the audit log), null when it had none. */
  before: Record<string, unknown> | null;
}

/** The market (as the feed prices it) and its override now, under the controls lock; 404 when there is none. */
async function marketUnderControl(tx: Tx, lang: SupportedLanguage, marketId: bigint): Promise<Found> {
  await lockControls(tx.trx);
  const match = await tx.trx.selectFrom('matches').select(['id', 'book', 'feed_book']).where('id', '=', BigInt(matchIdOf(Number(marketId)))).executeTakeFirst();
  const market = match && ((match.feed_book ?? match.book) as BookMarket[]).find((candidate) => BigInt(candidate.ID) === marketId);
  if (!match || !market) throw new DomainError(404, 'NOT_FOUND', message(lang, 'marketNotFound'));
  const existing = await tx.trx.selectFrom('trading_price_overrides').select(['mode', 'prices', 'margin_bp']).where('market_id', '=', marketId).executeTakeFirst();
  const before = !existing ? null : existing.margin_bp === null ? { mode: existing.mode, prices: existing.prices } : { mode: existing.mode, margin: marginPercent(existing.margin_bp) };
  return { matchId: match.id, market, before };
}

/** Releases the market's override (of either kind): it returns to the feed's prices. */
async function release(tx: Tx, found: Found, marketId: bigint, reason: string): Promise<AuditEntry> {
  await tx.trx.deleteFrom('trading_price_overrides').where('market_id', '=', marketId).execute();
  await restoreBooks(tx, [found.matchId]);
  return { targetType: 'trading_price', targetId: marketId, before: found.before, after: null, reason };
}

/** Stores the market's override, replacing the one before, and rewrites the book players see. */
async function store(tx: Tx, actor: Staff, found: Found, marketId: bigint, row: { mode: PriceOverrideMode; prices: Record<string, number>; base: Record<string, number>; margin_bp: number | null; reason: string }) {
  const values = { match_id: found.matchId, mode: row.mode, prices: JSON.stringify(row.prices), base: JSON.stringify(row.base), margin_bp: row.margin_bp, staff_id: actor.staff.id, reason: row.reason.trim() };
  await tx.trx
    .insertInto('trading_price_overrides')
    .values({ market_id: marketId, ...values })
    .onConflict((oc) => oc.column('market_id').doUpdateSet({ ...values, created_at: new Date() }))
    .execute();
  await restoreBooks(tx, [found.matchId]);
}

export async function setPriceOverride(
  db: Db,
  actor: Staff,
  lang: SupportedLanguage,
  marketId: bigint,
  input: { mode: PriceOverrideMode | null; prices: Record<string, string>; reason: string },
): Promise<{ prices: Record<string, number> | null }> {
  return audited<{ prices: Record<string, number> | null }>(db, actor, 'trading.control', async (tx) => {
    const found = await marketUnderControl(tx, lang, marketId);
    if (input.mode === null) return { result: { prices: null }, audit: await release(tx, found, marketId, input.reason) };
    const prices: Record<string, number> = {};
    const base: Record<string, number> = {};
    for (const [key, text] of Object.entries(input.prices)) {
      const odd = found.market.Odds.find((candidate) => candidate.Key === key);
      if (!odd) throw invalid(lang, 'Prices', 'outcomeUnknown');
      const price = Number(text);
      if (!PRICE.test(text) || price < MIN_PRICE || price > MAX_PRICE) throw invalid(lang, 'Prices', 'priceInvalid');
      if (odd.Price === null) throw invalid(lang, 'Prices', 'outcomeNotPriced');
      prices[key] = price;
      base[key] = odd.Price;
    }
    if (Object.keys(prices).length === 0) throw invalid(lang, 'Prices', 'priceInvalid');
    await store(tx, actor, found, marketId, { mode: input.mode, prices, base, margin_bp: null, reason: input.reason });
    return { result: { prices }, audit: { targetType: 'trading_price', targetId: marketId, before: found.before, after: { mode: input.mode, prices, feed: base }, reason: input.reason } };
  });
}

/**
 * Sets the market's margin (percent, "5" or "4.50", 2–25) or with mode null releases its override. Answers
 * the margin and the market's prices now; refused when an outcome is not priced (nothing to re-price).
 */
export async function setMarginOverride(
  db: Db,
  actor: Staff,
  lang: SupportedLanguage,
  marketId: bigint,
  input: { mode: PriceOverrideMode | null; margin: string | null; reason: string },
): Promise<{ margin: string | null; prices: Record<string, number> | null }> {
  const text = input.margin?.trim() ?? '';
  const bp = Math.round(Number(text) * 100);
  if (input.mode !== null && (!PERCENT.test(text) || bp < MIN_MARGIN_BP || bp > MAX_MARGIN_BP)) throw invalid(lang, 'Margin', 'marginInvalid');
  return audited<{ margin: string | null; prices: Record<string, number> | null }>(db, actor, 'trading.control', async (tx) => {
    const found = await marketUnderControl(tx, lang, marketId);
    if (input.mode === null) return { result: { margin: null, prices: null }, audit: await release(tx, found, marketId, input.reason) };
    const feed = found.market.Odds.map((odd) => odd.Price);
    const repriced = remargined(found.market.Type, feed, bp / 10_000);
    if (!repriced) throw invalid(lang, 'Margin', 'marginNotPriced');
    const base = Object.fromEntries(found.market.Odds.map((odd) => [odd.Key, odd.Price!]));
    const prices = Object.fromEntries(found.market.Odds.map((odd, index) => [odd.Key, repriced[index]!]));
    await store(tx, actor, found, marketId, { mode: input.mode, prices: {}, base, margin_bp: bp, reason: input.reason });
    const margin = marginPercent(bp);
    return { result: { margin, prices }, audit: { targetType: 'trading_price', targetId: marketId, before: found.before, after: { mode: input.mode, margin, prices, feed: base }, reason: input.reason } };
  });
}
