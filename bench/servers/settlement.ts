/**
 * The settlement bench's match, in the bench platform's process (bench/servers/betting.ts runs these as
 * commands): match M with many open tickets on its 1X2, half of them singles and half combos of M with a
 * match X that already ended and settled (its leg won, so M decides the combo), then M ended; and the
 * exact books of M's settlement afterwards.
 *
 * The tickets and items are written set-based (the bench measures settlement, not placement), but the
 * money is real: each player's stakes move through the ledger (one movement per player, cash →
 * house:sportsbook), so the ledger audit and the per-currency sums hold as after real placements. Each
 * ticket's potential return is the platform's own potentialReturn of its legs, so "every winner paid
 * exactly its potential return" checks settlement against placement's arithmetic, not the bench's.
 */
import { sql } from 'kysely';
import type { BettingDeps } from '../../platform/betting/context';
import { potentialReturn } from '../../platform/betting/outcome';
import { TicketStatus } from '../../platform/betting/schema';
import { loadSelections, type Selection } from '../../platform/betting/selections';
import { shapeOf } from '../../platform/betting/settle';
import type { Db } from '../../platform/db/connection';
import { postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import type { FeedSink } from '../../platform/feed/adapter';

/** The request_key prefix of the seeded tickets: how the checks find them (ticket g is `${SEEDED}${g}`). */
const SEEDED = 'bench-settle:';
const OUTCOMES = ['home', 'draw', 'away'] as const;
/** M's result: the home side wins 2–1. */
const M_RESULT = { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } as const;

export interface SettlementSeedArgs {
  tickets: number;
  /** Minor units staked on each ticket. */
  stake: bigint;
  userIds: bigint[];
  /** Feed keys of the match settled (M) and of the match that already ended (X). */
  m: string;
  x: string;
}
export interface SettlementSeeded {
  matchId: number;
  /** What M's settlement must pay: the winners and the sum of their potential returns. */
  winners: number;
  payout: bigint;
}

/** A selection's price in hundredths, as tickets store it (the seeded ones are all priced). */
const price = (s: Selection) => s.odds!;
const ended = (home: number, away: number) => ({ status: 'ended' as const, period: 2, clockSeconds: 5400, interval: false, score: { home, away }, periodScores: [] });

export async function seedOpenTickets(deps: BettingDeps, ingest: FeedSink, { tickets, stake, userIds, m, x }: SettlementSeedArgs): Promise<SettlementSeeded> {
  const db = deps.db;
  const ids = await db.selectFrom('matches').select(['id', 'feed_key', 'book']).where('feed_key', 'in', [m, x]).execute();
  const idOf = (key: string) => Number(ids.find((row) => row.feed_key === key)!.id);
  const resultOdds = ids.flatMap((row) => (row.book as { Key: string; Odds: { ID: number }[] }[]).find((market) => market.Key === 'match/1x2')!.Odds.map((odd) => odd.ID));
  const selections = [...(await loadSelections(deps.books, db, resultOdds)).values()];
  const find = (key: string, outcome: string) => selections.find((s) => s.matchId === idOf(key) && s.outcomeKey === outcome && s.odds !== null);
  const onM = OUTCOMES.map((outcome) => find(m, outcome));
  const xHome = find(x, 'home');
  if (!xHome || onM.some((s) => !s)) throw new Error('the bench matches have no priced match/1x2 home, draw and away');

  // Six shapes, ticket g takes shape g % 6: a single on M's home, draw or away; or that leg with X's home.
  const shape = shapeOf(deps, { bet_type: 'single', currency: 'EUR', unit_stake: stake, system_sizes: [], teaser_id: null, ifbet_variant: 'standard', free_bet_id: null, insurance_premium: 0n });
  const shapes = [
    ...onM.map((s) => ({ betType: 'single' as const, legs: [s!] })),
    ...onM.map((s) => ({ betType: 'combo' as const, legs: [s!, xHome] })),
  ].map(({ betType, legs }) => ({ betType, legs, potential: potentialReturn(deps.options, { ...shape, betType }, legs.map((s) => ({ odds: price(s), banker: false }))) }));

  // X is over and its home side won: its legs are settled 'win' as X's settlement leaves them.
  await ingest.updates([{ key: x, state: ended(1, 0), markets: [], settled: M_RESULT }]);

  const chunk = 20_000;
  for (let from = 0; from < tickets; from += chunk) {
    const to = Math.min(tickets, from + chunk) - 1;
    await inTransaction(db, async ({ trx }) => {
      await sql`
        insert into tickets (user_id, bet_type, status, currency, stake, unit_stake, odds_policy, is_live, potential_return, request_key)
        select (${userIds.map(String)}::int8[])[1 + g % ${userIds.length}], (${shapes.map((s) => s.betType)}::text[])[1 + g % 6], ${TicketStatus.accepted},
               'EUR', ${stake}, ${stake}, 0, false, (${shapes.map((s) => String(s.potential))}::int8[])[1 + g % 6], ${SEEDED} || g
        from generate_series(${from}::int, ${to}::int) g`.execute(trx);
      const legs = shapes.flatMap((s, index) => s.legs.map((leg, position) => ({ index, position, leg, result: leg === xHome ? 'win' : 'pending' })));
      await sql`
        insert into ticket_items (ticket_id, position, odd_id, match_id, odds, market_key, outcome_key, market_type, market_time, line, match_name, odd_title, result)
        select t.id, l.position, l.odd_id, l.match_id, l.odds, l.market_key, l.outcome_key, l.market_type, l.market_time, null, l.match_name, l.odd_title, l.result
        from tickets t
        join jsonb_to_recordset(${JSON.stringify(
          legs.map(({ index, position, leg, result }) => ({
            index,
            position,
            odd_id: leg.id,
            match_id: leg.matchId,
            odds: price(leg),
            market_key: leg.marketKey,
            outcome_key: leg.outcomeKey,
            market_type: leg.marketType,
            market_time: leg.marketTime,
            match_name: leg.matchName,
            odd_title: leg.title,
            result,
          })),
        )}::jsonb) as l(index int, position smallint, odd_id int8, match_id int8, odds int4, market_key text, outcome_key text, market_type text, market_time text, match_name text, odd_title text, result text)
          on l.index = split_part(t.request_key, ':', 2)::int % 6
        where t.request_key like ${`${SEEDED}%`} and split_part(t.request_key, ':', 2)::int between ${from} and ${to}`.execute(trx);
    });
  }

  // The stakes, through the ledger: one movement per player for all of its tickets.
  const perPlayer = new Map<bigint, bigint>();
  for (let g = 0; g < tickets; g++) {
    const userId = userIds[g % userIds.length]!;
    perPlayer.set(userId, (perPlayer.get(userId) ?? 0n) + stake);
  }
  const players = [...perPlayer];
  for (let i = 0; i < players.length; i += 200) {
    await inTransaction(db, async (tx) => {
      for (const [userId, staked] of players.slice(i, i + 200)) {
        await postMovement(tx, {
          idempotencyKey: `bench-settle-stakes:${userId}`,
          kind: 'bench.stakes',
          postings: [
            { account: { userId, code: 'cash', currency: 'EUR' }, amount: -staked },
            { account: { house: 'sportsbook', currency: 'EUR' }, amount: staked },
          ],
        });
      }
    });
  }

  await ingest.updates([{ key: m, state: ended(2, 1), markets: [], settled: M_RESULT }]);
  const matchId = idOf(m);
  // Shapes 0 and 3 back M's home side, which won.
  const winning = shapes.map((s, index) => ({ ...s, index })).filter((s) => s.legs[0]!.outcomeKey === 'home');
  let winners = 0;
  let payout = 0n;
  for (let g = 0; g < tickets; g++) {
    const won = winning.find((s) => s.index === g % 6);
    if (won) {
      winners++;
      payout += won.potential;
    }
  }
  return { matchId, winners, payout };
}

export interface SettlementBooks {
  /** bet.settle movements of the seeded tickets: how many, how much they paid players, how many tickets they name. */
  movements: number;
  paid: bigint;
  ticketsPaid: number;
  /** Seeded tickets by outcome (null: still open). */
  outcomes: Record<string, number>;
  /** Seeded tickets settled won whose `returned` is not their potential return, or lost ones that returned anything. */
  wrongReturns: number;
}

/** What M's settlement did to the seeded tickets, read from the tickets and the ledger. */
export async function settlementBooks(db: Db): Promise<SettlementBooks> {
  const moved = await sql<{ movements: string; paid: string | null; tickets: string }>`
    select count(distinct lt.id)::text as movements, sum(ll.amount)::text as paid, count(distinct lt.reference)::text as tickets
    from ledger_transactions lt
    join ledger_lines ll on ll.transaction_id = lt.id
    join ledger_accounts la on la.id = ll.account_id and la.user_id is not null
    join tickets t on lt.reference = 'tickets:' || t.id
    where lt.kind = 'bet.settle' and t.request_key like ${`${SEEDED}%`}`.execute(db);
  const outcomes = await sql<{ outcome: string | null; n: string }>`
    select outcome, count(*)::text as n from tickets where request_key like ${`${SEEDED}%`} group by outcome`.execute(db);
  const wrong = await sql<{ n: string }>`
    select count(*)::text as n from tickets where request_key like ${`${SEEDED}%`}
      and ((outcome = 'won' and returned is distinct from potential_return) or (outcome = 'lost' and returned <> 0))`.execute(db);
  const row = moved.rows[0]!;
  return {
    movements: Number(row.movements),
    paid: BigInt(row.paid ?? 0),
    ticketsPaid: Number(row.tickets),
    outcomes: Object.fromEntries(outcomes.rows.map((r) => [r.outcome ?? 'open', Number(r.n)])),
    wrongReturns: Number(wrong.rows[0]!.n),
  };
}
