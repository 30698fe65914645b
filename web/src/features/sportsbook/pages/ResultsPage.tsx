import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useVariablesFollow } from '../../../routing/useVariablesFollow';
import { useLanguage } from '../../shell/useLanguage';
import { groupInOrder } from '../grouping';
import { useSessionFlag, useToggleSet } from '../layout/sessionState';
import { DayCalendar } from '../layout/DayCalendar';
import { SelectField } from '../layout/SelectField';
import { ListSkeleton, SportsbookLayout } from '../layout/SportsbookLayout';
import { useMarketLabel } from '../match/useMarketLabel';
import { displayPrice } from '../odds/movement';
import { oddLabel } from '../odds/OddButton';
import { useOddsFormat, useTimeZone } from '../settings/settings';
import { formatTime, lastDays, todayIn } from '../time';
import { filterResultTournaments, type ResultMatchLike, type ResultsFilter, RESULTS_FILTERS, searchResults } from '../results/filter';
import { resultsDay, resultsVariables } from './variables';
import type { ResultsPageQuery } from './__generated__/ResultsPageQuery.graphql';
import type { ResultsPageTournamentQuery } from './__generated__/ResultsPageTournamentQuery.graphql';

export const resultsPageQuery = graphql`
  query ResultsPageQuery($date: DateTime) {
    resultTournaments(date: $date) {
      name
      sportId
      sportName
      categoryName
      matchesCount
      teams
      tournament {
        id
      }
    }
  }
`;

const tournamentResultsQuery = graphql`
  query ResultsPageTournamentQuery($tournament: ID!, $date: DateTime) {
    results(tournament: $tournament, date: $date) {
      matchId
      name
      startsAt
      status
      homeTeam
      awayTeam
      homeScore
      awayScore
      periodScores {
        home
        away
      }
      markets {
        key
        type
        periodType
        periodIndex
        time
        line
        outcomes {
          oddId
          key
          title
          titleSuffix
          price
          result
        }
      }
    }
  }
`;

/**
 * /{lang}/results (seed 002 §2 "Results view"): a calendar of the last 7 days, a search with a filter,
 * and sports, categories and tournaments that open and close, each tournament's finished matches with
 * their preview markets' results on demand. Days are sent as the start of the local day in the player's
 * timezone (seed 002 §7).
 */
export default function ResultsPage({ query }: { query: PreloadedQuery<ResultsPageQuery> }) {
  const { t } = useTranslation(['sportsbook', 'meta']);
  return (
    <SportsbookLayout title={t('meta:routes.results.title')} testId="results-page">
      <Results prepared={query} />
    </SportsbookLayout>
  );
}

