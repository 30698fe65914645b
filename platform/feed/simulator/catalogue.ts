/**
 * What the simulator covers: per sport, its categories (countries, tours, regions), tournaments, the
 * hours matches start at and how many a day. Invented competitions shaped like real ones: a national
 * top flight with a title race, a continental cup, tennis tours, esports circuits with best-of-1
 * qualifiers.
 */
import type { SportKey } from '../adapter';
import type { Format } from './match';

export interface TournamentSpec {
  slug: string;
  name: string;
  /** Listed among the top tournaments; gets an outright and more of the sport's fixtures. */
  top?: boolean;
  /** Teams or players. */
  size: number;
  /** Format where it differs from the sport's (NBA quarters, best-of-1 qualifiers, best-of-5 majors). */
  format?: Partial<Format>;
}

export interface CategorySpec {
  slug: string;
  name: string;
  countryCode?: string;
  /** Hours ahead of UTC: matches start at local hours. */
  utcOffset: number;
  tournaments: TournamentSpec[];
}

export interface SportSpec {
  format: Format;
  /** Matches a day, from–to. */
  perDay: [number, number];
  /** Local start hours, from–to (inclusive, in quarter hours). */
  hours: [number, number];
  /** 0–100 base of a match's popularity: soccer draws the most bets. */
  popularity: number;
  /** Spread (SD) of the teams' log-strengths within a league: tennis fields are wider than baseball's. */
  spread: number;
  /** Season name style of the outrights: a season across two years, or one calendar year. */
  season: 'split' | 'year';
  categories: CategorySpec[];
}

const international = (tournaments: TournamentSpec[], utcOffset = 1): CategorySpec => ({ slug: 'international', name: 'International', utcOffset, tournaments });

/**
 * An esports title: best-of-3 series from late morning to late night, wide fields, calendar-year
 * seasons, and an international circuit that ends in a best-of-1 open qualifier, then its regions.
 */
const esports = (title: { perDay: [number, number]; popularity: number; circuit: TournamentSpec[]; regions: CategorySpec[] }): SportSpec => ({
  format: { periods: 3, bestOf: 3 },
  perDay: title.perDay,
  hours: [11, 23],
  popularity: title.popularity,
  spread: 0.6,
  season: 'year',
  categories: [international([...title.circuit, { slug: 'open-qualifier', name: 'Open Qualifier', size: 24, format: { periods: 1, bestOf: 1 } }]), ...title.regions],
});

