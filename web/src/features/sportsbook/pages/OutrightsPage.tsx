import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLanguage } from '../../shell/useLanguage';
import { useToggleSet } from '../layout/sessionState';
import { ListSkeleton, MatchContainer, SportsbookLayout } from '../layout/SportsbookLayout';
import { useSportName, useSports } from '../layout/SportsNav';
import { useMarketLabel } from '../match/useMarketLabel';
import { OddButton } from '../odds/OddButton';
import { useTimeZone } from '../settings/settings';
import { formatDateTimeIn } from '../time';
import { VIEW } from './variables';
import type { OutrightsPageQuery } from './__generated__/OutrightsPageQuery.graphql';

export const outrightsPageQuery = graphql`
  query OutrightsPageQuery($sport: ID!) {
    outrights(sport: $sport) {
      id
      name
      endsAt
      tournamentName
      categoryName
      markets {
        ...OddButton_market @relay(mask: false)
      }
    }
  }
`;

const EXPANDED_OUTRIGHTS_KEY = 'sb.outrights.open';

/**
 * /{lang}/outrights (seed 002 §2 "Outrights view"): sports with competition-long markets, each expandable
 * to its outrights, each outright expandable to its selections. What is expanded is kept.
 */
export default function OutrightsPage() {
  const { t } = useTranslation(['sportsbook', 'meta']);
  const sports = useSports().filter((sport) => sport.outrightsCount > 0);
  const sportName = useSportName();
  const [expanded, toggle] = useToggleSet(VIEW.outrightsSports);
  return (
    <SportsbookLayout title={t('meta:routes.outrights.title')} testId="outrights-page">
      {sports.length === 0 ? (
        <p className="empty-state">{t('outrights.none')}</p>
      ) : (
        <div className="match-list">
          {sports.map((sport) => (
            <MatchContainer
              key={sport.id}
              id={sport.id}
              title={sportName(sport)}
              count={sport.outrightsCount}
              expanded={expanded.has(sport.id)}
              onToggle={() => toggle(sport.id)}
            >
              <Suspense fallback={<ListSkeleton />}>
                <SportOutrights sport={sport.id} sportKey={sport.key} />
              </Suspense>
            </MatchContainer>
          ))}
        </div>
      )}
    </SportsbookLayout>
  );
}

function SportOutrights({ sport, sportKey }: { sport: string; sportKey: string }) {
  const { t } = useTranslation('sportsbook');
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const marketLabel = useMarketLabel();
  const data = useLazyLoadQuery<OutrightsPageQuery>(outrightsPageQuery, { sport }, { fetchPolicy: 'store-or-network' });
  const [open, toggle] = useToggleSet(EXPANDED_OUTRIGHTS_KEY);
  return (
    <ul className="outrights">
      {data.outrights.map((outright) => {
        const expanded = open.has(outright.id);
        return (
          <li key={outright.id} className="outright" data-testid="outright">
            <button type="button" className="outright__toggle" aria-expanded={expanded} onClick={() => toggle(outright.id)}>
              <span className="outright__name">{outright.name}</span>
              <span className="outright__meta">
                {outright.categoryName} · {t('outrights.ends', { date: formatDateTimeIn(outright.endsAt, lang, timeZone) })}
              </span>
              <span className="chevron" aria-hidden="true" />
            </button>
            {expanded &&
              outright.markets.map((market) => (
                <div key={market.id} className="market">
                  <h3 className="market__title">{marketLabel(market)}</h3>
                  <div className="market__odds market__odds--list">
                    {market.odds.map((odd) => (
                      <OddButton
                        key={odd.id}
                        odd={odd}
                        locked={market.isSuspended}
                        pick={{ matchId: outright.id, matchName: outright.name, matchLink: '', marketId: market.id, marketLabel: marketLabel(market), sportKey }}
                      />
                    ))}
                  </div>
                </div>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
