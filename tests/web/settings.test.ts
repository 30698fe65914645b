/**
 * The settings (seed 001 §2 dropdowns, §4 slow connection, §9 "odd and view formats are stored in
 * cookies"): what is read back from cookies and storage, how a row picks its lines, how the time
 * sorting groups a list.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, LINES, parsePreferences, SORTINGS, VIEW_FORMATS } from '../../web/src/features/settings/preferences';
import { groupInOrder, groupRuns } from '../../web/src/features/sportsbook/grouping';
import { pickPreviewLines } from '../../web/src/features/sportsbook/match/preview';
import { LINES as PLATFORM_LINES, SORTINGS as PLATFORM_SORTINGS, VIEW_FORMATS as PLATFORM_VIEW_FORMATS } from '../../platform/reference/data';

const ids = (list: { id: string }[]) => list.map((market) => market.id);
const tournament = (id: string) => id[0]!;

describe('preferences read back', () => {
  it.each([
    ['nothing stored', '', null, DEFAULT_PREFERENCES],
    ['the view format cookie', 'a=1; viewFormat=asian', null, { ...DEFAULT_PREFERENCES, viewFormat: 'asian' }],
    ['the GraphQL spelling of a view format', 'viewFormat=AMERICAN', null, { ...DEFAULT_PREFERENCES, viewFormat: 'american' }],
    ['stored choices', '', JSON.stringify({ sorting: 'time', lines: 3, slowConnection: true }), { ...DEFAULT_PREFERENCES, sorting: 'time', lines: 3, slowConnection: true }],
    ['each bad value falls back alone', 'viewFormat=chinese', JSON.stringify({ sorting: 'alphabet', lines: 2, slowConnection: 'yes' }), { ...DEFAULT_PREFERENCES, lines: 2 }],
    ['a line count out of the list', '', JSON.stringify({ lines: 7 }), DEFAULT_PREFERENCES],
    ['storage that is not JSON', '', '{oops', DEFAULT_PREFERENCES],
  ])('%s', (_name, cookie, stored, expected) => {
    expect(parsePreferences(cookie, stored)).toEqual(expected);
  });

  it('offers the choices of the platform settings lists', () => {
    expect([...SORTINGS]).toEqual([...PLATFORM_SORTINGS]);
    expect([...LINES]).toEqual([...PLATFORM_LINES]);
    expect([...VIEW_FORMATS]).toEqual([...PLATFORM_VIEW_FORMATS]);
  });
});

describe('the lines a match row shows', () => {
  const markets = [
    { id: 'h1', type: 'HANDICAP', periodType: 'MATCH' },
    { id: 'x', type: 'MATCH_RESULT', periodType: 'MATCH' },
    { id: 'h2', type: 'HANDICAP', periodType: 'MATCH' },
    { id: 'hh', type: 'HANDICAP', periodType: 'HALF' },
    { id: 'h3', type: 'HANDICAP', periodType: 'MATCH' },
  ];
  it.each([
    ['one line: the chosen market only', 'HANDICAP', 1, ['h1']],
    ['two lines: its next line of the same type and period', 'HANDICAP', 2, ['h1', 'h2']],
    ['three lines', 'HANDICAP', 3, ['h1', 'h2', 'h3']],
    ['no more lines than there are', 'MATCH_RESULT', 3, ['x']],
    ['no type chosen: the first market and its lines', null, 2, ['h1', 'h2']],
    ['a type the match lacks: nothing', 'TOTALS', 2, []],
  ] as const)('%s', (_name, type, lines, expected) => {
    expect(ids(pickPreviewLines(markets, type, lines))).toEqual(expected);
  });
});

describe('sorting a list', () => {
  const matches = ['a1', 'b1', 'a2', 'a3', 'c1'];
  it('by competition: one container per tournament, in first-seen order', () => {
    expect(groupInOrder(matches, tournament).map((g) => [g.key, g.items])).toEqual([
      ['a', ['a1', 'a2', 'a3']],
      ['b', ['b1']],
      ['c', ['c1']],
    ]);
  });
  it('by time: the server order kept, a container for each run of one tournament', () => {
    expect(groupRuns(matches, tournament).map((g) => [g.key, g.items])).toEqual([
      ['a', ['a1']],
      ['b', ['b1']],
      ['a', ['a2', 'a3']],
      ['c', ['c1']],
    ]);
    expect(groupRuns([], tournament)).toEqual([]);
  });
  // A list keys its containers by these ids: a container whose id changed is mounted afresh, and its rows lose
  // what they were showing (a price's flash), so a group that comes or goes before another leaves its id alone.
  it.each([
    ['by time', groupRuns],
    ['by tournament', groupInOrder],
  ])('%s: a group keeps its id when a group before it comes or goes', (_, group) => {
    const idsOf = (list: string[]) => Object.fromEntries(group(list, tournament).map((g) => [g.items.join(), g.id]));
    const before = idsOf(['a1', 'b1', 'a2', 'c1']);
    const after = idsOf(['d1', 'a1', 'b1', 'a2', 'c1']);
    for (const items of Object.keys(before)) expect(after[items], items).toBe(before[items]);
    expect(new Set(Object.values(after)).size).toBe(Object.keys(after).length);
    expect(idsOf(['b1', 'a2', 'c1'])['c1']).toBe(before['c1']);
  });
});
