/** The back-office report's days from its address (web/src/backoffice/reports/range.ts). */
import { describe, expect, it } from 'vitest';
import { defaultRange, rangeOf } from '../../web/src/backoffice/reports/range';

const NOW = Date.parse('2026-11-28T05:00:00Z');

describe('the days of a report page', () => {
  it.each([
    ['from=2026-03-01&to=2026-03-31', { from: '2026-03-01', to: '2026-03-31' }],
    ['from=2026-03-14&to=2026-03-14', { from: '2026-03-14', to: '2026-03-14' }],
    // No days, half of them, a range backwards or longer than a year: the last seven days.
    ['', { from: '2026-11-22', to: '2026-11-28' }],
    ['from=2026-03-01', { from: '2026-11-22', to: '2026-11-28' }],
    ['from=2026-03-31&to=2026-03-01', { from: '2026-11-22', to: '2026-11-28' }],
    ['from=2025-01-01&to=2026-03-01', { from: '2026-11-22', to: '2026-11-28' }],
    ['from=yesterday&to=today', { from: '2026-11-22', to: '2026-11-28' }],
  ])('?%s → %o', (search, range) => {
    expect(rangeOf(new URLSearchParams(search), NOW)).toEqual(range);
  });

  it('the default ends today (UTC) and covers seven days', () => {
    expect(defaultRange(Date.parse('2026-01-03T23:59:00Z'))).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });
});
