import { describe, expect, it } from 'vitest';
import { groupInOrder, pruneSchedule, toggleId } from '../../web/src/features/sportsbook/grouping';
import { clockText, hasRunningClock, runningSeconds } from '../../web/src/features/sportsbook/live/clock';
import { groupBook } from '../../web/src/features/sportsbook/match/book';
import { pickPreviewMarket } from '../../web/src/features/sportsbook/match/preview';
import { marketLabel } from '../../web/src/features/sportsbook/match/useMarketLabel';
import enUS from '../../locales/en-US/sportsbook.json';
import svSE from '../../locales/sv-SE/sportsbook.json';
import { addressVariables } from '../../web/src/features/shell/addressIds';
import { defaultPrematchSport, esportsVariables, isPhase, prematchVariables, sportIdFor } from '../../web/src/features/sportsbook/pages/variables';
import { redirectTarget } from '../../web/src/routing/resolve';
import { filterResultTournaments, searchResults } from '../../web/src/features/sportsbook/results/filter';
import { createTransportMachine, retryDelayMs } from '../../web/src/relay/transport';
import { itReturns } from '../helpers/table';

describe('containers: matches grouped by tournament in the server order', () => {
  it('keeps the order of first appearance, and merges a group split across pages', () => {
    const rows = [
      { id: 1, t: 'B' },
      { id: 2, t: 'A' },
      { id: 3, t: 'B' },
      { id: 4, t: 'C' },
      { id: 5, t: 'A' },
    ];
    expect(groupInOrder(rows, (row) => row.t).map((group) => [group.key, group.items.map((row) => row.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2, 5]],
      ['C', [4]],
    ]);
  });

  it('flips one id in a stored set', () => {
    expect(toggleId(['b'], 'a')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('schedule: matches and sports leaving a day (seed 002 §4)', () => {
  const entries = [
    { matchId: 'm1', sportId: 'soccer' },
    { matchId: 'm2', sportId: 'soccer' },
    { matchId: 'm3', sportId: 'tennis' },
  ];
  const sports = [
    { sportId: 'soccer', matchesCount: 2 },
    { sportId: 'tennis', matchesCount: 1 },
  ];

  /** The schedule after these status changes (match id → status), on the first day or past it. */
  const after = (gone: Record<string, string>, isFirstDay: boolean) => pruneSchedule(entries, sports, new Map(Object.entries(gone)), isFirstDay);
  /** What a pruned schedule still lists: its match ids, and its sports with their counts. */
  const listed = (pruned: ReturnType<typeof after>) => ({ matchIds: pruned.entries.map((entry) => entry.matchId), sports: pruned.sports });

  it('changes nothing while no match went', () => {
    expect(after({}, false)).toEqual({ entries, sports });
  });

  it('past the first day, removes the sport whose last match went', () => {
    expect(listed(after({ m3: 'LIVE' }, false))).toEqual({ matchIds: ['m1', 'm2'], sports: [{ sportId: 'soccer', matchesCount: 2 }] });
  });

  it('past the first day, a sport with matches left stays with a lower count', () => {
    expect(listed(after({ m1: 'POSTPONED' }, false))).toEqual({
      matchIds: ['m2', 'm3'],
      sports: [
        { sportId: 'soccer', matchesCount: 1 },
        { sportId: 'tennis', matchesCount: 1 },
      ],
    });
  });

  it('on the first day, a match that starts stays (now live) and sports stay', () => {
    expect(after({ m3: 'LIVE' }, true).entries).toEqual(entries);
    expect(listed(after({ m3: 'CANCELLED' }, true))).toEqual({
      matchIds: ['m1', 'm2'],
      sports: [
        { sportId: 'soccer', matchesCount: 2 },
        { sportId: 'tennis', matchesCount: 0 },
      ],
    });
  });

  it('ignores events of matches that are not on the page', () => {
    expect(after({ elsewhere: 'LIVE' }, false)).toEqual({ entries, sports });
  });
});

const market = (id: string, type: string, periodType: string, periodIndex: number, line: number | null, isMain: boolean) => ({ id, type, periodType, periodIndex, line, isMain });

describe('the match page book: by period and type, alternative lines under the main one', () => {
  it('orders periods (whole match first), keeps the book order of types, folds alternatives by line', () => {
    const book = groupBook([
      market('h1-1x2', 'ONE_X_TWO', 'HALF', 1, null, true),
      market('1x2', 'ONE_X_TWO', 'MATCH', 0, null, true),
      market('t3.5', 'TOTAL', 'MATCH', 0, 3.5, false),
      market('t2.5', 'TOTAL', 'MATCH', 0, 2.5, true),
      market('t1.5', 'TOTAL', 'MATCH', 0, 1.5, false),
      market('h2-total', 'TOTAL', 'HALF', 2, 1.5, true),
      market('cs', 'CORRECT_SCORE', 'MATCH', 0, null, false),
    ]);
    expect(book.map((period) => `${period.periodType}${period.periodIndex}`)).toEqual(['MATCH0', 'HALF1', 'HALF2']);
    expect(book[0]!.markets.map((group) => [group.type, group.main.id, group.alternatives.map((alt) => alt.id)])).toEqual([
      ['ONE_X_TWO', '1x2', []],
      ['TOTAL', 't2.5', ['t1.5', 't3.5']],
      ['CORRECT_SCORE', 'cs', []],
    ]);
  });
});

/** A locale file's text at a dotted key, as i18next reads it. */
const translate = (messages: object) => (key: string, options?: { n: number }) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
  return String(text).replace('{{n}}', String(options?.n));
};
const handicap = (time: string | null) => ({ type: 'ASIAN_HANDICAP', periodType: 'MATCH', periodIndex: 0, line: -0.5, time });

describe('markets say which score they settle on (ice hockey: regulation time, or incl. overtime and shootout)', () => {
  it('labels the header and the ticket leg with the time, in the player language', () => {
    expect(marketLabel(handicap('REGULATION'), translate(enUS), 'en-US')).toBe('Handicap -0.5 · Regulation time');
    expect(marketLabel(handicap('SHOOTOUT'), translate(enUS), 'en-US')).toBe('Handicap -0.5 · Incl. overtime & shootout');
    expect(marketLabel(handicap('SHOOTOUT'), translate(svSE), 'sv-SE')).toMatch(/ · Inkl\. förlängning & straffläggning$/);
    expect(marketLabel({ type: 'TOTAL', periodType: 'PERIOD', periodIndex: 2, line: 1.5, time: null }, translate(enUS), 'en-US')).toBe('Period 2 · Total 1.5');
  });

  it('keeps the regulation and the incl.-overtime handicaps apart on the match page, each with its main line', () => {
    const book = groupBook([
      { ...market('r-0.5', 'ASIAN_HANDICAP', 'MATCH', 0, -0.5, false), time: 'REGULATION' },
      { ...market('r-0.25', 'ASIAN_HANDICAP', 'MATCH', 0, -0.25, true), time: 'REGULATION' },
      { ...market('o-0.75', 'ASIAN_HANDICAP', 'MATCH', 0, -0.75, true), time: 'SHOOTOUT' },
      { ...market('o-0.5', 'ASIAN_HANDICAP', 'MATCH', 0, -0.5, false), time: 'SHOOTOUT' },
    ]);
    expect(book[0]!.markets.map((group) => [group.main.id, group.alternatives.map((alt) => alt.id)])).toEqual([
      ['r-0.25', ['r-0.5']],
      ['o-0.75', ['o-0.5']],
    ]);
  });
});

describe('the preview market of a list row', () => {
  const markets = [
    { id: 'a', type: 'ONE_X_TWO', periodType: 'MATCH' },
    { id: 'b', type: 'TOTAL', periodType: 'HALF' },
    { id: 'c', type: 'TOTAL', periodType: 'MATCH' },
  ];

  it('is the chosen type over the whole match, else the headline market', () => {
    expect(pickPreviewMarket(markets, 'TOTAL')?.id).toBe('c');
    expect(pickPreviewMarket(markets, null)?.id).toBe('a');
    expect(pickPreviewMarket(markets, 'ASIAN_HANDICAP')).toBeNull();
    expect(pickPreviewMarket([], null)).toBeNull();
  });
});

describe('results search with a filter', () => {
  const tournaments = [
    { name: 'Premier League', sportName: 'Soccer', categoryName: 'England', teams: ['Arsenal', 'Chelsea'] },
    { name: 'Bundesliga', sportName: 'Soccer', categoryName: 'Deutschland', teams: ['Bayern München', 'Borussia Dortmund'] },
    { name: 'NBA', sportName: 'Basketball', categoryName: 'USA', teams: ['Boston Celtics'] },
    { name: 'Allsvenskan', sportName: 'Soccer', categoryName: 'Sverige', teams: ['Malmö FF'] },
    { name: 'La Liga', sportName: 'Soccer', categoryName: 'España', teams: ['Real Betis', 'Atlético Madrid'] },
  ];

  it('matches every word, ignoring case and accents', () => {
    expect(filterResultTournaments(tournaments, 'soccer LEAGUE', 'all').map((t) => t.name)).toEqual(['Premier League']);
    expect(filterResultTournaments(tournaments, 'bündes', 'all').map((t) => t.name)).toEqual(['Bundesliga']);
    expect(filterResultTournaments(tournaments, '  ', 'all')).toHaveLength(5);
  });

  it('searches only the chosen field', () => {
    expect(filterResultTournaments(tournaments, 'soccer', 'tournament')).toEqual([]);
    expect(filterResultTournaments(tournaments, 'sverige', 'category').map((t) => t.name)).toEqual(['Allsvenskan']);
    expect(filterResultTournaments(tournaments, 'basket', 'sport').map((t) => t.name)).toEqual(['NBA']);
  });

  it('finds a team, and within its tournament only that team\'s matches', () => {
    expect(filterResultTournaments(tournaments, 'munchen', 'all').map((t) => t.name)).toEqual(['Bundesliga']);
    expect(filterResultTournaments(tournaments, 'malmö', 'team').map((t) => t.name)).toEqual(['Allsvenskan']);
    // Teams are not sports: the sport filter does not look at them.
    expect(filterResultTournaments(tournaments, 'celtics', 'sport')).toEqual([]);
    // Every word in one team's name: Real Betis v Atlético Madrid is not "real madrid".
    expect(filterResultTournaments(tournaments, 'real madrid', 'team')).toEqual([]);
    const pick = searchResults(tournaments[1]!, 'bayern', 'all');
    if (typeof pick !== 'function') throw new Error('a team search picks matches');
    expect(pick({ homeTeam: 'Borussia Dortmund', awayTeam: 'Bayern München' })).toBe(true);
    expect(pick({ homeTeam: 'Borussia Dortmund', awayTeam: 'VfB Stuttgart' })).toBe(false);
    // A search the tournament itself answers shows every match.
    expect(searchResults(tournaments[1]!, 'bundesliga', 'all')).toBe('all');
    expect(searchResults(tournaments[1]!, '', 'team')).toBe('all');
  });
});

describe('the live clock between feed updates', () => {
  it('counts whole seconds since the update while running, and stands still otherwise', () => {
    const base = { seconds: 600, at: 1_000_000 };
    expect(runningSeconds(base, 1_000_000, true)).toBe(600);
    expect(runningSeconds(base, 1_002_999, true)).toBe(602);
    expect(runningSeconds(base, 1_090_000, false)).toBe(600);
    expect(runningSeconds(base, 999_000, true)).toBe(600); // a clock never runs backwards
  });

  it('reads as minutes and seconds', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(4025)).toBe('67:05');
    expect(clockText(6270)).toBe('104:30');
  });

  it('runs only in sports played against the clock', () => {
    expect(hasRunningClock('soccer')).toBe(true);
    expect(hasRunningClock('tennis')).toBe(false);
    expect(hasRunningClock('counter-strike')).toBe(false);
  });
});

describe('page state from the address', () => {
  it('asks for a match by its link number, or by the global id an address carries (Query.match reads both)', () => {
    expect(addressVariables('42')).toEqual({ legacyId: 42, id: null });
    expect(addressVariables('TWF0Y2g6NDI=')).toEqual({ legacyId: null, id: 'TWF0Y2g6NDI=' });
  });

  it('sends the tournament filter in one order, and none when empty', () => {
    expect(prematchVariables('s', ['b', 'a'])).toEqual({ sport: 's', tournaments: ['a', 'b'], count: 30 });
    expect(prematchVariables('s', [])).toEqual({ sport: 's', tournaments: null, count: 30 });
  });

  it('asks for the esport lists a phase shows: live, upcoming or both', () => {
    expect(esportsVariables(null, null)).toMatchObject({ withLive: true, withUpcoming: true });
    expect(esportsVariables('s', 'LIVE')).toMatchObject({ sport: 's', withLive: true, withUpcoming: false });
    expect(esportsVariables('s', 'PREMATCH')).toMatchObject({ withLive: false, withUpcoming: true });
  });

  it('accepts only known phases from session state', () => {
    expect([null, 'LIVE', 'PREMATCH'].every(isPhase)).toBe(true);
    expect(isPhase('live')).toBe(false);
  });

  it('finds a sport id by the key in the address; none for an unknown key', () => {
    const sports = [
      { id: 'U3BvcnQ6MQ==', key: 'soccer' },
      { id: 'U3BvcnQ6Mg==', key: 'basketball' },
    ];
    expect(sportIdFor(sports, 'basketball')).toBe('U3BvcnQ6Mg==');
    expect(sportIdFor(sports, 'curling')).toBeNull();
    expect(sportIdFor(sports, undefined)).toBeNull();
  });

  it('opens the prematch view on the first regular sport with upcoming matches', () => {
    const sports = [
      { key: 'counter-strike', isEsport: true, prematchMatchesCount: 9, rank: 0 },
      { key: 'tennis', isEsport: false, prematchMatchesCount: 4, rank: 3 },
      { key: 'soccer', isEsport: false, prematchMatchesCount: 0, rank: 1 },
      { key: 'basketball', isEsport: false, prematchMatchesCount: 2, rank: 2 },
    ];
    expect(defaultPrematchSport(sports)).toBe('basketball');
    expect(defaultPrematchSport([])).toBeNull();
  });
});

describe('real-time transport states (seed 002 §4: started, disconnected, stopped)', () => {
  it('starts stopped, is started when connected, disconnected when lost while wanted, stopped when let go', () => {
    const machine = createTransportMachine();
    const seen: string[] = [];
    machine.subscribe(() => seen.push(`${machine.snapshot().state}:${machine.snapshot().reconnects}`));
    expect(machine.snapshot()).toEqual({ state: 'stopped', reconnects: 0 });
    machine.connected();
    machine.closed(true); // the socket dropped with subscriptions open
    machine.closed(true); // a retry failed: nothing new
    machine.connected(); // back: views refetch what they missed
    machine.closed(false); // the last subscription ended
    machine.connected(); // a fresh start is not a reconnection
    expect(seen).toEqual(['started:0', 'disconnected:0', 'started:1', 'stopped:1', 'started:1']);
  });

  it('backs off between retries up to a cap, with jitter', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1000);
    expect(retryDelayMs(3, () => 0)).toBe(8000);
    expect(retryDelayMs(50, () => 0)).toBe(15_000);
    expect(retryDelayMs(50, () => 0.999)).toBe(15_999);
  });
});

describe('sportsbook addresses (seed 000 §2 routing)', () => {
  itReturns('%s → %s', redirectTarget, [
    ['/en-US/live', null],
    ['/en-US/live/soccer', null],
    ['/sv-SE/prematch/ice-hockey', null],
    ['/de-DE/sport/tennis', null],
    ['/it-IT/esports/dota-2', null],
    ['/en-US/outrights', null],
    ['/en-US/schedule/2026-05-12', null],
    ['/en-US/results/2026-05-10', null],
    ['/en-US/match/42', null],
    ['/en-US/match', '/en-US/404'],
    ['/en-US/live/soccer/extra', '/en-US/404'],
    ['/live/soccer', '/en-US/live/soccer'],
    ['/match/42', '/en-US/match/42'],
  ]);
});
