/**
 * The risk profile's statistics (rules/trading/risk.ts) on inputs worked by hand: the z-test of a
 * record's mean return per unit against 1 / (1 + margin), its p-value, and the factor it suggests.
 */
import { describe, expect, it } from 'vitest';
import { MIN_TICKETS, recordStats, scaleByFactor, suggestFactor, upperTail, type SettledTicket } from '../../rules/trading/risk';

const tickets = (won: number, lost: number, odds: number, stake = 10): SettledTicket[] => [
  ...Array.from({ length: won }, () => ({ stake, odds, returned: stake * odds })),
  ...Array.from({ length: lost }, () => ({ stake, odds, returned: 0 })),
];

describe('upperTail', () => {
  it('matches the normal table', () => {
    expect(upperTail(0)).toBeCloseTo(0.5, 6);
    expect(upperTail(1.6449)).toBeCloseTo(0.05, 4);
    expect(upperTail(2.3263)).toBeCloseTo(0.01, 4);
    expect(upperTail(-1.96)).toBeCloseTo(0.975, 4);
  });
});

describe('recordStats', () => {
  it('a player who wins 70 of 120 at evens: profit +16.7 %, z = 2.35, p ≈ 0.009', () => {
    // Expected return 1/1.05 = 0.95238; per ticket variance 2/1.05 − 0.95238² = 0.99773; mean 140/120 = 1.16667.
    // z = (1.16667 − 0.95238) / √(0.99773 / 120) = 0.21429 / 0.091183 = 2.350.
    const stats = recordStats(tickets(70, 50, 2));
    expect(stats.tickets).toBe(120);
    expect(stats.profit).toBeCloseTo(1 / 6, 6);
    expect(stats.z).toBeCloseTo(2.35, 2);
    expect(stats.p).toBeCloseTo(0.0094, 3);
  });

  it('a player who wins half at evens only beats the margin by luck: p ≈ 0.32', () => {
    // mean 1.0; z = 0.047619 / √(0.99773 / 100) = 0.4767; P(Z > 0.4767) = 0.3168.
    const stats = recordStats(tickets(50, 50, 2));
    expect(stats.profit).toBe(0);
    expect(stats.p).toBeCloseTo(0.3168, 3);
  });

  it('long odds weigh less: two winners at 21.00 in 40 tickets are not significant', () => {
    // mean 42/40 = 1.05; variance 21/1.05 − 0.90703 = 19.093 per ticket; z = 0.09762 / √(19.093 / 40) = 0.1413.
    const stats = recordStats(tickets(2, 38, 21));
    expect(stats.profit).toBeCloseTo(0.05, 6);
    expect(stats.z).toBeCloseTo(0.141, 2);
  });

  it('no tickets: nothing to test', () => {
    expect(recordStats([])).toEqual({ tickets: 0, profit: 0, meanReturn: 0, z: 0, p: 1 });
  });
});

describe('suggestFactor', () => {
  it('a significant profit under 1 % suggests 0.25, under 5 % 0.50, else 1', () => {
    expect(suggestFactor(tickets(20, 5, 2))).toMatchObject({ verdict: 'sharp', factor: 25 });
    expect(suggestFactor(tickets(70, 50, 2))).toMatchObject({ verdict: 'sharp', factor: 25 });
    // 34 of 60 at evens: mean 1.1333, z = 0.18095 / √(0.99773 / 60) = 1.403 → p 0.080: not even "winning".
    expect(suggestFactor(tickets(34, 26, 2))).toMatchObject({ verdict: 'normal', factor: 100 });
    // 36 of 60: mean 1.2, z = 0.24762 / 0.12895 = 1.920 → p 0.027.
    expect(suggestFactor(tickets(36, 24, 2))).toMatchObject({ verdict: 'winning', factor: 50 });
    expect(suggestFactor(tickets(10, 90, 2))).toMatchObject({ verdict: 'normal', factor: 100 });
  });

  it(`fewer than ${MIN_TICKETS} settled tickets suggests nothing, however lucky`, () => {
    expect(suggestFactor(tickets(MIN_TICKETS - 1, 0, 2))).toMatchObject({ verdict: 'too_few', factor: 100 });
  });

  it('carries the closing-price share it was given', () => {
    expect(suggestFactor(tickets(25, 0, 2), { share: 0.71, picks: 25 }).beatClosing).toBe(0.71);
  });

  it('beating the closing price on 60 % of at least 20 picks suggests 0.50 when the profit is not yet significant', () => {
    const evens = tickets(30, 30, 2);
    expect(suggestFactor(evens, { share: 0.6, picks: 60 })).toMatchObject({ verdict: 'beats_closing', factor: 50 });
    expect(suggestFactor(evens, { share: 0.59, picks: 60 })).toMatchObject({ verdict: 'normal', factor: 100 });
    expect(suggestFactor(evens, { share: 0.9, picks: MIN_TICKETS - 1 })).toMatchObject({ verdict: 'normal', factor: 100 });
    // A significant profit says more: it decides.
    expect(suggestFactor(tickets(22, 3, 2), { share: 0.9, picks: 25 })).toMatchObject({ verdict: 'sharp', factor: 25 });
  });
});

describe('scaleByFactor', () => {
  it('scales a max bet in minor units, rounding down', () => {
    expect(scaleByFactor(5_000_00n, 25)).toBe(1_250_00n);
    expect(scaleByFactor(333n, 50)).toBe(166n);
    expect(scaleByFactor(100n, 1000)).toBe(1000n);
  });
});
