/**
 * A match's settlement in batches (settle.ts settleMatch) leaves exactly what settling its tickets one by
 * one leaves: each ticket in its own transaction, its items decided, its payout its own ledger movement
 * (settleTicket, the per-ticket path), its liability moved alone. The same tickets (singles, combos,
 * systems, if-bets, free bets; winners, losers, voids, tickets that wait for another match) are placed in
 * two databases; one settles one by one, the other by settleMatch; then every ticket, item, balance,
 * ledger line, responsible-gambling row, free bet, liability entry and player event must be the same. A
 * rerun pays nothing more, and a fault in the middle of a batch rolls that batch back whole: the rerun
 * completes it to the same books.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { markItems, matchOver, pendingItems, settleMatch, settleTicket } from '../../platform/betting/settle';
import { changeLiability, liabilityFromTickets, storedLiability } from '../../platform/trading/book';
import { startBettingPlatform, type BettingPlatform } from '../helpers/betting';
import type { Json } from '../helpers/json';

const TICKETS = Number(process.env.SETTLEMENT_COMPARISON_TICKETS ?? '1000');
const PLAYERS = 40;
const HOME_WINS = { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } as const;
const AWAY_WINS = { 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } } as const;

let one: BettingPlatform;
let batched: BettingPlatform;

/** The per-ticket path: every ticket of the match with a pending item on it, each in its own transaction. */
async function settleOneByOne(book: BettingPlatform, matchId: number): Promise<void> {
  const ids = await book.db.selectFrom('ticket_items').select('ticket_id').distinct().where('match_id', '=', matchId).where('result', '=', 'pending').orderBy('ticket_id').execute();
  for (const { ticket_id: id } of ids) {
    await inTransaction(book.db, async (tx) => {
      const match = (await matchOver(tx, matchId))!;
      const pending = await pendingItems(tx, matchId, id - 1n, 1);
      await changeLiability(book.betting, tx, [id], async () => {
        await markItems(tx, match, pending);
        await settleTicket(book.betting, tx, id);
      });
    });
  }
}

/** A deterministic stream of numbers in [0, 1): both databases get the same tickets. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const MATCHES = ['cmp-m', 'cmp-n', 'cmp-p', 'cmp-o'] as const;

/** The same players, free bets and tickets in a database; answers each placement's status in order. */
async function placeAll(book: BettingPlatform): Promise<number[]> {
  await book.match('cmp-m', { home: 2.1, draw: 3.4, away: 3.3 });
  await book.match('cmp-n', { home: 1.6, draw: 3.9, away: 5.2 });
  await book.match('cmp-p', { home: 2.5, draw: 3.1, away: 2.8 });
  await book.match('cmp-o', { home: 1.9, draw: 3.5, away: 4 });
  const odds: Record<string, Record<string, { id: number; price: string }>> = {};
  for (const [key, prices] of [
    ['cmp-m', { home: '2.10', draw: '3.40', away: '3.30' }],
    ['cmp-n', { home: '1.60', draw: '3.90', away: '5.20' }],
    ['cmp-p', { home: '2.50', draw: '3.10', away: '2.80' }],
    ['cmp-o', { home: '1.90', draw: '3.50', away: '4.00' }],
  ] as const) {
    odds[key] = {};
    for (const outcome of ['home', 'draw', 'away'] as const) odds[key][outcome] = { id: await book.oddId(key, 'match/1x2', outcome), price: prices[outcome] };
  }
  const players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await book.player(2_000_00n));
  // Each player holds four free bets of 5.00 (four bonuses: a player holds a bonus once) for some of its singles.
  const bonuses = [];
  for (let n = 0; n < 4; n++) {
    bonuses.push(await book.db.insertInto('bonuses').values({ code: `CMP-FREEBET-${n}`, kind: 'free_bet', product: 'sportsbook', amounts: JSON.stringify({ EUR: '5.00' }) }).returning('id').executeTakeFirstOrThrow());
  }
  const freeBets = new Map<number, string[]>();
  for (const [i, player] of players.entries()) {
    const rows = await book.db
      .insertInto('user_bonuses')
      .values(bonuses.map((bonus) => ({ user_id: player.userId, bonus_id: bonus.id, status: 2, currency: 'EUR', amount: 5_00n })))
      .returning('id')
      .execute();
    freeBets.set(i, rows.map((row) => String(row.id)));
  }
  const next = random(21);
  const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const selection = (match: (typeof MATCHES)[number]) => {
    const odd = odds[match]![pick(['home', 'draw', 'away'] as const)]!;
    return { OddId: odd.id, Odds: odd.price };
  };
  const statuses: number[] = [];
  for (let t = 0; t < TICKETS; t++) {
    const p = Math.floor(next() * PLAYERS);
    const stake = String(1 + Math.floor(next() * 5));
    const kind = next();
    let body: Json;
    if (kind < 0.35) body = { Type: 'single', Stake: stake, Selections: [selection(pick(['cmp-m', 'cmp-m', 'cmp-p']))] };
    else if (kind < 0.6) body = { Type: 'combo', Stake: stake, Selections: [selection('cmp-m'), selection(pick(['cmp-n', 'cmp-p', 'cmp-o']))] };
    else if (kind < 0.75) body = { Type: 'system', SystemStakes: { '2': stake }, Selections: [selection('cmp-m'), selection('cmp-n'), selection(pick(['cmp-p', 'cmp-o']))] };
    else if (kind < 0.85) body = { Type: 'ifbet', Stake: stake, Selections: [selection('cmp-m'), selection('cmp-n')] };
    else {
      const free = freeBets.get(p)!.shift();
      body = free ? { Type: 'single', Stake: '5', FreeBetId: free, Selections: [selection(pick(['cmp-m', 'cmp-p']))] } : { Type: 'combo', Stake: stake, Selections: [selection('cmp-m'), selection('cmp-o')] };
    }
    const answer = await book.request('POST', '/api/bets', players[p]!.token, body);
    statuses.push(answer.status);
  }
  // P is cancelled (its legs void); N ended away; M ended home; O never ends, so tickets on it wait.
  await book.end('cmp-p', {}, { home: 0, away: 0 }, 'cancelled');
  await book.end('cmp-n', AWAY_WINS, { home: 0, away: 1 });
  await book.end('cmp-m', HOME_WINS, { home: 2, away: 1 });
  return statuses;
}

