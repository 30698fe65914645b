import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useHref, useLanguage } from '../../shell/useLanguage';
import { useMatchUpdated, useRefreshOnReconnect } from '../feed';
import { SportsbookLayout } from '../layout/SportsbookLayout';
import { useSportName } from '../layout/SportsNav';
import { LiveScore } from '../live/LiveScore';
import { LiveStream } from '../live/LiveStream';
import { MatchMarkets } from '../match/MatchMarkets';
import { useTimeZone } from '../settings/settings';
import { formatDateTimeIn } from '../time';
import type { MatchPageQuery } from './__generated__/MatchPageQuery.graphql';
import type { MatchPage_match$key } from './__generated__/MatchPage_match.graphql';

export const matchPageQuery = graphql`
  query MatchPageQuery($legacyId: Int, $id: ID) {
    node: match(legacyId: $legacyId, id: $id) {
      id
      ...MatchPage_match @alias(as: "match")
    }
  }
`;

const matchFragment = graphql`
  fragment MatchPage_match on Match {
    name
    homeTeam
    awayTeam
    startsAt
    sportKey
    sportName
    tournamentName
    categoryName
    live {
      status
      hasStream
      betStop
      periodScores {
        home
        away
      }
      ...LiveScore_live
    }
    ...MatchMarkets_match
  }
`;

/** /{lang}/match/:matchId: one match's live state, stream and whole book. */
export default function MatchPage({ query }: { query: PreloadedQuery<MatchPageQuery> }) {
  return (
    <SportsbookLayout testId="match-page">
      <MatchView query={query} />
    </SportsbookLayout>
  );
}

function MatchView({ query }: { query: PreloadedQuery<MatchPageQuery> }) {
  const { t } = useTranslation(['sportsbook', 'meta']);
  const href = useHref();
  const data = usePreloadedQuery<MatchPageQuery>(matchPageQuery, query);
  const match = data.node?.match;
  // The match's global id, as the gateway answered it: the live subscription takes it.
  const id = data.node?.id ?? '';
  const environment = useRelayEnvironment();
  useMatchUpdated(match ? id : null);
  // Back from a lost connection: score and book may have moved meanwhile; the answer lands in the store.
  useRefreshOnReconnect(() => fetchQuery<MatchPageQuery>(environment, matchPageQuery, query.variables, { fetchPolicy: 'network-only' }).subscribe({}));
  if (!match) {
    return (
      <div className="empty-state" data-testid="match-not-found">
        <h1>{t('meta:routes.match.title')}</h1>
        <p>{t('match.notFound')}</p>
        <Link to={href('live')}>{t('match.toLive')}</Link>
      </div>
    );
  }
  return <MatchDetails id={id} match={match} />;
}

function MatchDetails({ id, match: key }: { id: string; match: MatchPage_match$key }) {
  const { t } = useTranslation('sportsbook');
  const href = useHref();
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const sportName = useSportName();
  const match = useFragment(matchFragment, key);
  const { live } = match;
  const ended = live.status === 'ENDED' || live.status === 'CANCELLED';
  return (
    <article className="match-page">
      <header className="match-head">
        <h1 className="visually-hidden">{match.name}</h1>
        <p className="match-head__where">
          {sportName({ key: match.sportKey, name: match.sportName })} · {match.categoryName} · {match.tournamentName}
        </p>
        <div className="match-head__sides">
          <span className="match-head__team">{match.homeTeam ?? match.name}</span>
          {live.status === 'NOT_STARTED' ? (
            <time className="match-head__time" dateTime={match.startsAt}>
              {formatDateTimeIn(match.startsAt, lang, timeZone)}
            </time>
          ) : (
            <LiveScore live={live} sportKey={match.sportKey} />
          )}
          <span className="match-head__team">{match.awayTeam ?? ''}</span>
        </div>
        {live.periodScores.length > 0 && (
          <ol className="period-scores" aria-label={t('match.periodScores')}>
            {live.periodScores.map((score, index) => (
              // Period scores have no id of their own; their position is what they are.
              // oxlint-disable-next-line react/no-array-index-key
              <li key={index}>
                {score.home}:{score.away}
              </li>
            ))}
          </ol>
        )}
        {live.betStop && !ended && (
          <p className="notice" role="status">
            {t('match.betStop')}
          </p>
        )}
        {ended && (
          <p className="notice">
            {t('match.ended')} <Link to={href('results')}>{t('match.toResults')}</Link>
          </p>
        )}
      </header>
      {live.hasStream && live.status === 'LIVE' && (
        <Suspense fallback={<div className="stream stream--loading" aria-busy="true" />}>
          <LiveStream matchId={id} />
        </Suspense>
      )}
      <MatchMarkets match={match} />
    </article>
  );
}
