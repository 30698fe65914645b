import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useHref } from '../../shell/useLanguage';
import { useRouteHandle } from '../../shell/useRouteHandle';
import { usePrematchEvents, usePreviewOdds, useRefetchShown, useRefreshOnReconnect, useThrottled } from '../feed';
import { groupInOrder } from '../grouping';
import { isIdList, isNullableBoolean, useSessionChoice, useToggleSet, useView } from '../layout/sessionState';
import { SportsbookLayout } from '../layout/SportsbookLayout';
import { SportsNav, useSports } from '../layout/SportsNav';
import { MarketTypeSelect } from '../match/MarketTypeSelect';
import { MatchGroups } from '../match/MatchGroups';
import { defaultPrematchSport, LIST_PAGE, prematchVariables, sportIdFor, VIEW } from './variables';
import type { PrematchPageQuery, PrematchPageQuery$data } from './__generated__/PrematchPageQuery.graphql';
import type { PrematchPage_query$key } from './__generated__/PrematchPage_query.graphql';
import { useHydrated, useMediaQuery } from '../../../ssr/useHydrated';

export const prematchPageQuery = graphql`
  query PrematchPageQuery($sport: ID, $tournaments: [ID!], $count: Int!) {
    marketTypes {
      type
      name
    }
    tournaments(sport: $sport) {
      id
      name
      matchesCount
      category {
        id
        name
      }
    }
    ...PrematchPage_query @arguments(sport: $sport, tournaments: $tournaments, count: $count)
  }
`;

const listFragment = graphql`
  fragment PrematchPage_query on Query
  @refetchable(queryName: "PrematchPageListRefetchQuery")
  @argumentDefinitions(sport: { type: "ID" }, tournaments: { type: "[ID!]" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    prematchMatches(sport: $sport, tournaments: $tournaments, first: $count, after: $cursor)
      @connection(key: "PrematchPage_prematchMatches", filters: ["sport", "tournaments"]) {
      edges {
        node {
          categoryName
          ...MatchGroups_match @relay(mask: false)
        }
      }
    }
  }
`;


/**
 * /{lang}/prematch/:sport? and /{lang}/sport/:sport? (seed 002 §2 "Prematch view"): the selected sport, its categories
 * and tournaments (expandable, the expanded ones kept), a preview market type and the upcoming matches,
 * a page at a time. A match that starts leaves the list as the feed says so.
 */
export default function PrematchPage({ query }: { query: PreloadedQuery<PrematchPageQuery> }) {
  const { t } = useTranslation(['sportsbook', 'meta']);
  const { titleKey } = useRouteHandle();
  const { sport: sportParam } = useParams();
  const href = useHref();
  const sports = useSports();
  const sportKey = sportParam ?? defaultPrematchSport(sports);
  const sport = sportIdFor(sports, sportKey);
  const base = titleKey === 'sport' ? 'sport' : 'prematch';
  return (
    <SportsbookLayout
      title={t(`meta:routes.${titleKey}.title`)}
      testId="prematch-page"
      aside={
        <SportsNav
          sports={sports.filter((each) => !each.isEsport)}
          selected={sport ? sportKey : null}
          to={(key) => href(key ? `${base}/${key}` : base)}
          count={(each) => each.prematchMatchesCount}
        />
      }
    >
      <Prematch prepared={query} sportKey={sportKey} />
    </SportsbookLayout>
  );
}

const NO_IDS: string[] = [];

function Prematch({ prepared, sportKey }: { prepared: PreloadedQuery<PrematchPageQuery>; sportKey: string | null }) {
  const [tournaments, setTournaments] = useView(VIEW.prematchTournaments(sportKey), NO_IDS, isIdList);
  const [, startTransition] = useTransition();
  // The route prepared the sport's list; narrowing it to tournaments loads it again here.
  const [query, load] = useQueryLoader<PrematchPageQuery>(prematchPageQuery, prepared);
  const data = usePreloadedQuery<PrematchPageQuery>(prematchPageQuery, query ?? prepared);
  const sport = prepared.variables.sport ?? null;
  const [marketType, setMarketType] = useSessionChoice('sb.prematch.market');
  // The list keeps showing while the narrowed one loads.
  const choose = (next: string[]) =>
    startTransition(() => {
      const sorted = [...next].sort();
      setTournaments(sorted);
      load(prematchVariables(sport, sorted));
    });
  return (
    <div className="prematch">
      <Categories tournaments={data.tournaments} selected={tournaments} onChange={choose} />
      <div className="prematch__list">
        <div className="list-toolbar">
          <MarketTypeSelect types={data.marketTypes} value={marketType} onChange={setMarketType} />
        </div>
        <PrematchList query={data} sport={sport} marketType={marketType} />
      </div>
    </div>
  );
}

