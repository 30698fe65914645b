/**
 * A sportsbook page's query variables, computed the same way by the route loader (which starts the
 * request with the page's code) and by the page (which reads the answer), so both name the same request.
 * The address carries the main choice (/live/soccer, /schedule/2026-05-12, /match/42); the rest is
 * session view state (sessionState.ts), since the shell drops query parameters (seed 000 §2).
 */
import { isBoolean, isNullableString, isPositiveInt, readView, storedIds } from '../layout/sessionState';
import { dayInZone, isDay, startOfDayIso } from '../time';

export type Phase = 'LIVE' | 'PREMATCH';

/**
 * Rows per page of the match lists. Sent as a variable, like the next pages' requests: the gateway's cost
 * limit (GraphQL Armor) weighs a literal `first` as a multiplier but not a variable one.
 */
export const LIVE_PAGE = 40;
export const LIST_PAGE = 30;
export const SCHEDULE_PAGE_SIZE = 50;

/** Session keys of the view state the loaders read. */
export const VIEW = {
  prematchTournaments: (sportKey: string | null) => `sb.prematch.tournaments.${sportKey ?? 'all'}`,
  esportsPhase: 'sb.esports.phase',
  scheduleSport: 'sb.schedule.sport',
  scheduleLiveOnly: 'sb.schedule.live',
  schedulePage: 'sb.schedule.page',
  outrightsSports: 'sb.outrights.sports',
} as const;

export const isPhase = (value: unknown): value is Phase | null => value === null || value === 'LIVE' || value === 'PREMATCH';

/** The id of the sport an address names by key; null (every sport) when it names none or one that is gone. */
export const sportIdFor = (sports: readonly { id: string; key: string }[], key: string | null | undefined) =>
  key ? (sports.find((sport) => sport.key === key)?.id ?? null) : null;

export const liveVariables = (sport: string | null) => ({ sport, count: LIVE_PAGE });

export const prematchVariables = (sport: string | null, tournaments: readonly string[]) => ({
  sport,
  tournaments: tournaments.length ? [...tournaments].sort() : null,
  count: LIST_PAGE,
});

/** Esports are two lists, live and upcoming; a phase shows one of them. */
export const esportsVariables = (sport: string | null, phase: Phase | null) => ({
  sport,
  count: LIST_PAGE,
  withLive: phase !== 'PREMATCH',
  withUpcoming: phase !== 'LIVE',
});

export interface ScheduleState {
  date: string | null;
  /** A sport key. */
  sport: string | null;
  liveOnly: boolean;
  page: number;
}

export const scheduleVariables = (state: ScheduleState, sportId: string | null, timeZone: string) => ({
  date: isDay(state.date) ? state.date : null,
  timezone: timeZone,
  sport: sportId,
  liveOnly: state.liveOnly,
  page: state.page,
  pageSize: SCHEDULE_PAGE_SIZE,
});

/** The results day: the address's, else today in the player's zone. */
export const resultsDay = (date: string | undefined, timeZone: string, now = Date.now()) => (isDay(date) ? date : dayInZone(now, timeZone));

/** Seed 002 §7: the start of the local day in the player's zone, ISO ending in Z. */
export const resultsVariables = (day: string, timeZone: string) => ({ date: startOfDayIso(day, timeZone) });

/** The prematch view's sport when the address names none: the first regular sport with upcoming matches. */
export function defaultPrematchSport<S extends { key: string; isEsport: boolean; prematchMatchesCount: number; rank: number }>(sports: readonly S[]): string | null {
  const regular = [...sports].filter((sport) => !sport.isEsport).sort((a, b) => a.rank - b.rank);
  return (regular.find((sport) => sport.prematchMatchesCount > 0) ?? regular[0])?.key ?? null;
}

// What the loaders read of the session view state (the pages read the same keys through hooks).
export const storedTournaments = (sportKey: string | null) => storedIds(VIEW.prematchTournaments(sportKey));
export const storedPhase = () => readView<Phase | null>(VIEW.esportsPhase, null, isPhase);
export const storedScheduleState = (date: string | undefined): ScheduleState => ({
  date: date ?? null,
  sport: readView<string | null>(VIEW.scheduleSport, null, isNullableString),
  liveOnly: readView(VIEW.scheduleLiveOnly, false, isBoolean),
  page: readView(VIEW.schedulePage, 1, isPositiveInt),
});
