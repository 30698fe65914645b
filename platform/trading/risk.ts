/**
 * A player's risk profile (issue 19): the stake factor a trader set, what the player's settled tickets
 * suggest (rules/trading/risk.ts) and setting it. Setting is audited with its before, after and reason,
 * in the one transaction that writes it; the player only ever notices lower (or higher) max bets.
 */
import { isStakeFactor, RECORD_WINDOW, STAKE_FACTOR_DEFAULT, suggestFactor, type ClosingRecord, type SettledTicket } from '../../rules/trading/risk';
import type { Db } from '../db/connection';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { audited } from '../staff/audit';
import { StaffError } from '../staff/errors';
import type { Actor } from '../staff/guard';

/** Hundredths to the factor the contract shows (0.25). */
const asFactor = (hundredths: number) => hundredths / 100;

async function playerExists(db: Db, lang: SupportedLanguage, userId: bigint) {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new StaffError(404, 'NOT_FOUND', t(lang, 'backoffice-players:errors.noPlayer'));
}

/** The player's latest settled tickets (refunds staked nothing at risk), as the statistics read them. */
async function recordOf(db: Db, userId: bigint): Promise<SettledTicket[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(['stake', 'potential_return', 'returned'])
    .where('user_id', '=', userId)
    .where('settled_at', 'is not', null)
    .where('outcome', 'in', ['won', 'lost', 'cashed_out'])
    .where('stake', '>', 0n)
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECORD_WINDOW)
    .execute();
  // A ticket's odds are its best return over its stake: the same for a single, a combo's product, a system's lines.
  return rows.map((row) => ({ stake: Number(row.stake), odds: Number(row.potential_return) / Number(row.stake), returned: Number(row.returned ?? 0n) }));
}

/**
 * The share of the player's picks in those tickets taken at odds above the price the odd closed at (its
 * price at kick-off, matches.closing_prices): a player who keeps beating the closing price knows more than
 * the market did. Null when no pick has a closing price (live bets, matches not yet started).
 */
async function beatClosingOf(db: Db, userId: bigint): Promise<ClosingRecord | null> {
  const legs = await db
    .selectFrom('ticket_items')
    .innerJoin('matches', 'matches.id', 'ticket_items.match_id')
    .select(['ticket_items.odds', 'ticket_items.odd_id', 'matches.closing_prices'])
    .where('ticket_items.ticket_id', 'in', (eb) =>
      eb
        .selectFrom('tickets')
        .select('id')
        .where('user_id', '=', userId)
        .where('settled_at', 'is not', null)
        .where('outcome', 'in', ['won', 'lost', 'cashed_out'])
        .orderBy('settled_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECORD_WINDOW),
    )
    .where('matches.closing_prices', 'is not', null)
    .execute();
  const compared = legs.flatMap((leg) => {
    const closing = leg.closing_prices?.[String(leg.odd_id)];
    return closing === undefined ? [] : [leg.odds > Math.round(closing * 100)];
  });
  return compared.length === 0 ? null : { share: compared.filter(Boolean).length / compared.length, picks: compared.length };
}

export async function riskProfile(db: Db, lang: SupportedLanguage, userId: bigint) {
  await playerExists(db, lang, userId);
  const set = await db
    .selectFrom('player_risk')
    .innerJoin('staff', 'staff.id', 'player_risk.staff_id')
    .select(['player_risk.stake_factor', 'player_risk.updated_at', 'staff.username'])
    .where('player_risk.user_id', '=', userId)
    .executeTakeFirst();
  const suggestion = suggestFactor(await recordOf(db, userId), await beatClosingOf(db, userId));
  return {
    UserId: String(userId),
    StakeFactor: asFactor(set?.stake_factor ?? STAKE_FACTOR_DEFAULT),
    SetBy: set?.username ?? null,
    SetAt: set?.updated_at.toISOString() ?? null,
    Suggestion: {
      Verdict: suggestion.verdict,
      StakeFactor: asFactor(suggestion.factor),
      Tickets: suggestion.stats.tickets,
      // Rounded for reading: profit to a tenth of a percent, p to three significant digits.
      ProfitPercent: Math.round(suggestion.stats.profit * 1000) / 10,
      PValue: Number(suggestion.stats.p.toPrecision(3)),
      BeatClosingPercent: suggestion.beatClosing === null ? null : Math.round(suggestion.beatClosing * 100),
    },
  };
}

/** Sets the factor (0.01–10, two decimals at most), audited; a factor out of range changes nothing. */
export async function setStakeFactor(db: Db, actor: Actor & { kind: 'staff' }, lang: SupportedLanguage, userId: bigint, factor: number, reason: string) {
  const hundredths = Math.round(factor * 100);
  if (!Number.isFinite(factor) || Math.abs(factor * 100 - hundredths) > 1e-6 || !isStakeFactor(hundredths)) {
    const message = t(lang, 'backoffice-players:risk.errors.factorRange');
    throw new StaffError(400, 'VALIDATION', message, { StakeFactor: message });
  }
  const why = reason.trim();
  if (!why) throw new StaffError(400, 'REASON_REQUIRED', t(lang, 'backoffice-players:errors.reasonRequired'), { Reason: t(lang, 'backoffice-players:errors.reasonRequired') });
  await playerExists(db, lang, userId);
  await audited(db, actor, 'trading.risk', async ({ trx }) => {
    const before = await trx.selectFrom('player_risk').select('stake_factor').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    await trx
      .insertInto('player_risk')
      .values({ user_id: userId, stake_factor: hundredths, staff_id: actor.staff.id })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ stake_factor: hundredths, staff_id: actor.staff.id, updated_at: new Date() }))
      .execute();
    return {
      result: undefined,
      audit: { targetType: 'player', targetId: userId, before: { StakeFactor: asFactor(before?.stake_factor ?? STAKE_FACTOR_DEFAULT) }, after: { StakeFactor: asFactor(hundredths) }, reason: why },
    };
  });
  return riskProfile(db, lang, userId);
}
