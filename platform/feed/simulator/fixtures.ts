/**
 * The fixture list: a week of matches at realistic hours, and, because a simulated match lasts only
 * `matchMinutes`, a rolling stream of near-term matches so that every sport always has a few live and
 * a few about to start. Plus the outrights of the top tournaments.
 *
 * refill(now) is called on every tick: it adds the days that rolled into the seven-day window and the
 * near-term matches of the next hour. Everything is drawn from the run's seed in a fixed order, so the
 * same seed and the same clock give the same fixtures. past(now, days) draws the days before, for the
 * results history, each from a seed of its own.
 */
import type { FeedCategory, FeedTournament, FixtureMessage, SportKey } from '../adapter';
import { CATALOGUE, type TournamentSpec } from './catalogue';
import { type Format, type SimMatch, unplayedMatch } from './match';
import { slug, teamNames } from './names';
import { type Rng, mulberry32, seedFor } from './random';

export interface Team {
  key: string;
  name: string;
  rating: number;
}

/** A match of two of a tournament's teams, as the feed announces it. */
export function matchFixture(t: Tournament, key: string, home: Team, away: Team, details: Pick<SimMatch['fixture'], 'startsAt' | 'streamed' | 'popularity'>): SimMatch['fixture'] {
  return { key, sport: t.sport, category: t.category, tournament: t.tournament, kind: 'match', home: { name: home.name }, away: { name: away.name }, ...details };
}

export interface Tournament {
  sport: SportKey;
  category: FeedCategory;
  tournament: FeedTournament;
  spec: TournamentSpec;
  utcOffset: number;
  format: Format;
  teams: Team[];
}

export interface SimOutright {
  fixture: FixtureMessage;
  tournamentKey: string;
  competitors: Team[];
  /** Its own copy of the strengths, drifting as the market moves. */
  ratings: number[];
}

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Near-term matches are scheduled this far ahead: "starting soon" lists fill an hour. */
const HORIZON = 60 * MINUTE;
/** Rare, but a feed must be able to say it: about one fixture in 125 is cancelled or postponed. */
export const CALLED_OFF = 0.008;

