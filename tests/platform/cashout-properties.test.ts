/**
 * The money invariants of cash-out 2.0 (issue 23) under random interleavings: parts of tickets sold
 * back, automatic cash-outs armed and fired by price moves, whole cash-outs, edits (a leg added to a
 * single, a leg taken off a combo), settlements and rollbacks, some of them at once. Whatever happens:
 *
 *   - the ledger audits clean and every currency's balances sum to zero;
 *   - each ticket's money is its story: −the stake placed (once) + every cash-out paid (each part once:
 *     one movement per ticket_cashouts row) + what settlement paid on the rest;
 *   - the stake still riding plus the parts sold is the stake placed;
 *   - the liability book equals the brute force over the open tickets (it follows the stake left);
 *   - an edit is whole or not at all: every ticket an edit made names a ticket closed by a cash-out whose
 *     amount is the new ticket's stake, and no ticket was replaced twice;
 *   - once every match is over and a pass ran, nothing is left open.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balanceSums } from '../../platform/db/ledger';
import { bettingPass } from '../../platform/betting';
import { liabilityFromTickets, storedLiability } from '../../platform/trading/book';
import { update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { FUZZ_SEED } from '../security/hostile';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
});
afterAll(() => book.close());

const MATCHES = 2;
const FUNDS = 100_00n;
type Prices = { home: number; draw: number; away: number };

type Action =
  | { kind: 'partial'; pick: number; percent: number }
  | { kind: 'whole'; pick: number }
  | { kind: 'edit'; pick: number; keep: number }
  | { kind: 'auto'; pick: number; above: number }
  | { kind: 'move'; match: number; shift: number }
  | { kind: 'settle'; match: number; home: boolean }
  | { kind: 'rollback'; match: number }
  | { kind: 'pass' }
  | { kind: 'together'; actions: Action[] };

const simple: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('partial' as const), pick: fc.nat(), percent: fc.integer({ min: 1, max: 99 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), keep: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('auto' as const), pick: fc.nat(), above: fc.integer({ min: 1, max: 150 }) }) },
  // Mostly shortening: the backed side's price falls, its cash-out rises towards the targets set.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), match: fc.integer({ min: 0, max: MATCHES - 1 }), shift: fc.integer({ min: -40, max: 10 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), match: fc.integer({ min: 0, max: MATCHES - 1 }), home: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rollback' as const), match: fc.integer({ min: 0, max: MATCHES - 1 }) }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'pass' as const }) },
);
const actionArb: fc.Arbitrary<Action> = fc.oneof({ weight: 5, arbitrary: simple }, { weight: 1, arbitrary: fc.record({ kind: fc.constant('together' as const), actions: fc.array(simple, { minLength: 2, maxLength: 3 }) }) });

let runs = 0;
/** What the runs exercised, so the property cannot pass by never selling a part or firing a target. */
const seen = { parts: 0, automatic: 0, edits: 0 };

/** One run's own matches, one player, and a single on each match plus a combo of both. */
async function world() {
  const seq = ++runs;
  const keys = Array.from({ length: MATCHES }, (_, i) => `cashout-prop-${seq}-${i}`);
  const prices: Prices[] = keys.map((_, i) => ({ home: 1.8 + i * 0.4, draw: 3.4, away: 3.6 }));
  for (const [i, key] of keys.entries()) await book.match(key, prices[i]!);
  const homes = await Promise.all(keys.map((key) => book.oddId(key, 'match/1x2', 'home')));
  const matchIds = await Promise.all(keys.map(async (key) => Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id)));
  const player = await book.player(FUNDS);
  const tickets: { id: string; staked: bigint }[] = [];
  const bets = [...homes.map((odd, i) => [{ OddId: odd, Odds: prices[i]!.home.toFixed(2) }]), homes.map((odd, i) => ({ OddId: odd, Odds: prices[i]!.home.toFixed(2) }))];
  for (const [i, selections] of bets.entries()) {
    const stake = 10 + i * 5;
    const answer = await book.request('POST', '/api/bets', player.token, { Type: selections.length > 1 ? 'combo' : 'single', Stake: String(stake), Selections: selections });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    tickets.push({ id: ((answer.body.Tickets as Json[])[0] as Json).Id as string, staked: BigInt(stake * 100) });
  }
  return { keys, prices, matchIds, player, tickets, ended: new Set<number>(), statuses: [] as { what: string; status: number }[] };
}
type World = Awaited<ReturnType<typeof world>>;

