/**
 * Issue 17's rules on a controllable clock, per jurisdiction profile: a decrease applies now, an
 * increase only after the profile's cooling-off plus a confirmation, rolling windows across midnight
 * and DST, the lowest of several limits wins, loss counts settled returns and casino wins, an
 * exclusion lasts exactly its term.
 */
import { describe, expect, it } from 'vitest';
import { ageAt, PROFILES, profileFor, realityCheckInterval, slotStakeCap } from '../../platform/responsible/profiles';
import { changeLimit, confirmLimit, countedFor, excludedAt, exclusionEnd, lowestRemaining, NO_LIMIT, windowUse } from '../../rules/responsible';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const profiles = Object.values(PROFILES);

describe('profiles', () => {
  it.each([
    ['GB', 'ukgc'],
    ['gb', 'ukgc'],
    ['MT', 'mga'],
    ['CA', 'agco'],
    ['SE', 'default'],
    ['', 'default'],
  ])('a player of %s falls under %s', (country, name) => {
    expect(profileFor(country).name).toBe(name);
  });

  it('holds the numbers issue 17 names', () => {
    expect(PROFILES.ukgc).toMatchObject({ coolingOffHours: 24, minimumSelfExclusionMonths: 6, maxBonusWageringMultiple: 10, affordabilityThreshold: 50_000n, affordabilityDays: 30 });
    expect(PROFILES.ukgc.slots).toEqual({ minimumCycleMs: 2500, turbo: false, autoplay: false, maxStakePerSpin: 500n, youngAdultMaxStakePerSpin: 200n, youngAdultMaxAge: 24 });
    expect(PROFILES.mga.coolingOffHours).toBe(24);
    expect(PROFILES.agco.coolingOffHours).toBeGreaterThanOrEqual(24);
    for (const profile of profiles) expect(profile.minimumSelfExclusionMonths).toBe(6);
  });

  it.each([
    ['ukgc', 20, 200n],
    ['ukgc', 24, 200n],
    ['ukgc', 25, 500n],
    ['ukgc', null, 200n],
    ['mga', 20, null],
    ['default', 30, null],
  ] as const)('%s caps a spin of a player aged %s at %s', (name, age, cap) => {
    expect(slotStakeCap(PROFILES[name], age)).toBe(cap);
  });

  it('counts age in whole years on the calendar', () => {
    expect(ageAt(at('2006-11-28'), at('2026-11-27T23:59:59Z'))).toBe(19);
    expect(ageAt(at('2006-11-28'), at('2026-11-28T00:00:00Z'))).toBe(20);
  });

  it.each([
    ['default', null, null],
    ['default', 30, 30],
    ['mga', null, 60],
    ['mga', 15, 15],
    ['agco', null, 60],
  ] as const)('%s with the player choosing %s gives a reality check every %s minutes', (name, chosen, interval) => {
    expect(realityCheckInterval(PROFILES[name], chosen)).toBe(interval);
  });
});

describe.each(profiles.map((profile) => [profile.name, profile] as const))('limits under %s', (_, profile) => {
  const now = at('2026-03-28T22:30:00Z');
  const limit = { ...NO_LIMIT, amount: 10_000n };

  it('applies a decrease at once, and a first limit at once', () => {
    expect(changeLimit(limit, 5_000n, now, profile.coolingOffHours)).toEqual({ effect: 'applied', state: { ...NO_LIMIT, amount: 5_000n } });
    expect(changeLimit(NO_LIMIT, 5_000n, now, profile.coolingOffHours).effect).toBe('applied');
  });

  it.each([
    ['an increase', 20_000n],
    ['a removal', null],
  ] as const)(`holds %s for ${profile.coolingOffHours} h, then applies it only once confirmed`, (_name, requested) => {
    const change = changeLimit(limit, requested, now, profile.coolingOffHours);
    expect(change.effect).toBe('pending');
    expect(change.state.amount).toBe(10_000n);
    if (change.effect !== 'pending') return;
    expect(change.effectiveAt).toEqual(plus(now, profile.coolingOffHours * HOUR));
    expect(confirmLimit(change.state, plus(now, profile.coolingOffHours * HOUR - 1), profile.coolingOffHours)).toBeNull();
    expect(confirmLimit(change.state, plus(now, profile.coolingOffHours * HOUR), profile.coolingOffHours)).toEqual({ ...NO_LIMIT, amount: requested });
  });

  it('drops a pending increase when the player tightens instead', () => {
    const pending = changeLimit(limit, 20_000n, now, profile.coolingOffHours).state;
    expect(changeLimit(pending, 8_000n, now, profile.coolingOffHours)).toEqual({ effect: 'applied', state: { ...NO_LIMIT, amount: 8_000n } });
    expect(changeLimit(pending, 10_000n, now, profile.coolingOffHours)).toEqual({ effect: 'applied', state: { ...NO_LIMIT, amount: 10_000n } });
  });
});

