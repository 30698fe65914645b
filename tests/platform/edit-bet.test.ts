/**
 * Edit bet (issue 23): an open prematch combo or single is cashed out at its value now and that value,
 * plus or minus money the player adds or takes, stakes a new ticket of other selections — in one
 * transaction. A player holds the old ticket or the new one: never neither, never both.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { bettingPass } from '../../platform/betting';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { update } from '../helpers/feed';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
});
afterAll(() => book.close());

let seq = 0;
/** Three matches of their own, a player with 100.00, and a two-leg combo of 10.00 on the first two. */
async function comboOnTwo(stake = '10') {
  const n = ++seq;
  const keys = [`edit-${n}-a`, `edit-${n}-b`, `edit-${n}-c`];
  const prices = [
    { home: 2, draw: 3.2, away: 3.6 },
    { home: 1.5, draw: 4, away: 6 },
    { home: 2.5, draw: 3.1, away: 2.8 },
  ];
  for (const [i, key] of keys.entries()) await book.match(key, prices[i]!);
  const homes = await Promise.all(keys.map((key) => book.oddId(key, 'match/1x2', 'home')));
  const player = await book.player(100_00n);
  const placed = await book.request('POST', '/api/bets', player.token, {
    Type: 'combo',
    Stake: stake,
    Selections: [
      { OddId: homes[0], Odds: '2.00' },
      { OddId: homes[1], Odds: '1.50' },
    ],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const ticket = (placed.body.Tickets as Json[])[0] as Json;
  return { keys, homes, player, ticket, id: ticket.Id as string };
}

const view = async (token: string, id: string) => (await book.request('GET', `/api/bets/${id}`, token)).body.Ticket as Json;
const edit = (token: string, id: string, body: Json, key?: string) => book.request('POST', `/api/bets/${id}/edit`, token, body, key ? { 'idempotency-key': key } : {});

describe('edit bet', () => {
  it('swaps a leg of a combo: the old ticket is cashed out into the new one, the balance only moves by what the player adds', async () => {
    const { homes, player, id } = await comboOnTwo();
    const before = await book.cash(player.userId);
    const shown = await view(player.token, id);
    expect(shown.CashOut).not.toBeNull();

    const answer = await edit(player.token, id, { Selections: [{ OddId: homes[0], Odds: '2.00' }, { OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut, StakeChange: '2.50' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Result).toBe('accepted');
    const made = answer.body.Ticket as Json;
    // The new stake is the value shown plus what the player added, at the new combined odds.
    expect(made).toMatchObject({ BetType: 'combo', Stake: (Number(shown.CashOut) + 2.5).toFixed(2), TotalOdds: '5.00', EditedFrom: id, Outcome: null });
    expect((made.Items as Json[]).map((item) => item.OddId)).toEqual([homes[0], homes[2]]);
    expect(await book.cash(player.userId)).toBe(before - 250n);

    const old = await view(player.token, id);
    expect(old).toMatchObject({ Outcome: 'cashed_out', CashoutAmount: shown.CashOut, EditedInto: made.Id, CashOut: null });
    expect(await auditLedger(book.db)).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });

    // The new ticket is a ticket like any other: it settles on its own legs.
    for (const [i, key] of [`edit-${seq}-a`, `edit-${seq}-b`, `edit-${seq}-c`].entries()) {
      await book.end(key, { 'match/1x2': { home: i === 1 ? 'lost' : 'win', draw: 'lost', away: i === 1 ? 'win' : 'lost' } }, { home: 1, away: 0 });
    }
    await bettingPass(book.betting);
    expect(await view(player.token, made.Id as string)).toMatchObject({ Outcome: 'won' });
    // The old ticket's lost leg changes nothing: it was sold.
    expect(await view(player.token, id)).toMatchObject({ Outcome: 'cashed_out' });
  });

  it('takes money out with a negative change, and removes a leg', async () => {
    const { homes, player, id } = await comboOnTwo('20');
    const before = await book.cash(player.userId);
    const shown = await view(player.token, id);
    const answer = await edit(player.token, id, { Selections: [{ OddId: homes[1], Odds: '1.50' }], Value: shown.CashOut, StakeChange: '-5' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Ticket).toMatchObject({ BetType: 'single', Stake: (Number(shown.CashOut) - 5).toFixed(2) });
    expect(await book.cash(player.userId)).toBe(before + 500n);
  });

  it('is declined when the value fell below the one shown, and nothing changes', async () => {
    const { keys, homes, player, id } = await comboOnTwo();
    const shown = await view(player.token, id);
    // The first leg's price drifts out: the combo is worth less.
    await book.feed(update(keys[0]!, { markets: simpleBook({ home: 2.6, draw: 3.2, away: 2.8 }) }));
    const before = await book.cash(player.userId);
    const answer = await edit(player.token, id, { Selections: [{ OddId: homes[0], Odds: '2.60' }, { OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Result: 'declined', Message: 'Cashout is declined', Ticket: null });
    expect(Number(answer.body.CashOut)).toBeLessThan(Number(shown.CashOut));
    expect(await view(player.token, id)).toMatchObject({ Outcome: null, EditedInto: null });
    expect(await book.cash(player.userId)).toBe(before);
  });

  it('refuses what cannot be edited with a translated reason, changing nothing', async () => {
    const { keys, homes, player, id } = await comboOnTwo();
    const shown = await view(player.token, id);
    const same = await edit(player.token, id, { Selections: [{ OddId: homes[1], Odds: '1.50' }, { OddId: homes[0], Odds: '2.00' }], Value: shown.CashOut });
    expect(same.body).toMatchObject({ ErrorCode: 'EDIT_UNCHANGED', ErrorMessage: 'Add, remove or swap a selection to edit the bet.' });
    const tooSmall = await edit(player.token, id, { Selections: [{ OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut, StakeChange: `-${shown.CashOut}` });
    expect(tooSmall.body.ErrorCode).toBe('EDIT_STAKE_INVALID');
    const bad = await edit(player.token, id, { Selections: [{ OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut, StakeChange: '--1' });
    expect(bad.body.ErrorCode).toBe('INVALID_STAKE');
    const other = await book.player(10_00n);
    expect((await edit(other.token, id, { Selections: [{ OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut })).status).toBe(404);

    // A system bet is not edited (its lines are not one stake).
    const system = await book.request('POST', '/api/bets', player.token, {
      Type: 'system',
      SystemStakes: { 2: '1' },
      Selections: homes.map((odd, i) => ({ OddId: odd, Odds: ['2.00', '1.50', '2.50'][i] })),
    });
    expect(system.status, JSON.stringify(system.body)).toBe(200);
    const systemId = ((system.body.Tickets as Json[])[0] as Json).Id as string;
    const systemValue = (await view(player.token, systemId)).CashOut ?? '1.00';
    const refused = await edit(player.token, systemId, { Selections: [{ OddId: homes[2], Odds: '2.50' }], Value: systemValue });
    expect(refused.body).toMatchObject({ ErrorCode: 'EDIT_UNAVAILABLE' });

    // A settled ticket is no longer open.
    await book.end(keys[0]!, { 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } }, { home: 0, away: 1 });
    await bettingPass(book.betting);
    expect((await edit(player.token, id, { Selections: [{ OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut })).body.ErrorCode).toBe('NOT_OPEN');
    expect(await book.db.selectFrom('tickets').select('id').where('edited_from', '=', BigInt(id)).execute()).toEqual([]);
  });

  it('sent twice with one key, or ten times at once: one new ticket, the old one cashed out once', async () => {
    const { homes, player, id } = await comboOnTwo();
    const shown = await view(player.token, id);
    const before = await book.cash(player.userId);
    const body = { Selections: [{ OddId: homes[0], Odds: '2.00' }, { OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut, StakeChange: '1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => edit(player.token, id, body, `edit-key-${seq}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const made = new Set(answers.map((a) => (a.body.Ticket as Json).Id));
    expect(made.size).toBe(1);
    const again = await edit(player.token, id, body, `edit-key-${seq}`);
    expect((again.body.Ticket as Json).Id).toBe([...made][0]);
    expect(await book.cash(player.userId)).toBe(before - 100n);
    const cashouts = await book.db.selectFrom('ticket_cashouts').select('amount').where('ticket_id', '=', BigInt(id)).execute();
    expect(cashouts).toHaveLength(1);
  });

  it('rolls both halves back when the new ticket fails after the old one was sold (a fault injected between them)', async () => {
    const { homes, player, id } = await comboOnTwo();
    const shown = await view(player.token, id);
    const before = await book.cash(player.userId);
    // The fault: the database refuses the new ticket's legs, after the old ticket was cashed out in the
    // same transaction (a real failure of the second half, not a stand-in for the code under test).
    await sql`create or replace function refuse_edit_items() returns trigger language plpgsql as $$ begin raise exception 'injected fault: ticket items refused'; end $$`.execute(book.db);
    // DDL takes no parameters: the odd id (a number) is written into the statement.
    await sql`create trigger refuse_edit_items before insert on ticket_items for each row when (new.odd_id = ${sql.raw(String(Number(homes[2])))}) execute function refuse_edit_items()`.execute(book.db);
    try {
      const answer = await edit(player.token, id, { Selections: [{ OddId: homes[0], Odds: '2.00' }, { OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut });
      expect(answer.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_edit_items on ticket_items`.execute(book.db);
      await sql`drop function refuse_edit_items()`.execute(book.db);
    }
    // Neither half happened: the old ticket is open and unsold, no new ticket, the balance as it was.
    expect(await view(player.token, id)).toMatchObject({ Outcome: null, CashoutAmount: null, EditedInto: null, Cashouts: [] });
    expect(await book.cash(player.userId)).toBe(before);
    const tickets = await book.db.selectFrom('tickets').select('id').where('user_id', '=', player.userId).execute();
    expect(tickets).toHaveLength(1);
    expect(await auditLedger(book.db)).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
    // And once the fault is gone the same edit goes through.
    const retried = await edit(player.token, id, { Selections: [{ OddId: homes[0], Odds: '2.00' }, { OddId: homes[2], Odds: '2.50' }], Value: shown.CashOut });
    expect(retried.body.Result).toBe('accepted');
  });

  it('refuses a live ticket: the new one would wait the live delay with the old one already sold', async () => {
    const n = ++seq;
    const key = `edit-${n}-live`;
    await book.matchWith(key, simpleBook({ home: 2, draw: 3.2, away: 3.6 }), {}, { status: 'live' });
    const other = `edit-${n}-pre`;
    await book.match(other, { home: 1.8, draw: 3.5, away: 4 });
    const player = await book.player(50_00n);
    const home = await book.oddId(key, 'match/1x2', 'home');
    const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '5', Selections: [{ OddId: home, Odds: '2.00' }] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const ticket = (placed.body.Tickets as Json[])[0] as Json;
    const answer = await edit(player.token, ticket.Id as string, { Selections: [{ OddId: home, Odds: '2.00' }, { OddId: await book.oddId(other, 'match/1x2', 'home'), Odds: '1.80' }], Value: ticket.CashOut ?? '4.00' });
    expect(answer.body).toMatchObject({ ErrorCode: 'EDIT_UNAVAILABLE' });
    expect(await view(player.token, ticket.Id as string)).toMatchObject({ Outcome: null, EditedInto: null });
  });
});