const view = async (w: World, id: string) => (await book.request('GET', `/api/bets/${id}`, w.player.token)).body.Ticket as Json;
const toCents = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const decimal = (cents: bigint) => (Number(cents) / 100).toFixed(2);

async function run(w: World, action: Action): Promise<void> {
  const ticket = 'pick' in action ? w.tickets[action.pick % w.tickets.length]! : null;
  switch (action.kind) {
    case 'partial': {
      const shown = await view(w, ticket!.id);
      if (shown.CashOut === null) return;
      const stake = toCents(shown.Stake as string);
      const part = (stake * BigInt(action.percent)) / 100n;
      // The part's value as the slip prices it (rounded down: never above the book's own figure).
      const amount = (toCents(shown.CashOut as string) * part) / stake;
      if (part <= 0n || amount <= 0n) return;
      const answer = await book.request('POST', `/api/bets/${ticket!.id}/cashout`, w.player.token, { Amount: decimal(amount), Stake: decimal(part) });
      w.statuses.push({ what: 'partial', status: answer.status });
      return;
    }
    case 'whole': {
      const shown = await view(w, ticket!.id);
      if (shown.CashOut === null) return;
      const answer = await book.request('POST', `/api/bets/${ticket!.id}/cashout`, w.player.token, { Amount: shown.CashOut });
      w.statuses.push({ what: 'whole', status: answer.status });
      return;
    }
    case 'edit': {
      const shown = await view(w, ticket!.id);
      if (shown.CashOut === null) return;
      const legs = (shown.Items as Json[]).map((item) => w.matchIds.indexOf(item.MatchId as number));
      // A single gains the other match's home win; a combo keeps one of its legs.
      const other = (legs[0]! + 1) % MATCHES;
      const next = legs.length === 1 ? (w.ended.has(other) ? null : [legs[0]!, other]) : [legs[action.keep % legs.length]!];
      if (next === null) return;
      const selections = await Promise.all(next.map(async (m) => ({ OddId: await book.oddId(w.keys[m]!, 'match/1x2', 'home'), Odds: w.prices[m]!.home.toFixed(2) })));
      const answer = await book.request('POST', `/api/bets/${ticket!.id}/edit`, w.player.token, { Selections: selections, Value: shown.CashOut });
      w.statuses.push({ what: 'edit', status: answer.status });
      const made = answer.body.Ticket as Json | null;
      if (answer.status === 200 && made) w.tickets.push({ id: made.Id as string, staked: toCents(made.Stake as string) });
      return;
    }
    case 'auto': {
      const shown = await view(w, ticket!.id);
      if (shown.CashOut === null) return;
      const answer = await book.request('PUT', `/api/bets/${ticket!.id}/auto-cashout`, w.player.token, { Target: decimal(toCents(shown.CashOut as string) + BigInt(action.above)) });
      w.statuses.push({ what: 'auto', status: answer.status });
      return;
    }
    case 'move': {
      if (w.ended.has(action.match)) return;
      const now = w.prices[action.match]!;
      const moved = { ...now, home: Math.max(1.05, Math.round((now.home + action.shift / 100) * 100) / 100) };
      w.prices[action.match] = moved;
      await book.feed(update(w.keys[action.match]!, { markets: simpleBook(moved) }));
      return;
    }
    case 'settle': {
      if (w.ended.has(action.match)) return;
      w.ended.add(action.match);
      const home = action.home;
      await book.end(w.keys[action.match]!, { 'match/1x2': { home: home ? 'win' : 'lost', draw: 'lost', away: home ? 'lost' : 'win' } }, { home: home ? 1 : 0, away: home ? 0 : 1 });
      await bettingPass(book.betting);
      return;
    }
    case 'rollback': {
      const answer = await book.request('POST', `/api/admin/betting/matches/${w.matchIds[action.match]}/rollback`, undefined, undefined, { 'x-admin-token': book.config.adminToken });
      w.statuses.push({ what: 'rollback', status: answer.status });
      return;
    }
    case 'pass':
      await bettingPass(book.betting);
      return;
    case 'together':
      await Promise.all(action.actions.map((inner) => run(w, inner)));
      return;
  }
}