export const CATALOGUE: Record<SportKey, SportSpec> = {
  soccer: {
    format: { periods: 2, periodSeconds: 45 * 60 },
    perDay: [14, 25],
    hours: [12, 21],
    popularity: 55,
    spread: 0.45,
    season: 'split',
    categories: [
      { slug: 'england', name: 'England', countryCode: 'GB', utcOffset: 0, tournaments: [{ slug: 'premier-division', name: 'Premier Division', top: true, size: 20 }, { slug: 'first-division', name: 'First Division', size: 22 }] },
      { slug: 'spain', name: 'Spain', countryCode: 'ES', utcOffset: 1, tournaments: [{ slug: 'liga-primera', name: 'Liga Primera', top: true, size: 20 }] },
      { slug: 'germany', name: 'Germany', countryCode: 'DE', utcOffset: 1, tournaments: [{ slug: 'erste-liga', name: 'Erste Liga', size: 18 }] },
      { slug: 'italy', name: 'Italy', countryCode: 'IT', utcOffset: 1, tournaments: [{ slug: 'serie-nazionale', name: 'Serie Nazionale', size: 20 }] },
      { slug: 'france', name: 'France', countryCode: 'FR', utcOffset: 1, tournaments: [{ slug: 'ligue-elite', name: 'Ligue Élite', size: 18 }] },
      { slug: 'brazil', name: 'Brazil', countryCode: 'BR', utcOffset: -3, tournaments: [{ slug: 'serie-nacional', name: 'Série Nacional', size: 20 }] },
      { slug: 'sweden', name: 'Sweden', countryCode: 'SE', utcOffset: 1, tournaments: [{ slug: 'superserien', name: 'Superserien', size: 16 }] },
      international([{ slug: 'champions-cup', name: 'Continental Champions Cup', top: true, size: 32 }]),
    ],
  },
  basketball: {
    format: { periods: 4, periodSeconds: 10 * 60 },
    perDay: [10, 20],
    hours: [18, 21],
    popularity: 45,
    spread: 0.5,
    season: 'split',
    categories: [
      { slug: 'usa', name: 'USA', countryCode: 'US', utcOffset: -5, tournaments: [{ slug: 'nbl', name: 'National Basketball League', top: true, size: 24, format: { periodSeconds: 12 * 60 } }] },
      { slug: 'spain', name: 'Spain', countryCode: 'ES', utcOffset: 1, tournaments: [{ slug: 'liga-baloncesto', name: 'Liga de Baloncesto', size: 18 }] },
      { slug: 'turkey', name: 'Turkey', countryCode: 'TR', utcOffset: 3, tournaments: [{ slug: 'basketbol-ligi', name: 'Basketbol Ligi', size: 10 }] },
      international([{ slug: 'continental-league', name: 'Continental Basketball League', top: true, size: 18 }]),
    ],
  },
  tennis: {
    format: { periods: 3, bestOf: 3 },
    perDay: [12, 25],
    hours: [10, 20],
    popularity: 40,
    spread: 0.7,
    season: 'year',
    categories: [
      {
        slug: 'atp',
        name: 'ATP',
        utcOffset: 0,
        tournaments: [
          { slug: 'northbridge-championships', name: 'Northbridge Championships', top: true, size: 32, format: { periods: 5, bestOf: 5 } },
          { slug: 'costa-azul-open', name: 'Costa Azul Open', size: 28 },
        ],
      },
      { slug: 'wta', name: 'WTA', utcOffset: 1, tournaments: [{ slug: 'valmonte-open', name: 'Valmonte Open', top: true, size: 32 }, { slug: 'port-ellis-classic', name: 'Port Ellis Classic', size: 28 }] },
      { slug: 'challenger', name: 'Challenger', utcOffset: 1, tournaments: [{ slug: 'bjorkvik', name: 'Challenger Björkvik', size: 24 }, { slug: 'porto-dourado', name: 'Challenger Porto Dourado', size: 24 }] },
    ],
  },
  baseball: {
    format: { periods: 9, periodSeconds: 20 * 60 },
    perDay: [10, 16],
    hours: [13, 20],
    popularity: 30,
    spread: 0.3,
    season: 'year',
    categories: [
      { slug: 'usa', name: 'USA', countryCode: 'US', utcOffset: -5, tournaments: [{ slug: 'national-league', name: 'National Baseball League', top: true, size: 24 }] },
      { slug: 'japan', name: 'Japan', countryCode: 'JP', utcOffset: 9, tournaments: [{ slug: 'pacific-league', name: 'Pacific Pro League', size: 12 }] },
    ],
  },
  'ice-hockey': {
    format: { periods: 3, periodSeconds: 20 * 60 },
    perDay: [10, 20],
    hours: [17, 20],
    popularity: 35,
    spread: 0.35,
    season: 'split',
    categories: [
      { slug: 'usa', name: 'USA', countryCode: 'US', utcOffset: -5, tournaments: [{ slug: 'nha', name: 'National Hockey Association', top: true, size: 24 }] },
      { slug: 'sweden', name: 'Sweden', countryCode: 'SE', utcOffset: 1, tournaments: [{ slug: 'hockeyserien', name: 'Hockeyserien', size: 14 }] },
      { slug: 'finland', name: 'Finland', countryCode: 'FI', utcOffset: 2, tournaments: [{ slug: 'kiekkoliiga', name: 'Kiekkoliiga', size: 12 }] },
      { slug: 'czechia', name: 'Czechia', countryCode: 'CZ', utcOffset: 1, tournaments: [{ slug: 'hokejova-liga', name: 'Hokejová liga', size: 12 }] },
      international([{ slug: 'champions-trophy', name: 'Hockey Champions Trophy', size: 16 }]),
    ],
  },
  'counter-strike': esports({
    perDay: [10, 20],
    popularity: 35,
    circuit: [
      { slug: 'global-masters', name: 'Global Masters', top: true, size: 16 },
      { slug: 'pro-series', name: 'Pro Series', size: 16 },
    ],
    regions: [
      { slug: 'europe', name: 'Europe', utcOffset: 1, tournaments: [{ slug: 'european-championship', name: 'European Championship', size: 16 }] },
      { slug: 'americas', name: 'Americas', utcOffset: -5, tournaments: [{ slug: 'americas-league', name: 'Americas League', size: 12 }] },
    ],
  }),
  'dota-2': esports({
    perDay: [10, 16],
    popularity: 30,
    circuit: [
      { slug: 'ancient-cup', name: 'Ancient Cup', top: true, size: 16 },
      { slug: 'pro-circuit', name: 'Pro Circuit', size: 16 },
    ],
    regions: [{ slug: 'southeast-asia', name: 'Southeast Asia', utcOffset: 8, tournaments: [{ slug: 'regional-league', name: 'Regional League', size: 12 }] }],
  }),
};