/** Categories, each expandable to its tournaments; a tournament narrows the list (several may be picked). */
function Categories({
  tournaments,
  selected,
  onChange,
}: {
  tournaments: PrematchPageQuery$data['tournaments'];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const [expanded, toggle] = useToggleSet('sb.prematch.categories');
  // Wide screens show the list; phones fold it so the matches come first. Until the player folds or
  // opens it, the screen's width decides in CSS (categories--by-width), so a server-rendered page is
  // laid out for its screen at once; the button's state follows once the browser knows the width.
  const wide = useMediaQuery('(min-width: 1024px)');
  const hydrated = useHydrated();
  const [choice, setChoice] = useView<boolean | null>('sb.prematch.categoriesShown', null, isNullableBoolean);
  const shown = choice ?? wide;
  const categories = groupInOrder(tournaments, (tournament) => tournament.category.id);
  if (categories.length === 0) return null;
  return (
    <nav className="categories" aria-label={t('prematch.categories')}>
      <div className="categories__head">
        <h2 className="sb-panel__title">
          <button type="button" className="categories__toggle" aria-expanded={hydrated || choice !== null ? shown : undefined} onClick={() => setChoice(!shown)}>
            {t('prematch.categories')}
            {selected.length > 0 && <span className="badge">{selected.length}</span>}
            <span className="chevron" aria-hidden="true" />
          </button>
        </h2>
        {selected.length > 0 && (
          <button type="button" className="categories__clear" onClick={() => onChange([])}>
            {t('prematch.allTournaments')}
          </button>
        )}
      </div>
      <ul hidden={choice === null ? undefined : !choice} className={choice === null ? 'categories--by-width' : undefined}>
        {categories.map(({ key, items }) => {
          const open = expanded.has(key) || items.some((tournament) => selected.includes(tournament.id));
          const count = items.reduce((sum, tournament) => sum + tournament.matchesCount, 0);
          return (
            <li key={key} className="category">
              <button type="button" className="category__toggle" aria-expanded={open} onClick={() => toggle(key)}>
                <span>{items[0]!.category.name}</span>
                <span className="sports-nav__count">{count}</span>
                <span className="chevron" aria-hidden="true" />
              </button>
              {open && (
                <ul className="category__tournaments">
                  {items.map((tournament) => {
                    const on = selected.includes(tournament.id);
                    const next = on ? selected.filter((id) => id !== tournament.id) : [...selected, tournament.id];
                    return (
                      <li key={tournament.id}>
                        <button type="button" className="tournament-filter" aria-pressed={on} data-testid="tournament-filter" onClick={() => onChange(next)}>
                          <span className="tournament-filter__box" aria-hidden="true" />
                          <span>{tournament.name}</span>
                          <span className="sports-nav__count">{tournament.matchesCount}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PrematchList({ query, sport, marketType }: { query: PrematchPage_query$key; sport: string | null; marketType: string | null }) {
  const { t } = useTranslation('sportsbook');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(listFragment, query);
  const refresh = useThrottled(useRefetchShown(refetch, data.prematchMatches.edges.length, LIST_PAGE), 2000);
  // The events land in the store (a started match's status turns LIVE and its row leaves below); only
  // markets that came or went need the list again.
  usePrematchEvents(sport, () => {});
  usePreviewOdds('PREMATCH', sport, refresh);
  useRefreshOnReconnect(refresh);

  const matches = data.prematchMatches.edges
    .map((edge) => edge.node)
    .filter((match) => match.live.status === 'NOT_STARTED')
    .map((match) => ({ id: match.id, tournament: match.tournament, where: match.categoryName, match }));
  if (matches.length === 0 && !hasNext) return <p className="empty-state">{t('prematch.none')}</p>;
  return <MatchGroups matches={matches} view="prematch" marketType={marketType} testId="prematch-list" paging={{ hasNext, isLoadingNext, loadNext: () => loadNext(LIST_PAGE) }} />;
}