async function check(w: World) {
  expect(await auditLedger(book.db)).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
  for (const [currency, total] of Object.entries(await balanceSums(book.db))) expect(total, `balances in ${currency} sum to zero`).toBe(0n);
  for (const { id, staked } of w.tickets) {
    const row = await book.db.selectFrom('tickets').select(['stake', 'outcome', 'returned']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
    const parts = await book.db.selectFrom('ticket_cashouts').select(['stake', 'amount']).where('ticket_id', '=', BigInt(id)).execute();
    const sold = parts.reduce((sum, part) => sum + part.stake, 0n);
    const paid = parts.reduce((sum, part) => sum + part.amount, 0n);
    // A whole cash-out's row is the rest sold: then the rows are the whole stake, and returned is its amount.
    const cashedOut = row.outcome === 'cashed_out';
    expect({ id, stake: cashedOut ? sold : sold + row.stake }).toEqual({ id, stake: staked });
    const { rows } = await sql<{ net: string | null; cashouts: string }>`
      select sum(l.amount)::text as net, count(distinct x.id) filter (where x.kind = 'bet.cashout')::text as cashouts
      from ledger_transactions x join ledger_lines l on l.transaction_id = x.id join ledger_accounts a on a.id = l.account_id and a.user_id is not null
      where x.reference = ${`tickets:${id}`}`.execute(book.db);
    expect({ id, cashouts: Number(rows[0]!.cashouts) }).toEqual({ id, cashouts: parts.length });
    // The player's money on the ticket: −stake + every part + settlement of the rest.
    expect({ id, net: BigInt(rows[0]!.net ?? 0) }).toEqual({ id, net: -staked + paid + (cashedOut ? 0n : (row.returned ?? 0n)) });
  }
  const edited = await book.db.selectFrom('tickets').select(['id', 'edited_from', 'stake', 'sold_stake']).where('user_id', '=', w.player.userId).where('edited_from', 'is not', null).execute();
  for (const made of edited) {
    const replaced = await book.db.selectFrom('tickets').select(['outcome', 'returned']).where('id', '=', made.edited_from!).executeTakeFirstOrThrow();
    expect({ made: made.id, replaced: replaced.outcome, paid: replaced.returned }).toEqual({ made: made.id, replaced: 'cashed_out', paid: made.stake + made.sold_stake });
  }
  expect(new Set(edited.map((made) => made.edited_from)).size).toBe(edited.length);
  const kept = [...(await storedLiability(book.db)).entries()].sort();
  const recomputed = [...(await liabilityFromTickets(book.betting, book.db)).entries()].filter(([, e]) => e.tickets !== 0).sort();
  expect(kept).toEqual(recomputed);
}

describe('cash-out 2.0 money invariants', () => {
  it('hold under random interleavings of partial, automatic and whole cash-outs, edits, price moves, settlement and rollback', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 4, maxLength: 14 }), async (actions) => {
        const w = await world();
        for (const action of actions) {
          await run(w, action);
          await check(w);
        }
        for (let i = 0; i < MATCHES; i++) await run(w, { kind: 'settle', match: i, home: true });
        await bettingPass(book.betting);
        await check(w);
        const open = await book.db.selectFrom('tickets').select('id').where('user_id', '=', w.player.userId).where('outcome', 'is', null).execute();
        expect(open, 'tickets still open after every match settled').toEqual([]);
        const rows = await book.db.selectFrom('ticket_cashouts').select(['automatic']).where('ticket_id', 'in', w.tickets.map((t) => BigInt(t.id))).execute();
        seen.parts += rows.length;
        seen.automatic += rows.filter((row) => row.automatic).length;
        seen.edits += w.statuses.filter((s) => s.what === 'edit' && s.status === 200).length;
        // Refusals are typed: a rollback refused for funds spent is the only 5xx the book answers (betting-properties pins it).
        expect(w.statuses.filter((s) => s.status >= 500 && s.what !== 'rollback')).toEqual([]);
      }),
      // A fixed seed (FUZZ_SEED=random to explore): the runs below are known to sell parts and fire targets.
      { numRuns: 20, endOnFailure: true, seed: FUZZ_SEED },
    );
    expect(seen.parts).toBeGreaterThan(0);
    expect(seen.automatic).toBeGreaterThan(0);
    expect(seen.edits).toBeGreaterThan(0);
  }, 180_000);
});