export function buildCatalogue(rng: Rng): Tournament[] {
  return (Object.keys(CATALOGUE) as SportKey[]).flatMap((sport) => {
    const spec = CATALOGUE[sport];
    return spec.categories.flatMap((category) =>
      category.tournaments.map((tournament): Tournament => {
        const categoryKey = `${sport}:${category.slug}`;
        return {
          sport,
          category: { key: categoryKey, name: category.name, ...(category.countryCode ? { countryCode: category.countryCode } : {}) },
          tournament: { key: `${categoryKey}:${tournament.slug}`, name: tournament.name, ...(tournament.top ? { top: true } : {}) },
          spec: tournament,
          utcOffset: category.utcOffset,
          format: { ...spec.format, ...tournament.format },
          teams: teamNames(sport, category.countryCode, tournament.size, rng).map((name) => ({ key: slug(name), name, rating: rng.normal() * spec.spread })),
        };
      }),
    );
  });
}

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** "Winner 2026/27" for a season across the turn of the year (from July), "Winner 2026" otherwise. */
function seasonName(sport: SportKey, now: Date): string {
  const year = now.getUTCFullYear();
  if (CATALOGUE[sport].season === 'year') return `Winner ${year}`;
  const start = now.getUTCMonth() >= 6 ? year : year - 1;
  return `Winner ${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

export interface FixtureSource {
  tournaments: Tournament[];
  /** Matches and outrights new since the last call (all of them on the first). */
  refill(now: Date): { matches: SimMatch[]; outrights: SimOutright[] };
  /** An outright was settled: its tournament's next edition opens at the next refill. */
  closed(outright: SimOutright): void;
  /**
   * The regular schedule of the `days` days before `now`'s and of its hours gone by: the matches that
   * would be over by `now`, not yet played. Each day is drawn from its own seed (seedFor(seed,
   * "history:<day>")), so a date has the same fixtures whenever the feed starts, and drawing them takes
   * nothing from the live week's generator.
   */
  past(now: Date, days: number): SimMatch[];
}

interface FixtureOptions {
  seed: number;
  matchMinutes: number;
  calledOff?: number;
}

/**
 * Draws matches from the catalogue with one generator: the live week's, or a past day's own (history
 * must not take draws from the week, or turning it on would change the week). Each scheduler keeps its
 * own record of busy teams.
 */
function scheduler(tournaments: Tournament[], rng: Rng, options: FixtureOptions) {
  const calledOff = options.calledOff ?? CALLED_OFF;
  const bySport = new Map<SportKey, Tournament[]>();
  for (const t of tournaments) bySport.set(t.sport, [...(bySport.get(t.sport) ?? []), t]);
  /** Start times of each team's matches, to keep a team out of two matches at once. */
  const busy = new Map<string, number[]>();
  const gap = options.matchMinutes * 1.5 * MINUTE;

  const free = (team: Team, at: number) => !(busy.get(team.key) ?? []).some((t) => Math.abs(t - at) < gap);

  function match(t: Tournament, at: number, week: boolean, now: number): SimMatch | undefined {
    const candidates = t.teams.filter((team) => free(team, at));
    if (candidates.length < 2) return undefined;
    const home = rng.pick(candidates);
    const away = rng.pick(candidates.filter((team) => team !== home));
    for (const team of [home, away]) busy.set(team.key, [...(busy.get(team.key) ?? []).filter((s) => s > now - DAY), at]);
    const key = `${t.sport}:${stamp(new Date(at))}:${home.key}:${away.key}`;
    const top = t.tournament.top === true;
    // Per-match form: a team is not exactly as strong every day.
    const rating = { home: home.rating + rng.normal() * 0.05, away: away.rating + rng.normal() * 0.05 };
    const spread = CATALOGUE[t.sport].spread;
    const popularity = CATALOGUE[t.sport].popularity + (top ? 20 : 0) + ((rating.home + rating.away) / spread) * 6 + rng.normal() * 6;
    // Cancelled or postponed, as often as each other, announced three hours to ten minutes before the start.
    const fate =
      week && rng.chance(calledOff)
        ? { status: rng.chance(0.5) ? ('cancelled' as const) : ('postponed' as const), at: Math.max(now + MINUTE, at - rng.int(10, 180) * MINUTE) }
        : undefined;
    return unplayedMatch({
      fixture: matchFixture(t, key, home, away, { startsAt: new Date(at), streamed: rng.chance(top ? 0.6 : 0.25), popularity: Math.round(clamp(popularity, 1, 100)) }),
      format: t.format,
      rating,
      seed: options.seed,
      ...(fate && fate.at < at ? { fate } : {}),
    });
  }

  /** A tournament of the sport, the top ones twice as likely. */
  const pickTournament = (sport: SportKey) => {
    const list = bySport.get(sport)!;
    return rng.pick(list.flatMap((t) => (t.tournament.top ? [t, t] : [t])));
  };

  /** One UTC day of the week: each sport's matches at local hours, rounded to the quarter hour. */
  function day(index: number, now: number): SimMatch[] {
    const matches: SimMatch[] = [];
    const weekend = [0, 6].includes(new Date(index * DAY).getUTCDay());
    for (const sport of bySport.keys()) {
      const { perDay, hours } = CATALOGUE[sport];
      const count = Math.min(perDay[1], Math.round(rng.int(perDay[0], perDay[1]) * (weekend && sport === 'soccer' ? 1.4 : 1)));
      for (let n = 0; n < count; n++) {
        const t = pickTournament(sport);
        const quarter = rng.int(hours[0] * 4, hours[1] * 4);
        const at = index * DAY + quarter * 15 * MINUTE - t.utcOffset * 3_600_000;
        if (at <= now) continue;
        const m = match(t, at, true, now);
        if (m) matches.push(m);
      }
    }
    return matches.sort((a, b) => a.fixture.startsAt.getTime() - b.fixture.startsAt.getTime());
  }

  return { sports: [...bySport.keys()], match, pickTournament, day };
}

export function createFixtures(options: FixtureOptions): FixtureSource {
  const rng = mulberry32(seedFor(options.seed, 'fixtures'));
  const tournaments = buildCatalogue(rng);
  const { sports, match, pickTournament, day } = scheduler(tournaments, rng, options);
  let lastDay: number | undefined;
  const nearTermFrom = new Map<SportKey, number>();

  /**
   * Near-term matches of each sport up to the horizon, about a third of a match length apart, so that
   * about three are live at any moment. On the first call they start a match length back: the feed
   * opens with matches already under way.
   */
  function nearTerm(now: number): SimMatch[] {
    const matches: SimMatch[] = [];
    const spacing = (options.matchMinutes / 3) * MINUTE;
    for (const sport of sports) {
      // After a jump of the clock, matches that would already be over are not invented.
      let at = Math.max(nearTermFrom.get(sport) ?? -Infinity, now - options.matchMinutes * MINUTE + spacing / 2);
      for (; at < now + HORIZON; at += spacing * (0.6 + 0.8 * rng.next())) {
        const m = match(pickTournament(sport), Math.floor(at / MINUTE) * MINUTE, false, now);
        if (m) matches.push(m);
      }
      nearTermFrom.set(sport, at);
    }
    return matches;
  }

  /** The tournaments whose outright is open: a new edition opens when the last one is settled. */
  const openOutrights = new Set<string>();

  function outrights(now: Date): SimOutright[] {
    return tournaments
      .filter((t) => t.tournament.top && !openOutrights.has(t.tournament.key))
      .map((t) => {
        openOutrights.add(t.tournament.key);
        // Betting runs until the season ends (the end of May) or, for a tour event or an esports
        // tournament, its final at the end of the week.
        const year = now.getUTCFullYear() + (now.getUTCMonth() >= 5 ? 1 : 0);
        const end = CATALOGUE[t.sport].season === 'split' ? Date.UTC(year, 4, 31, 18) : (Math.floor(now.getTime() / DAY) + 6) * DAY + 18 * 3_600_000;
        return {
          fixture: {
            key: `${t.tournament.key}:outright:${stamp(new Date(end)).slice(0, 8)}`,
            sport: t.sport,
            category: t.category,
            tournament: t.tournament,
            kind: 'outright',
            name: seasonName(t.sport, now),
            startsAt: new Date(end),
            streamed: false,
            popularity: Math.round(clamp(CATALOGUE[t.sport].popularity + 15 + rng.normal() * 5, 1, 100)),
          },
          tournamentKey: t.tournament.key,
          competitors: t.teams,
          ratings: t.teams.map((team) => team.rating),
        };
      });
  }

  return {
    tournaments,
    refill(date) {
      const now = date.getTime();
      const today = Math.floor(now / DAY);
      const matches: SimMatch[] = [];
      for (let index = lastDay === undefined ? today : lastDay + 1; index <= today + 6; index++) matches.push(...day(index, now));
      lastDay = today + 6;
      matches.push(...nearTerm(now));
      return { matches, outrights: outrights(date) };
    },
    closed: (outright) => openOutrights.delete(outright.tournamentKey),
    past(date, days) {
      const now = date.getTime();
      const today = Math.floor(now / DAY);
      const matches: SimMatch[] = [];
      if (days <= 0) return matches;
      for (let index = today - days; index <= today; index++) {
        const schedule = scheduler(tournaments, mulberry32(seedFor(options.seed, `history:${index}`)), options);
        // Drawn as on the eve of the day, so that its rare called-off matches are announced as the week's are.
        for (const m of schedule.day(index, index * DAY - 1)) if (m.fixture.startsAt.getTime() + options.matchMinutes * MINUTE <= now) matches.push(m);
      }
      return matches;
    },
  };
}
