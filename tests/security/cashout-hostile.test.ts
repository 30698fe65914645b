/**
 * Partial and automatic cash-out and edit bet (issue 23) fed hostile input on a real open ticket of the player's own
 * (the route fuzz only ever reaches "not found"): amounts and parts of every wrong type, sign, size and
 * spelling. Each answer is a 4xx or a typed answer, never a 500; whatever was accepted, the stake still
 * riding plus the parts sold is the stake placed, each part was paid once, and the ledger balances.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { bettingPass } from '../../platform/betting';
import type { Json } from '../helpers/json';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import { FUZZ_SEED, hostileJson, hostileText } from './hostile';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
  await book.match('hostile-cashout', { home: 2, draw: 3.4, away: 3.6 });
  await book.match('hostile-cashout-other', { home: 1.8, draw: 3.5, away: 4 });
});
afterAll(() => book.close());

/** Money-looking and hostile values alike: a part or a target may be either. */
const amountLike = () => fc.oneof(hostileText(), fc.constantFrom('0', '-1', '0.001', '1e3', '9'.repeat(40), ' 5 ', '5,00', 'NaN', 'Infinity'), fc.double(), fc.integer(), fc.constant(null));

describe('hostile partial and automatic cash-out', () => {
  it('never answers 500, and a ticket is never sold for more than its stake', async () => {
    const player = await book.player(1000_00n);
    const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', Selections: [{ OddId: await book.oddId('hostile-cashout', 'match/1x2', 'home'), Odds: '2.00' }] });
    const id = ((placed.body.Tickets as Json[])[0] as Json).Id as string;
    // An edit that goes through replaces the ticket: its cash-out is then the whole stake sold.
    const other = await book.oddId('hostile-cashout-other', 'match/1x2', 'home');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ path: fc.constant('cashout'), body: fc.oneof(fc.record({ Amount: amountLike(), Stake: amountLike() }), hostileJson()) }),
          fc.record({ path: fc.constant('auto-cashout'), body: fc.oneof(fc.record({ Target: amountLike() }), hostileJson()) }),
          fc.record({
            path: fc.constant('edit'),
            body: fc.oneof(
              fc.record({ Selections: fc.constant([{ OddId: other, Odds: '1.80' }]), Value: amountLike(), StakeChange: amountLike() }),
              fc.record({ Selections: fc.oneof(hostileJson(), fc.array(fc.record({ OddId: fc.oneof(fc.integer(), hostileText()), Odds: amountLike() }), { maxLength: 40 })), Value: amountLike() }),
              hostileJson(),
            ),
          }),
        ),
        async ({ path, body }) => {
          const answer = await book.request(path === 'auto-cashout' ? 'PUT' : 'POST', `/api/bets/${id}/${path}`, player.token, body);
          expect(answer.status, JSON.stringify({ body, answer: answer.body })).toBeLessThan(500);
          if (answer.status >= 400) expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: expect.any(String) });
          await bettingPass(book.betting);
        },
      ),
      { seed: FUZZ_SEED, numRuns: 150 },
    );
    const ticket = await book.db.selectFrom('tickets').select(['stake', 'outcome', 'returned']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
    const parts = await book.db.selectFrom('ticket_cashouts').select(['seq', 'stake', 'amount']).where('ticket_id', '=', BigInt(id)).execute();
    const sold = parts.reduce((sum, part) => sum + part.stake, 0n);
    // A whole cash-out records the rest it sold too: then the parts are the whole stake placed.
    expect(ticket.outcome === 'cashed_out' ? sold : sold + ticket.stake).toBe(10_00n);
    const paid = await book.db.selectFrom('ledger_transactions').select('idempotency_key').where('reference', '=', `tickets:${id}`).where('kind', '=', 'bet.cashout').execute();
    expect(paid).toHaveLength(parts.length);
    expect(await auditLedger(book.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  }, 120_000);
});
