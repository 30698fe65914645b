/**
 * The bet ticker's flags (issue 19, "Bet ticker"): what makes a trader look twice at a bet the book just
 * accepted. One rule module: the platform stamps the flags on each accepted ticket with it, and the ticker's
 * filter (the REST query and the page's live rows) reads them with `passesFilter` below, so the list a
 * trader opens and the rows that stream in afterwards can never disagree.
 */

export const TICKER_FLAGS = ['large_stake', 'sharp', 'late_bet', 'same_event'] as const;
export type TickerFlag = (typeof TICKER_FLAGS)[number];

export interface TickerSettings {
  /** Minor units per currency at or above which a stake is large; `*` applies to a currency not listed. */
  largeStake: Readonly<Record<string, bigint>>;
  /** A prematch bet placed this many minutes or fewer before the match's start is late. */
  lateMinutes: number;
  /** A live bet placed at or after this minute of the match clock is late (the match's last minutes). */
  liveLateMinute: number;
  /** How many tickets (this one included) of one player on one match within `sameEventWindowMinutes` flag it. */
  sameEventTickets: number;
  sameEventWindowMinutes: number;
}

export interface TickerLeg {
  matchId: number;
  /** The match's start as scheduled. */
  startsAt: Date;
  /** The match was live when the bet was placed. */
  live: boolean;
  /** The match clock when the bet was placed (seconds; live only). */
  clockSeconds: number;
}

export interface FlagInput {
  stake: bigint;
  currency: string;
  placedAt: Date;
  tags: readonly string[];
  legs: readonly TickerLeg[];
  /**
   * Per match of this ticket: how many of the player's accepted tickets on it fall within the window
   * before this one (this ticket not counted).
   */
  earlierOnMatch: ReadonlyMap<number, number>;
}

const MINUTE = 60_000;

/** The large-stake threshold of a currency (minor units), or null when neither it nor `*` is set. */
export const largeStakeOf = (settings: TickerSettings, currency: string): bigint | null => settings.largeStake[currency] ?? settings.largeStake['*'] ?? null;

/** The flags of an accepted ticket, in TICKER_FLAGS order. */
export function tickerFlags(settings: TickerSettings, bet: FlagInput): TickerFlag[] {
  const threshold = largeStakeOf(settings, bet.currency);
  const late = bet.legs.some((leg) =>
    leg.live ? leg.clockSeconds >= settings.liveLateMinute * 60 : leg.startsAt.getTime() - bet.placedAt.getTime() <= settings.lateMinutes * MINUTE,
  );
  const sameEvent = [...bet.earlierOnMatch.values()].some((earlier) => earlier + 1 >= settings.sameEventTickets)
    // Two legs of one ticket on the same match (a bet builder) are many selections on one event too.
    || new Set(bet.legs.map((leg) => leg.matchId)).size < bet.legs.length;
  const flags: Record<TickerFlag, boolean> = {
    large_stake: threshold !== null && bet.stake >= threshold,
    sharp: bet.tags.includes('sharp'),
    late_bet: late,
    same_event: sameEvent,
  };
  return TICKER_FLAGS.filter((flag) => flags[flag]);
}

export interface TickerFilter {
  flag?: TickerFlag;
  matchId?: number;
  sportId?: number;
  /** Major units (a decimal string), compared in each row's own currency. */
  minStake?: string;
  /** A user name or account number, exactly. */
  player?: string;
  live?: boolean;
}

export interface TickerRowFacts {
  flags: readonly string[];
  matchIds: readonly number[];
  sportIds: readonly number[];
  /** Major units, a decimal string. */
  stake: string;
  userId: string;
  userName: string;
  live: boolean;
}

/** Whether a ticker row passes the filter (every given criterion must hold). */
export function passesFilter(filter: TickerFilter, row: TickerRowFacts): boolean {
  if (filter.flag !== undefined && !row.flags.includes(filter.flag)) return false;
  if (filter.matchId !== undefined && !row.matchIds.includes(filter.matchId)) return false;
  if (filter.sportId !== undefined && !row.sportIds.includes(filter.sportId)) return false;
  if (filter.minStake !== undefined && compareDecimals(row.stake, filter.minStake) < 0) return false;
  if (filter.player !== undefined && filter.player !== row.userId && filter.player.toLowerCase() !== row.userName.toLowerCase()) return false;
  if (filter.live !== undefined && filter.live !== row.live) return false;
  return true;
}

/** Compares two non-negative decimal strings ("60.5" and "60.50" are equal): -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const [aWhole = '0', aPart = ''] = a.split('.');
  const [bWhole = '0', bPart = ''] = b.split('.');
  const digits = Math.max(aPart.length, bPart.length);
  const scaled = (whole: string, part: string) => BigInt(whole + part.padEnd(digits, '0'));
  const [x, y] = [scaled(aWhole, aPart), scaled(bWhole, bPart)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The newest `size` rows, newest first, after `incoming` (newest first) arrived: what the page keeps. */
export function keepNewest<T extends { key: string }>(rows: readonly T[], incoming: readonly T[], size: number): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const row of [...incoming, ...rows]) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    kept.push(row);
    if (kept.length === size) break;
  }
  return kept;
}
