import type { Language } from '../rules/site-routes';
import { log } from './log';
import type { MatchSummary } from './page-head';
import { createSharedPlatformClient, type UpstreamOptions } from './upstream/client';

/** A match's head changes with its prices: kept this long, so a crawl or a burst of visitors asks the platform once. */
export const MATCH_SUMMARY_TTL_MS = 10_000;
/** At most this many matches (and languages) kept: an address may name any id, and the map must not grow with them. */
const MAX_KEPT = 2_000;
/** The head waits this long for the platform at most; after that the page goes out with the generic match head. */
const WAIT_MS = 300;

/**
 * The match a match page names, for its head (gateway/page-head.ts): teams, start, tournament and the main
 * market's prices, in the page's language. Null when the id names no match, the match is an outright, or the
 * platform does not answer in time: the page still goes out, with the head every match page has.
 */
export function createMatchSummaries(options: UpstreamOptions, now: () => number = Date.now) {
  const platform = createSharedPlatformClient({ ...options, timeoutMs: Math.min(options.timeoutMs, WAIT_MS) });
  const kept = new Map<string, { at: number; summary: Promise<MatchSummary | null> }>();

  async function read(id: number, language: Language): Promise<MatchSummary | null> {
    const answer = await platform.GET('/api/sportsbook/matches/infos', { params: { query: { ids: String(id), lang: language } } });
    const match = answer.data?.Matches.find((candidate) => candidate.ID === id);
    if (!match || match.Type !== 1 || !match.HomeTeamName || !match.AwayTeamName) return null;
    const main = match.PreviewMarkets.find((market) => market.IsMain && !market.IsSuspended) ?? match.PreviewMarkets[0];
    const prices = (main?.Odds ?? []).flatMap((odd): [string, number][] => (odd.Price === null || odd.IsSuspended ? [] : [[odd.Title, odd.Price]]));
    return { home: match.HomeTeamName, away: match.AwayTeamName, sport: match.SportName, tournament: match.TournamentName, startsAt: match.DateOfMatch, prices };
  }

  return function summary(matchId: string, language: Language): Promise<MatchSummary | null> {
    // Only what the platform's id can be; anything else is a match page of no match, asked of no one.
    if (!/^\d{1,15}$/.test(matchId)) return Promise.resolve(null);
    const key = `${matchId}:${language}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < MATCH_SUMMARY_TTL_MS) return hit.summary;
    const entry = {
      at: now(),
      summary: read(Number(matchId), language).catch((error: unknown) => {
        log.warn({ err: error, matchId }, 'page head: the match could not be read');
        kept.delete(key);
        return null;
      }),
    };
    kept.delete(key);
    kept.set(key, entry);
    // A Map keeps insertion order: the first key is the oldest.
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    return entry.summary;
  };
}
