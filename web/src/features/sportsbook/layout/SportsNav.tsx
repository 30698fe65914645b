import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SportsNavQuery, SportsNavQuery$data } from './__generated__/SportsNavQuery.graphql';
import { useVisitFetchPolicy } from '../../../ssr/useHydrated';

/**
 * The sports and their counts. Route loaders read it to turn the `?sport=<key>` of a URL into the
 * sport's id before the page's own query starts; the pages show it as their sport list.
 */
export const sportsNavQuery = graphql`
  query SportsNavQuery {
    sports {
      id
      key
      name
      rank
      isEsport
      liveMatchesCount
      prematchMatchesCount
      outrightsCount
    }
  }
`;

export type SportItem = SportsNavQuery$data['sports'][number];

/** The sports, fresh counts on each visit while the cached list shows at once. */
export function useSports(): readonly SportItem[] {
  return useLazyLoadQuery<SportsNavQuery>(sportsNavQuery, {}, { fetchPolicy: useVisitFetchPolicy('store-and-network') }).sports;
}

export function useSportName() {
  const { t } = useTranslation('sportsbook');
  return (sport: { key: string; name: string }) => t(`sports.${sport.key}`, { defaultValue: sport.name });
}

/**
 * The sport list of a view (sidebar on wide screens, a strip of chips on phones). `to` builds each
 * link; "all sports" comes first when `allLabel` is given.
 */
export function SportsNav({
  sports,
  selected,
  to,
  count,
  allLabel,
}: {
  sports: readonly SportItem[];
  selected: string | null;
  to: (key: string | null) => string;
  count: (sport: SportItem) => number;
  allLabel?: string;
}) {
  const { t } = useTranslation('sportsbook');
  const sportName = useSportName();
  return (
    <nav className="sports-nav" aria-label={t('nav.sports')}>
      <ul>
        {allLabel && (
          <li>
            <Link to={to(null)} className="sports-nav__item" aria-current={selected === null ? 'page' : undefined} data-sport="">
              <span>{allLabel}</span>
            </Link>
          </li>
        )}
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link to={to(sport.key)} className="sports-nav__item" aria-current={selected === sport.key ? 'page' : undefined} data-sport={sport.key}>
              <span>{sportName(sport)}</span>
              <span className="sports-nav__count">{count(sport)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