const matchIdOf = async (book: BettingPlatform, key: string) => Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

/** Everything settlement leaves behind, without clocks and generated ids, in a comparable order. */
async function books(book: BettingPlatform) {
  const { db } = book;
  const tickets = await db.selectFrom('tickets').select(['id', 'user_id', 'status', 'outcome', 'returned', 'settlement_version', 'free_bet_id']).select(sql<boolean>`settled_at is not null`.as('settled')).orderBy('id').execute();
  const items = await db.selectFrom('ticket_items').select(['ticket_id', 'position', 'result']).orderBy('ticket_id').orderBy('position').execute();
  const accounts = await db.selectFrom('ledger_accounts').select(['user_id', 'code', 'currency', 'balance']).orderBy('user_id').orderBy('code').execute();
  const lines = await sql<{ key: string; kind: string; reference: string | null; user_id: string | null; code: string; amount: string }>`
    select regexp_replace(t.idempotency_key, '^(test-credit:.*):[0-9.]+$', '\\1') as key, t.kind, t.reference, a.user_id::text, a.code, l.amount::text from ledger_lines l
    join ledger_transactions t on t.id = l.transaction_id join ledger_accounts a on a.id = l.account_id
    order by key, a.user_id nulls first, a.code, l.amount`.execute(db);
  const activity = await db.selectFrom('rg_activity').select(['user_id', 'kind', 'amount']).orderBy('user_id').orderBy('kind').orderBy('amount').execute();
  const bonuses = await db.selectFrom('user_bonuses').select(['id', 'status']).select(sql<boolean>`finished_at is not null`.as('finished')).orderBy('id').execute();
  const liability = [...(await storedLiability(db)).entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const events = await db.selectFrom('outbox_events').select(['topic', 'payload']).where('topic', 'in', ['ticket.changed', 'balance.changed']).orderBy('id').execute();
  // Per player, what it was told in order: its tickets' changes, and its balance after each movement.
  const told = new Map<string, string[]>();
  for (const { topic, payload } of events) {
    const p = payload as Record<string, string>;
    const key = `${topic}:${p.userId}:${topic === 'balance.changed' ? `${p.account}:${p.currency}` : p.ticketId}`;
    told.set(key, [...(told.get(key) ?? []), JSON.stringify(p)]);
  }
  return { tickets, items, accounts, lines: lines.rows, activity, bonuses, liability, told: Object.fromEntries([...told].sort()), audit: await auditLedger(db) };
}

beforeAll(async () => {
  [one, batched] = await Promise.all([startBettingPlatform(), startBettingPlatform()]);
  const statuses = await placeAll(one);
  expect(await placeAll(batched)).toEqual(statuses);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(TICKETS * 0.9);
  expect(await books(batched)).toEqual(await books(one));
}, 900_000);
afterAll(() => Promise.all([one.close(), batched.close()]));

it('settles a thousand mixed tickets (singles, combos, systems, if-bets, free bets) in batches exactly as one by one, ticket by ticket; a fault mid-batch rolls that batch back whole and the rerun completes it; a rerun after that pays nothing more', async () => {
  for (const key of ['cmp-p', 'cmp-n', 'cmp-m']) await settleOneByOne(one, await matchIdOf(one, key));
  // Batches of a sixth of M's tickets: its settlement takes six or seven of them.
  const m = await matchIdOf(batched, 'cmp-m');
  const onM = await batched.db.selectFrom('ticket_items').select('ticket_id').distinct().where('match_id', '=', m).where('result', '=', 'pending').orderBy('ticket_id').execute();
  const batch = Math.max(10, Math.floor(onM.length / 6));
  for (const key of ['cmp-p', 'cmp-n']) await settleMatch(batched.betting, await matchIdOf(batched, key), batch);
  const expected = await books(one);

  // M's settlement fails in its third batch, at its very last statement (the player events): that batch
  // rolls back whole (no payout, no ticket, no item of it changed), the two before it stay settled.
  // A winner of the third batch: its payout is among what rolls back.
  const won = new Set(expected.tickets.filter((t) => t.outcome === 'won').map((t) => t.id));
  const victim = onM.slice(2 * batch, 3 * batch).find((row) => won.has(row.ticket_id))!.ticket_id;
  await sql`
    create function cmp_fault() returns trigger language plpgsql as $$
    begin
      if new.topic = 'ticket.changed' and new.payload->>'ticketId' = ${sql.lit(String(victim))} then raise exception 'injected fault'; end if;
      return new;
    end $$;
    create trigger cmp_fault before insert on outbox_events for each row execute function cmp_fault();`.execute(batched.db);
  await expect(settleMatch(batched.betting, m, batch)).rejects.toThrow(/injected fault/);
  const halfway = await books(batched);
  const decidedOnM = (await batched.db.selectFrom('ticket_items').select('ticket_id').where('match_id', '=', m).where('result', '<>', 'pending').execute()).map((row) => row.ticket_id);
  expect(decidedOnM.length).toBeGreaterThan(0);
  expect(decidedOnM.every((id) => id < onM[2 * batch]!.ticket_id)).toBe(true);
  expect(await batched.db.selectFrom('ticket_items').select('result').where('ticket_id', '=', victim).where('match_id', '=', m).executeTakeFirstOrThrow()).toEqual({ result: 'pending' });
  expect(halfway.lines.filter((line) => line.reference === `tickets:${victim}` && line.kind === 'bet.settle')).toEqual([]);
  expect(halfway.audit).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  await sql`drop trigger cmp_fault on outbox_events; drop function cmp_fault();`.execute(batched.db);
  // The rerun completes it.
  expect((await settleMatch(batched.betting, m, batch)).tickets).toBeGreaterThan(0);
  // The comparison is not empty: winners paid, losers, voids, free bets back, and tickets still waiting on O.
  const outcomes = expected.tickets.reduce<Record<string, number>>((counts, t) => ({ ...counts, [t.outcome ?? 'open']: (counts[t.outcome ?? 'open'] ?? 0) + 1 }), {});
  expect(outcomes.won).toBeGreaterThan(100);
  expect(outcomes.lost).toBeGreaterThan(100);
  expect(outcomes.refunded).toBeGreaterThan(10);
  expect(outcomes.open).toBeGreaterThan(10);
  expect(expected.bonuses.filter((b) => b.status === 2).length).toBeGreaterThan(0);
  const actual = await books(batched);
  expect(actual.tickets).toEqual(expected.tickets);
  expect(actual.items).toEqual(expected.items);
  expect(actual.accounts).toEqual(expected.accounts);
  expect(actual.lines).toEqual(expected.lines);
  expect(actual).toEqual(expected);
  expect(actual.audit).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  // The stored book is the open tickets' book.
  expect(actual.liability).toEqual([...(await liabilityFromTickets(batched.betting, batched.db)).entries()].sort(([a], [b]) => (a < b ? -1 : 1)));

  expect(await settleMatch(batched.betting, m, batch)).toEqual({ items: 0, tickets: 0 });
  expect(await books(batched)).toEqual(expected);
}, 900_000);
