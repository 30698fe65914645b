/** Database rows → the REST contract's shapes (PascalCase, seed 002 §3 names), in the request's language. */
import type { SupportedLanguage } from '../reference/data';
import { t } from '../i18n';
import type { LiveDetail, MatchState } from '../feed/adapter';
import { type BookMarket, PREVIEW_ORDER } from './book';
import type { MatchRow } from './store';

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country category reads in the player's language ("Sweden", "Schweden"); others keep the feed's name. */
export function categoryName(lang: SupportedLanguage, name: string, countryCode: string | null): string {
  if (!countryCode) return name;
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  return names.of(countryCode) ?? name;
}

export const sportName = (lang: SupportedLanguage, key: string) => t(lang, `sportsbook:sports.${key}`);

/** Seed 002 §3 BettingSourceType: where a match's odds come from right now. */
export const BettingSource = { Prematch: 1, Live: 2 } as const;

export function liveInfo(row: Pick<MatchRow, 'status' | 'period' | 'clock_seconds' | 'in_interval' | 'home_score' | 'away_score' | 'period_scores' | 'live_detail' | 'bet_stop' | 'streamed'>) {
  const scores = row.period_scores as MatchState['periodScores'];
  // Only a match in play has points, outs or added time to show.
  const detail = row.status === 'live' ? ((row.live_detail ?? {}) as LiveDetail) : {};
  return {
    Status: row.status as MatchState['status'],
    Period: row.period,
    ClockSeconds: row.clock_seconds,
    InInterval: row.in_interval,
    HomeScore: row.home_score,
    AwayScore: row.away_score,
    PeriodScores: scores.map((score) => ({ Home: score.home, Away: score.away })),
    StoppageTime: detail.stoppage ? { AnnouncedMinutes: detail.stoppage.announced, PlayedSeconds: detail.stoppage.played } : null,
    GamePoints: detail.points ? { Home: detail.points.home, Away: detail.points.away, TieBreak: detail.points.tieBreak } : null,
    Serving: detail.serving ?? null,
    HalfInning: detail.half ?? null,
    Outs: detail.outs ?? null,
    BetStop: row.bet_stop,
    HasStream: row.streamed && row.status === 'live',
  };
}

/**
 * A stored book as the contract serves it: each odd names its match, so a client holding an odd id asks the
 * contract for its match instead of knowing how our ids are numbered (book.ts ID_SPACE stays ours).
 */
export const bookView = (matchId: bigint | number | string, markets: readonly BookMarket[]) =>
  markets.map((market) => ({ ...market, Time: market.Time ?? null, Odds: market.Odds.map((odd) => ({ ...odd, MatchID: Number(matchId) })) }));

export function matchView(lang: SupportedLanguage, row: MatchRow) {
  const preview = bookView(row.id, row.preview as BookMarket[]);
  return {
    ID: Number(row.id),
    Name: row.name,
    DateOfMatch: row.date_of_match.toISOString(),
    SportTypeID: row.sport_id,
    SportSystemID: row.sport_system_id,
    SportKey: row.sport_key,
    SportName: sportName(lang, row.sport_key),
    Type: row.type,
    BettingSourceType: row.status === 'live' ? BettingSource.Live : BettingSource.Prematch,
    TournamentID: row.tournament_id,
    TournamentName: row.tournament_name,
    CategoryID: row.category_id,
    CategoryName: categoryName(lang, row.category_name, row.country_code),
    CountryCode: row.country_code,
    HomeTeamName: row.home_team_name,
    AwayTeamName: row.away_team_name,
    HomeTeamLogo: row.home_team_name ? logoUrl(row.home_team_name) : null,
    AwayTeamLogo: row.away_team_name ? logoUrl(row.away_team_name) : null,
    MatchLink: `/match/${row.id}`,
    MarketsCount: row.markets_count,
    OutcomesCount: row.outcomes_count,
    Popularity: row.popularity,
    PreviewMarkets: preview,
    PreviewMarketOrder: PREVIEW_ORDER.filter((type) => preview.some((market) => market.Type === type)),
    LiveInfo: liveInfo(row),
  };
}

/** Logos are drawn by us from the name (no images fetched from elsewhere); the gateway serves /media/. */
export const logoUrl = (team: string) => `/media/logos/${encodeURIComponent(team)}.svg`;
