/**
 * The money limits count, recorded where all money is written: the ledger's postMovement calls
 * recordActivity for every movement, so no door can move money the limits do not see. Each row is
 * stamped with the player's clock (the one a test hook may advance), so windows and net positions
 * read one consistent time line.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/transaction';
import { formatMinor } from '../money';
import type { ActivityKind } from './schema';
import { activityTotals, appendAudit, clockAt, playerFacts } from './store';
import { raiseFlag } from '../compliance/flags';

/**
 * Ledger kinds that count, and which way: `sign` turns the player's side of the movement (positive:
 * money in) into the activity's amount. A refund or rollback of a stake counts as a negative stake,
 * a rollback of winnings as a negative return; a release of a reserved withdrawal as a negative one.
 */
const COUNTED: Record<string, { kind: ActivityKind; sign: 1n | -1n }> = {
  'cashier.deposit': { kind: 'deposit', sign: 1n },
  'cashier.withdrawal.reserve': { kind: 'withdrawal', sign: -1n },
  'cashier.withdrawal.release': { kind: 'withdrawal', sign: -1n },
  'bet.stake': { kind: 'stake', sign: -1n },
  'bet.refund': { kind: 'stake', sign: -1n },
  'casino.bet': { kind: 'stake', sign: -1n },
  'casino.rollback': { kind: 'stake', sign: -1n },
  'bet.settle': { kind: 'return', sign: 1n },
  'bet.cashout': { kind: 'return', sign: 1n },
  'bet.rollback': { kind: 'return', sign: 1n },
  'casino.win': { kind: 'return', sign: 1n },
  'jackpot.win': { kind: 'return', sign: 1n },
};

type PlayerPosting = { userId: bigint; currency: string; amount: bigint };
type ActivityRow = { userId: bigint; kind: ActivityKind; value: bigint; currency: string };

/** A movement's activity rows: one per player it moved (net), signed as its kind counts; none for a kind that does not count. */
function activityRows(movementKind: string, playerPostings: readonly PlayerPosting[]): ActivityRow[] {
  const counted = COUNTED[movementKind];
  if (!counted) return [];
  const byUser = new Map<bigint, { currency: string; amount: bigint }>();
  for (const posting of playerPostings) {
    const entry = byUser.get(posting.userId) ?? { currency: posting.currency, amount: 0n };
    entry.amount += posting.amount;
    byUser.set(posting.userId, entry);
  }
  return [...byUser].flatMap(([userId, { currency, amount }]) => (amount === 0n ? [] : [{ userId, kind: counted.kind, value: amount * counted.sign, currency }]));
}

/** Called by postMovement with the player side of a movement just written (not on a replay). */
export async function recordActivity(tx: Tx, movementKind: string, playerPostings: PlayerPosting[]): Promise<void> {
  for (const { userId, kind, value, currency } of activityRows(movementKind, playerPostings)) {
    // Only money in the account's currency counts: limits are in it and the platform converts none (coins
    // on a crypto address are the player's, but no limit can weigh them against euros).
    const written = await sql`
      insert into rg_activity (user_id, kind, amount, currency, at)
      select u.id, ${kind}, ${value}, ${currency},
             now() + make_interval(secs => coalesce((select clock_offset_ms from rg_settings where user_id = u.id), 0) / 1000.0)
      from users u where u.id = ${userId} and u.currency = ${currency}`.execute(tx.trx);
    if (kind === 'deposit' && written.numAffectedRows) await flagAffordability(tx, userId);
  }
}

/** True when recordActivity would look further than the rows it writes (a deposit may raise an affordability flag). */
export function activityFlags(movementKind: string): boolean {
  return COUNTED[movementKind]?.kind === 'deposit';
}

/**
 * recordActivity for many movements at once (the ledger's postMovements), in one statement: the same rows,
 * one per movement and player, in the movements' order. Not for deposits (activityFlags): their flag check
 * reads what each one wrote before the next.
 */
export async function recordActivities(tx: Tx, movements: readonly { movementKind: string; playerPostings: PlayerPosting[] }[]): Promise<void> {
  if (movements.some(({ movementKind }) => activityFlags(movementKind))) throw new Error('recordActivities does not record deposits: use recordActivity');
  const rows = movements.flatMap(({ movementKind, playerPostings }) => activityRows(movementKind, playerPostings));
  if (rows.length === 0) return;
  await sql`
    insert into rg_activity (user_id, kind, amount, currency, at)
    select u.id, r.kind, r.amount, r.currency,
           now() + make_interval(secs => coalesce((select clock_offset_ms from rg_settings where user_id = u.id), 0) / 1000.0)
    from unnest(${rows.map((r) => String(r.userId))}::int8[], ${rows.map((r) => r.kind)}::text[], ${rows.map((r) => String(r.value))}::int8[], ${rows.map((r) => r.currency)}::text[])
      with ordinality as r(user_id, kind, amount, currency, n)
    join users u on u.id = r.user_id and u.currency = r.currency
    order by r.n`.execute(tx.trx);
}

/**
 * Net deposits over the profile's window above its threshold raise an affordability flag in the
 * audit (issue 17: £500 in 30 days), once per window: an operator then asks for affordability checks.
 */
async function flagAffordability(tx: Tx, userId: bigint): Promise<void> {
  const { profile, currency } = await playerFacts(tx.trx, userId);
  const clock = await tx.trx.selectFrom('rg_settings').select('clock_offset_ms').where('user_id', '=', userId).executeTakeFirst();
  const now = clockAt(clock?.clock_offset_ms);
  const from = new Date(now.getTime() - profile.affordabilityDays * 24 * 3_600_000);
  const totals = await activityTotals(tx.trx, userId, from);
  const net = totals.deposit - totals.withdrawal;
  if (net <= profile.affordabilityThreshold) return;
  const flagged = await tx.trx.selectFrom('rg_audit').select('id').where('user_id', '=', userId).where('action', '=', 'affordability_flag').where('at', '>', from).executeTakeFirst();
  if (flagged) return;
  await appendAudit(tx.trx, {
    userId,
    actor: 'system',
    action: 'affordability_flag',
    subject: profile.name,
    after: { netDeposits: formatMinor(net, currency), threshold: formatMinor(profile.affordabilityThreshold, currency), currency, days: profile.affordabilityDays },
    at: now,
  });
  // The same fact is a compliance flag the back office lists until a compliance officer resolves it.
  await raiseFlag(tx.trx, userId, 'affordability', { netDeposits: String(net), threshold: String(profile.affordabilityThreshold), currency, days: profile.affordabilityDays, profile: profile.name });
}
