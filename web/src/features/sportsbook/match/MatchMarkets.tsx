import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTransition } from 'react';
import { useOddsChanged, useThrottled } from '../feed';
import { OddButton, type PickContext } from '../odds/OddButton';
import { groupBook } from './book';
import { useMarketLabel, usePeriodLabel } from './useMarketLabel';
import type { MatchMarkets_match$data, MatchMarkets_match$key } from './__generated__/MatchMarkets_match.graphql';

const fragment = graphql`
  fragment MatchMarkets_match on Match @refetchable(queryName: "MatchMarketsRefetchQuery") {
    id
    name
    link
    sportKey
    live {
      betStop
    }
    markets {
      key
      isMain
      ...OddButton_market @relay(mask: false)
    }
  }
`;

type Market = MatchMarkets_match$data['markets'][number];

/**
 * Every market of a match, by period and type, the alternative lines folded under the main one. The
 * book's odds follow the feed (oddsChanged for this match); when markets come or go it is fetched again
 * (after a lost connection the match page fetches everything again).
 */
export function MatchMarkets({ match }: { match: MatchMarkets_match$key }) {
  const { t } = useTranslation('sportsbook');
  const [data, refetch] = useRefetchableFragment(fragment, match);
  const [, startTransition] = useTransition();
  const periodLabel = usePeriodLabel();
  const refresh = useThrottled(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    1000,
  );
  useOddsChanged([data.id], refresh);

  const periods = groupBook(data.markets);
  if (periods.length === 0) return <p className="empty-state">{t('match.noMarkets')}</p>;
  const pick = (market: Market) => ({ matchId: data.id, matchName: data.name, matchLink: data.link, marketId: market.id, sportKey: data.sportKey });
  return (
    <div className="book" data-testid="book">
      {periods.map((period) => (
        <section key={`${period.periodType}:${period.periodIndex}`} className="book__period" aria-label={periodLabel(period.periodType, period.periodIndex)}>
          <h2 className="book__period-title">{periodLabel(period.periodType, period.periodIndex)}</h2>
          {period.markets.map((group) => (
            <div key={group.main.id} className="market" data-testid="market">
              <MarketOdds market={group.main} pick={pick(group.main)} locked={data.live.betStop} />
              {group.alternatives.length > 0 && (
                <details className="market__alternatives">
                  <summary>{t('match.moreLines', { count: group.alternatives.length })}</summary>
                  {group.alternatives.map((market) => (
                    <MarketOdds key={market.id} market={market} pick={pick(market)} locked={data.live.betStop} />
                  ))}
                </details>
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

function MarketOdds({ market, pick, locked }: { market: Market; pick: Omit<PickContext, 'marketLabel'>; locked: boolean }) {
  const marketLabel = useMarketLabel();
  const label = marketLabel(market, { period: false });
  return (
    <div className="market__line">
      <h3 className="market__title">{label}</h3>
      <div className="market__odds" data-columns={market.odds.length}>
        {market.odds.map((odd) => (
          <OddButton key={odd.id} odd={odd} locked={locked || market.isSuspended} pick={{ ...pick, marketLabel: marketLabel(market) }} />
        ))}
      </div>
    </div>
  );
}
