/**
 * The history tabs beyond the bets (seed 001 §2: AccountHistory, the jackpot history) and their time
 * filters: last24, last48, lastweek, lastmonth, last12months, custom; last24 and page 1 by default.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_HISTORY_PAGE, HISTORY_EXTRA_TABS, historyRange } from '../../web/src/features/history/range';
import { DEFAULT_HISTORY, DEFAULT_HISTORY_VARIABLES, HISTORY_PERIODS, HISTORY_TABS } from '../../web/src/features/sportsbook/tickets/history';

const NOW = Date.parse('2026-03-10T12:34:56.789Z');
const HOUR = 3_600_000;

describe('history tabs and filters', () => {
  it('offer the seed tabs and periods, last24 and the first page by default', () => {
    expect([...HISTORY_TABS]).toContain('DECLINED');
    expect([...HISTORY_EXTRA_TABS]).toEqual(['account', 'lotto', 'jackpots']);
    expect([...HISTORY_PERIODS]).toEqual(['LAST24', 'LAST48', 'LASTWEEK', 'LASTMONTH', 'LAST12MONTHS', 'CUSTOM']);
    expect(DEFAULT_HISTORY.period).toBe('LAST24');
    expect(DEFAULT_HISTORY_VARIABLES).toMatchObject({ period: 'LAST24', from: null, to: null });
    expect(EXTRA_HISTORY_PAGE).toBe(20);
  });

  const minute = Math.floor(NOW / 60_000) * 60_000;
  it.each([
    ['LAST24', 24],
    ['LAST48', 48],
    ['LASTWEEK', 24 * 7],
    ['LASTMONTH', 24 * 30],
  ])('%s reaches back %i hours from the minute it was chosen, open-ended', (period, hours) => {
    expect(historyRange({ period, from: null, to: null }, NOW)).toEqual({ from: new Date(minute - hours * HOUR).toISOString(), to: null });
  });

  it('LAST12MONTHS reaches back 12 calendar months (issue 17), as the net position counts them', () => {
    expect(historyRange({ period: 'LAST12MONTHS', from: null, to: null }, NOW)).toEqual({ from: '2025-03-10T12:34:00.000Z', to: null });
  });

  it('a custom period passes its instants (computed in the player zone) through', () => {
    const range = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' };
    expect(historyRange({ period: 'CUSTOM', ...range }, NOW)).toEqual(range);
    expect(historyRange({ period: 'CUSTOM', from: null, to: null }, NOW)).toEqual({ from: null, to: null });
  });

  it('stays the same while the list loads (same minute, same variables)', () => {
    expect(historyRange({ period: 'LAST24', from: null, to: null }, NOW + 2_000)).toEqual(historyRange({ period: 'LAST24', from: null, to: null }, NOW));
  });
});
