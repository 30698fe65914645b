/**
 * The live state past score and clock, as books show it (issue 22 item 10): soccer's added time
 * ("90+3'"), tennis's game score ("30–15", "AD–40", tie-break points as counted) and baseball's
 * half-inning ("Top 7th"). Pure, so the scoreboard and its tests read the same rules.
 */

import type { TFunction } from 'i18next';
import { livePeriodKind } from '../match/labels';
import { clockText, hasRunningClock } from './clock';

/**
 * "45+2'": the minute at the half's end, and the minute of added time under way (its first minute is
 * +1, as the match clock's first minute is 1').
 */
export function addedTimeText(clockSeconds: number, playedSeconds: number): string {
  return `${Math.round(clockSeconds / 60)}+${Math.floor(Math.max(0, playedSeconds) / 60) + 1}'`;
}

const CALLS = ['0', '15', '30', '40'];

/**
 * A game's points as called: 0, 15, 30, 40; from 40–40 (deuce) on, the leader has the advantage ("AD")
 * and level is 40–40 again. A tie-break counts its points plainly.
 */
export function tennisPoints(points: { home: number; away: number; tieBreak: boolean }): { home: string; away: string } {
  const { home, away, tieBreak } = points;
  if (tieBreak) return { home: String(home), away: String(away) };
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  return { home: CALLS[Math.min(home, 3)]!, away: CALLS[Math.min(away, 3)]! };
}

/** The plural category of an ordinal in the language ("one" for 1st and 21st in English), for live.ordinal.<category>. */
export const ordinalCategory = (language: string, n: number) => new Intl.PluralRules(language, { type: 'ordinal' }).select(n);

/** What LiveScore's state line reads from a match's live state. */
export interface LiveStateData {
  status: string;
  period: number;
  clockSeconds: number;
  inInterval: boolean;
  stoppageTime?: { announcedMinutes: number; playedSeconds: number } | null;
  halfInning?: string | null;
  outs?: number | null;
}

/**
 * The state line of a scoreboard: "Half 2 · 67:05", "Half 2 · 90+3'" in added time, "Top 7th · 2 outs",
 * "Set 2", "Break", or the status of a match not in play. `seconds` is the running clock: the match
 * clock, or in added time the seconds of it played.
 */
export function liveStateText(t: TFunction<'sportsbook'>, language: string, data: LiveStateData, sportKey: string, seconds: number): string {
  if (data.status !== 'LIVE') return t(`live.status.${data.status}`);
  if (data.period === 0) return t('live.starting');
  if (data.inInterval) return t('live.break');
  if (data.halfInning) {
    const inning = t(`live.ordinal.${ordinalCategory(language, data.period)}`, { n: data.period });
    const half = t(`live.halfInning.${data.halfInning}`, { inning });
    return data.outs === null || data.outs === undefined ? half : `${half} · ${t('live.outs', { count: data.outs })}`;
  }
  const period = t(`live.periods.${livePeriodKind(sportKey)}`, { n: data.period });
  if (!hasRunningClock(sportKey)) return period;
  return `${period} · ${data.stoppageTime ? addedTimeText(data.clockSeconds, seconds) : clockText(seconds)}`;
}
