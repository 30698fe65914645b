import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import '../../../styles/sportsbook.css';
import { useHref, useLanguage } from '../../shell/useLanguage';
import { LiveScore } from '../live/LiveScore';
import { OddButton } from '../odds/OddButton';
import { useLines, useSlowConnection } from '../../settings/preferences';
import { useTimeZone } from '../settings/settings';
import { formatKickoff } from '../time';
import { pickPreviewLines } from './preview';
import { useMarketLabel } from './useMarketLabel';
import type { MatchRow_match$key } from './__generated__/MatchRow_match.graphql';

const fragment = graphql`
  fragment MatchRow_match on Match {
    id
    name
    homeTeam
    awayTeam
    startsAt
    link
    marketsCount
    sportKey
    live {
      status
      hasStream
      betStop
      ...LiveScore_live
    }
    previewMarkets {
      ...OddButton_market @relay(mask: false)
    }
  }
`;

/**
 * One match in a list: kick-off or live score and clock, the sides (a link to the match page), the
 * preview market's odds and the count of further markets. `marketType` is the list's preview market type
 * (null: the match's own headline market).
 */
export function MatchRow({
  match,
  marketType = null,
  onWatch,
  watching = false,
}: {
  match: MatchRow_match$key;
  marketType?: string | null;
  onWatch?: (matchId: string) => void;
  watching?: boolean;
}) {
  const { t } = useTranslation('sportsbook');
  const data = useFragment(fragment, match);
  const href = useHref();
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const marketLabel = useMarketLabel();
  const lines = useLines();
  const slow = useSlowConnection();
  const markets = pickPreviewLines(data.previewMarkets, marketType, lines);
  const started = data.live.status !== 'NOT_STARTED';
  const link = href(data.link);
  return (
    <article className="match-row" data-testid="match-row" data-match-id={data.id} data-status={data.live.status}>
      <div className="match-row__when">
        {started ? (
          <LiveScore live={data.live} sportKey={data.sportKey} />
        ) : (
          <time dateTime={data.startsAt}>{formatKickoff(data.startsAt, lang, timeZone)}</time>
        )}
      </div>
      <Link className="match-row__teams" to={link}>
        {data.homeTeam && data.awayTeam ? (
          <>
            <span>{data.homeTeam}</span>
            <span>{data.awayTeam}</span>
          </>
        ) : (
          <span>{data.name}</span>
        )}
      </Link>
      <div className="match-row__lines" data-lines={markets.length}>
        {markets.length > 0 ? (
          markets.map((market) => (
            <div key={market.id} className="match-row__odds" data-columns={market.odds.length}>
              {market.odds.map((odd) => (
                <OddButton
                  key={odd.id}
                  odd={odd}
                  compact
                  locked={data.live.betStop || market.isSuspended}
                  pick={{ matchId: data.id, matchName: data.name, matchLink: data.link, marketId: market.id, marketLabel: marketLabel(market), sportKey: data.sportKey }}
                />
              ))}
            </div>
          ))
        ) : (
          <div className="match-row__odds" data-columns={0}>
            <span className="match-row__none">{t('list.noMarket')}</span>
          </div>
        )}
      </div>
      <div className="match-row__more">
        {/* The slow-connection mode drops streams (seed 001 §4): nothing to watch. */}
        {onWatch && !slow && data.live.hasStream && data.live.status === 'LIVE' && (
          <button type="button" className="icon-button match-row__watch" aria-pressed={watching} aria-label={t('live.watch', { match: data.name })} onClick={() => onWatch(data.id)}>
            <span aria-hidden="true">▶</span>
          </button>
        )}
        <Link to={link} className="match-row__markets" aria-label={t('list.allMarkets', { count: data.marketsCount, match: data.name })}>
          +{data.marketsCount}
        </Link>
      </div>
    </article>
  );
}