describe('rolling windows', () => {
  // Europe's clocks go forward at 01:00 UTC on 29 March 2026, America's at 07:00 UTC on 8 March 2026:
  // a window is 24 real hours whatever a wall clock says, and midnight resets nothing.
  it.each([
    ['across midnight and the European DST change', '2026-03-28T22:30:00Z'],
    ['across the North American DST change', '2026-03-07T23:45:00Z'],
    ['across the European return to winter time', '2026-10-24T23:10:00Z'],
  ])('counts a deposit %s for exactly 24 hours', (_, iso) => {
    const deposit = { at: at(iso), amount: 3_000n };
    expect(windowUse([deposit], 'day', plus(deposit.at, 2 * HOUR)).used).toBe(3_000n);
    expect(windowUse([deposit], 'day', plus(deposit.at, 24 * HOUR - 1))).toEqual({ used: 3_000n, resetsAt: plus(deposit.at, 24 * HOUR) });
    expect(windowUse([deposit], 'day', plus(deposit.at, 24 * HOUR)).used).toBe(0n);
    expect(windowUse([deposit], 'week', plus(deposit.at, 24 * HOUR)).used).toBe(3_000n);
  });

  it('lets the lowest remaining of several limits win', () => {
    const now = at('2026-05-10T12:00:00Z');
    const entries = [
      { at: plus(now, -3 * 24 * HOUR), amount: 9_000n },
      { at: plus(now, -HOUR), amount: 1_000n },
    ];
    // Day: 5,000 − 1,000 = 4,000; week: 12,000 − 10,000 = 2,000; month: 50,000 − 10,000.
    expect(lowestRemaining({ day: 5_000n, week: 12_000n, month: 50_000n }, entries, now)).toMatchObject({ period: 'week', remaining: 2_000n, resetsAt: plus(now, 4 * 24 * HOUR) });
    expect(lowestRemaining({ day: 500n, week: 12_000n }, entries, now)).toMatchObject({ period: 'day', remaining: 0n });
    expect(lowestRemaining({}, entries, now)).toBeNull();
  });

  it('counts stakes less settled returns and casino wins towards a loss limit, stakes alone towards a wager limit', () => {
    const now = at('2026-05-10T12:00:00Z');
    const activity = [
      { kind: 'stake', amount: 2_000n, at: plus(now, -3 * HOUR) }, // a sportsbook ticket
      { kind: 'return', amount: 3_500n, at: plus(now, -2 * HOUR) }, // it settled as a win
      { kind: 'stake', amount: 1_000n, at: plus(now, -HOUR) }, // a casino bet
      { kind: 'return', amount: 400n, at: plus(now, -HOUR) }, // its win
      { kind: 'deposit', amount: 10_000n, at: plus(now, -HOUR) },
    ];
    expect(windowUse(countedFor('loss', activity), 'day', now).used).toBe(2_000n - 3_500n + 1_000n - 400n);
    expect(windowUse(countedFor('wager', activity), 'day', now).used).toBe(3_000n);
    expect(windowUse(countedFor('deposit', activity), 'day', now).used).toBe(10_000n);
    // Winnings give a loss limit room back: 1,000 of loss limit with −900 lost leaves 1,900.
    expect(lowestRemaining({ day: 1_000n }, countedFor('loss', activity), now)?.remaining).toBe(1_900n);
  });
});

describe('exclusions last exactly their term', () => {
  it.each([
    ['24h', '2026-03-28T22:30:00.000Z', '2026-03-29T22:30:00.000Z'],
    ['7d', '2026-03-28T22:30:00.000Z', '2026-04-04T22:30:00.000Z'],
    ['30d', '2026-03-28T22:30:00.000Z', '2026-04-27T22:30:00.000Z'],
    ['6w', '2026-03-28T22:30:00.000Z', '2026-05-09T22:30:00.000Z'],
    ['6m', '2026-03-28T22:30:00.000Z', '2026-09-28T22:30:00.000Z'],
    ['6m', '2026-08-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
    ['1y', '2028-02-29T10:00:00.000Z', '2029-02-28T10:00:00.000Z'],
    ['2y', '2026-11-27T20:00:00.000Z', '2028-11-27T20:00:00.000Z'],
    ['5y', '2026-11-27T20:00:00.000Z', '2031-11-27T20:00:00.000Z'],
  ] as const)('%s from %s ends at %s', (term, from, until) => {
    const end = exclusionEnd(at(from), term);
    expect(end.toISOString()).toBe(until);
    const exclusion = { from: at(from), until: end };
    expect(excludedAt(exclusion, at(from))).toBe(true);
    expect(excludedAt(exclusion, plus(end, -1))).toBe(true);
    expect(excludedAt(exclusion, end)).toBe(false);
  });
});
