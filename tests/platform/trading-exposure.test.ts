/**
 * Exposure (platform/trading/exposure.ts), table-driven: what one ticket as it stands costs the book on
 * each outcome still to be decided, by the settlement rule. Stakes in cents, odds in hundredths.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETTING_OPTIONS } from '../../platform/betting/options';
import type { TicketShape } from '../../platform/betting/outcome';
import type { ItemResult } from '../../platform/betting/schema';
import { bookDelta, exposure, type ExposureTicket, sumExposures } from '../../platform/trading/exposure';

const shape = (over: Partial<TicketShape>): TicketShape => ({
  betType: 'single',
  unitStake: 1000n,
  systemSize: null,
  teaserOdds: null,
  ifbetVariant: 'standard',
  freeBet: false,
  insurancePremium: 0n,
  maxOdds: 100_000n,
  ...over,
});
const leg = (oddId: number, odds: number, result: ItemResult = 'pending', banker = false) => ({ oddId: BigInt(oddId), matchId: oddId * 10, marketKey: 'match/1x2', odds, banker, result });
const ticket = (over: Partial<ExposureTicket>): ExposureTicket => ({ status: 1, outcome: null, stake: 1000n, currency: 'EUR', shape: shape({}), items: [leg(1, 200)], ...over });
const payouts = (t: ExposureTicket) => Object.fromEntries(exposure(DEFAULT_BETTING_OPTIONS, t).map((e) => [String(e.oddId), e.payout]));

describe('exposure of one ticket', () => {
  it.each([
    ['a single pays its potential return on its outcome', ticket({}), { 1: 2000n }],
    ['a combo, nothing decided: its potential return on every leg', ticket({ shape: shape({ betType: 'combo' }), items: [leg(1, 200), leg(2, 150)] }), { 1: 3000n, 2: 3000n }],
    ['a combo with a leg won: the same return, on the leg still open', ticket({ shape: shape({ betType: 'combo' }), items: [leg(1, 200, 'win'), leg(2, 150)] }), { 2: 3000n }],
    ['a combo with a leg refunded: that leg counts at 1.00', ticket({ shape: shape({ betType: 'combo' }), items: [leg(1, 200, 'refund'), leg(2, 150)] }), { 2: 1500n }],
    ['a combo another leg lost: no exposure left', ticket({ shape: shape({ betType: 'combo' }), items: [leg(1, 200, 'lost'), leg(2, 150)] }), {}],
    [
      'a system 2 of 3, line by line: each outcome carries the lines that hold it',
      ticket({ stake: 3000n, shape: shape({ betType: 'system', systemSize: 2 }), items: [leg(1, 200), leg(2, 300), leg(3, 150)] }),
      // lines 1-2: 6000, 1-3: 3000, 2-3: 4500
      { 1: 9000n, 2: 10500n, 3: 7500n },
    ],
    [
      'an if-bet: its settlement with every open leg won; a leg after a stopped chain is none',
      ticket({ shape: shape({ betType: 'ifbet' }), items: [leg(1, 200, 'lost'), leg(2, 150)] }),
      {},
    ],
    ['an if-bet, nothing decided', ticket({ shape: shape({ betType: 'ifbet' }), items: [leg(1, 200), leg(2, 150)] }), { 1: 2500n, 2: 2500n }],
    ['a teaser pays from its table', ticket({ shape: shape({ betType: 'teaser', teaserOdds: { 2: 180 } }), items: [leg(1, 191), leg(2, 191)] }), { 1: 1800n, 2: 1800n }],
    ['a single past the odds cap pays the cap', ticket({ shape: shape({ maxOdds: 150n }) }), { 1: 1500n }],
    ['a cashed-out ticket: none', ticket({ outcome: 'cashed_out' }), {}],
    ['a ticket in its live delay: none yet', ticket({ status: 4 }), {}],
    ['a cash-out waiting for its delay: still open', ticket({ status: 5 }), { 1: 2000n }],
  ])('%s', (_, t, expected) => {
    expect(payouts(t)).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v])));
  });

  it('counts the stake kept otherwise and the ticket once per outcome, and a book moves by after − before', () => {
    const before = sumExposures(exposure(DEFAULT_BETTING_OPTIONS, ticket({ shape: shape({ betType: 'combo' }), items: [leg(1, 200), leg(2, 150)] })));
    const after = sumExposures(exposure(DEFAULT_BETTING_OPTIONS, ticket({ shape: shape({ betType: 'combo' }), items: [leg(1, 200, 'win'), leg(2, 150)] })));
    expect(before.get('2:EUR')).toMatchObject({ payout: 3000n, stakes: 1000n, tickets: 1 });
    expect(bookDelta(before, after)).toEqual([{ oddId: 1n, currency: 'EUR', matchId: 10, marketKey: 'match/1x2', payout: -3000n, stakes: -1000n, tickets: -1 }]);
  });
});
