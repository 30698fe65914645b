/**
 * The desk's max stake per market (issue 19): in one currency, it lowers the max bet the slip shows and
 * placement enforces to the smaller of the operator's and the market's (betting/limits.ts cappedByMarkets).
 * A stake above it becomes a trader's offer at the max, as the operator's max does. Audited with before/after.
 */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { Db } from '../db/connection';
import { formatMinor, readAmount } from '../money';
import { CURRENCIES, type SupportedLanguage } from '../reference/data';
import { audited } from '../staff/audit';
import type { Actor } from '../staff/guard';
import { type BookMarket, matchIdOf } from '../sportsbook/book';

export const STAKE_CURRENCIES = CURRENCIES.map((currency) => currency.abbreviation) as [string, ...string[]];

const invalid = (lang: SupportedLanguage, field: string, key: string) => {
  const message = t(lang, `backoffice-trading-controls:errors.${key}`);
  return new DomainError(400, 'VALIDATION', message, { [field]: message });
};

/** Sets (an amount in major units) or lifts (null) the market's max stake in the currency. */
export async function setMarketMaxStake(
  db: Db,
  actor: Actor & { kind: 'staff' },
  lang: SupportedLanguage,
  marketId: bigint,
  input: { currency: string; maxStake: string | null; reason: string },
): Promise<{ maxStake: string | null }> {
  const read = input.maxStake === null ? null : readAmount(input.maxStake, input.currency);
  if (read && !read.ok) throw invalid(lang, 'MaxStake', 'maxStakeInvalid');
  const amount = read?.ok ? read.minor : null;
  return audited(db, actor, 'trading.control', async ({ trx }) => {
    const match = await trx.selectFrom('matches').select(['id', 'book', 'feed_book']).where('id', '=', BigInt(matchIdOf(Number(marketId)))).executeTakeFirst();
    if (!match || !((match.feed_book ?? match.book) as BookMarket[]).some((market) => BigInt(market.ID) === marketId)) {
      throw new DomainError(404, 'NOT_FOUND', t(lang, 'backoffice-trading-controls:errors.marketNotFound'));
    }
    const existing = await trx.selectFrom('trading_market_stakes').select('max_stake').where('market_id', '=', marketId).where('currency', '=', input.currency).forUpdate().executeTakeFirst();
    if (amount === null) {
      await trx.deleteFrom('trading_market_stakes').where('market_id', '=', marketId).where('currency', '=', input.currency).execute();
    } else {
      await trx
        .insertInto('trading_market_stakes')
        .values({ market_id: marketId, currency: input.currency, match_id: match.id, max_stake: amount, staff_id: actor.staff.id, reason: input.reason.trim() })
        .onConflict((oc) => oc.columns(['market_id', 'currency']).doUpdateSet({ max_stake: amount, staff_id: actor.staff.id, reason: input.reason.trim(), created_at: new Date() }))
        .execute();
    }
    const shown = (minor: bigint | null | undefined) => (minor === null || minor === undefined ? null : formatMinor(BigInt(minor), input.currency));
    return {
      result: { maxStake: shown(amount) },
      audit: {
        targetType: 'trading_market',
        targetId: marketId,
        before: { currency: input.currency, maxStake: shown(existing?.max_stake) },
        after: { currency: input.currency, maxStake: shown(amount) },
        reason: input.reason,
      },
    };
  });
}