function Results({ prepared }: { prepared: PreloadedQuery<ResultsPageQuery> }) {
  const { t } = useTranslation('sportsbook');
  const { date } = useParams();
  const timeZone = useTimeZone();
  const day = resultsDay(date, timeZone);
  // The route prepared the address's day; a new time zone asks for that day in it.
  const [query, load] = useQueryLoader<ResultsPageQuery>(resultsPageQuery, prepared);
  const variables = resultsVariables(day, timeZone);
  useVariablesFollow(query ?? prepared, variables, load);
  const data = usePreloadedQuery<ResultsPageQuery>(resultsPageQuery, query ?? prepared);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ResultsFilter>('all');
  const deferredSearch = useDeferredValue(search);
  const [showMarkets, setShowMarkets] = useSessionFlag('sb.results.markets', false);
  const [collapsedSports, toggleSport] = useToggleSet('sb.results.sports');
  const [collapsedCategories, toggleCategory] = useToggleSet('sb.results.categories');
  const [openTournaments, toggleTournament] = useToggleSet('sb.results.tournaments');
  const [closedInSearch, toggleClosedInSearch] = useClosedInSearch(deferredSearch);

  const today = todayIn(timeZone);
  const tournaments = filterResultTournaments(data.resultTournaments, deferredSearch, filter);
  const sports = groupInOrder(tournaments, (entry) => entry.sportId);
  const searching = deferredSearch.trim() !== '';

  return (
    <div className="results">
      <DayCalendar label={t('results.calendar')} base="results" days={lastDays(today, 7)} today={today} current={day} />
      <div className="list-toolbar results__search" role="search">
        <label className="sb-field sb-field--grow">
          <span className="visually-hidden">{t('results.search')}</span>
          <input type="search" value={search} placeholder={t('results.search')} data-testid="results-search" onChange={(event) => setSearch(event.target.value)} />
        </label>
        <SelectField<ResultsFilter>
          label={t('results.filterLabel')}
          className="sb-field sb-field--inline"
          value={filter}
          choices={RESULTS_FILTERS}
          optionLabel={(each) => t(`results.filters.${each}`)}
          testId="results-filter"
          onChange={setFilter}
        />
        <label className="sb-check">
          <input type="checkbox" checked={showMarkets} data-testid="results-markets" onChange={(event) => setShowMarkets(event.target.checked)} />
          {t('results.showMarkets')}
        </label>
      </div>
      {sports.length === 0 ? (
        <p className="empty-state">{searching ? t('results.noMatch') : t('results.none')}</p>
      ) : (
        <div className="results__tree" data-testid="results-tree">
          {sports.map(({ key: sportId, items }) => {
            const sportOpen = searching || !collapsedSports.has(sportId);
            return (
              <section key={sportId} className="results-sport" data-testid="results-sport">
                <h2 className="results-sport__head">
                  <button type="button" aria-expanded={sportOpen} onClick={() => toggleSport(sportId)}>
                    <span>{items[0]!.sportName}</span>
                    <span className="sports-nav__count">{items.reduce((sum, entry) => sum + entry.matchesCount, 0)}</span>
                    <span className="chevron" aria-hidden="true" />
                  </button>
                </h2>
                {sportOpen &&
                  groupInOrder(items, (entry) => entry.categoryName).map(({ key: category, items: inCategory }) => {
                    const categoryKey = `${sportId}/${category}`;
                    const categoryOpen = searching || !collapsedCategories.has(categoryKey);
                    return (
                      <div key={categoryKey} className="results-category">
                        <h3 className="results-category__head">
                          <button type="button" aria-expanded={categoryOpen} onClick={() => toggleCategory(categoryKey)}>
                            <span>{category}</span>
                            <span className="chevron" aria-hidden="true" />
                          </button>
                        </h3>
                        {categoryOpen &&
                          inCategory.map((entry) => {
                            // A search that names a team opens its tournaments on that team's matches; a click closes one for this search.
                            const found = searchResults(entry, deferredSearch, filter);
                            const pick = typeof found === 'function' ? found : undefined;
                            const open = pick ? !closedInSearch.has(entry.tournament.id) : openTournaments.has(entry.tournament.id);
                            const toggle = () => (pick ? toggleClosedInSearch(entry.tournament.id) : toggleTournament(entry.tournament.id));
                            return (
                              <div key={entry.tournament.id} className="results-tournament" data-testid="results-tournament">
                                <button type="button" className="results-tournament__head" aria-expanded={open} onClick={toggle}>
                                  <span>{entry.name}</span>
                                  <span className="sports-nav__count">{entry.matchesCount}</span>
                                  <span className="chevron" aria-hidden="true" />
                                </button>
                                {open && (
                                  <Suspense fallback={<ListSkeleton />}>
                                    <TournamentResults tournament={entry.tournament.id} date={variables.date} showMarkets={showMarkets} pick={pick} />
                                  </Suspense>
                                )}
                              </div>
                            );
                          })}
                      </div>
                    );
                  })}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** Tournaments a team search opened and the player closed again: forgotten when the search changes. */
function useClosedInSearch(search: string): [ReadonlySet<string>, (id: string) => void] {
  const [closed, setClosed] = useState({ search, ids: new Set<string>() });
  const ids = closed.search === search ? closed.ids : new Set<string>();
  const toggle = (id: string) => {
    const next = new Set(ids);
    if (!next.delete(id)) next.add(id);
    setClosed({ search, ids: next });
  };
  return [ids, toggle];
}

const RESULT_MARK: Record<string, string> = { WIN: '✓', HALF_WIN: '½✓', LOST: '✗', HALF_LOSE: '½✗', REFUND: '↺', CANCELLED: '–' };

function TournamentResults({ tournament, date, showMarkets, pick }: { tournament: string; date: string; showMarkets: boolean; pick?: (match: ResultMatchLike) => boolean }) {
  const { t } = useTranslation('sportsbook');
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const format = useOddsFormat();
  const marketLabel = useMarketLabel();
  const data = useLazyLoadQuery<ResultsPageTournamentQuery>(tournamentResultsQuery, { tournament, date }, { fetchPolicy: 'store-or-network' });
  const results = pick ? data.results.filter(pick) : data.results;
  if (results.length === 0) return <p className="muted">{t('results.none')}</p>;
  return (
    <ul className="results-matches">
      {results.map((result) => (
        <li key={result.matchId} className="result" data-testid="result">
          <div className="result__line">
            <time dateTime={result.startsAt}>{formatTime(result.startsAt, lang, timeZone)}</time>
            <span className="result__name">{result.homeTeam && result.awayTeam ? `${result.homeTeam} – ${result.awayTeam}` : result.name}</span>
            <strong className="result__score">
              {result.status === 'ENDED' ? `${result.homeScore} : ${result.awayScore}` : t(`live.status.${result.status}`)}
            </strong>
          </div>
          {result.periodScores.length > 0 && <p className="result__periods muted">({result.periodScores.map((score) => `${score.home}:${score.away}`).join(', ')})</p>}
          {showMarkets && result.markets.length > 0 && (
            <dl className="result__markets">
              {result.markets.map((market) => (
                <div key={market.key} className="result__market">
                  <dt>{marketLabel(market)}</dt>
                  <dd>
                    {market.outcomes.map((outcome) => (
                      <span key={outcome.oddId} className="outcome" data-result={outcome.result ?? 'PENDING'}>
                        {oddLabel(outcome, t, false)} <span className="outcome__price">{displayPrice(outcome.price, format)}</span>
                        {outcome.result && (
                          <>
                            <span aria-hidden="true"> {RESULT_MARK[outcome.result] ?? ''}</span>
                            <span className="visually-hidden">{t(`results.outcome.${outcome.result}`)}</span>
                          </>
                        )}
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
