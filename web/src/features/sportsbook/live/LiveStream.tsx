import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSlowConnection } from '../../settings/preferences';
import type { LiveStreamQuery } from './__generated__/LiveStreamQuery.graphql';
import { useVisitFetchPolicy } from '../../../ssr/useHydrated';

const streamQuery = graphql`
  query LiveStreamQuery($id: ID!) {
    node(id: $id) {
      ... on Match {
        name
        stream {
          url
          type
        }
      }
    }
  }
`;

/**
 * A live match's stream (seed 002 §3 StreamUrl / StreamType) in a frame. Asked for only when the player
 * opens it: the URL is one platform call per match. The slow-connection mode (seed 001 §4) drops
 * streams: neither the URL is asked for nor the frame loaded, a note says why.
 */
export function LiveStream({ matchId, onClose }: { matchId: string; onClose?: () => void }) {
  const { t } = useTranslation(['sportsbook', 'settings']);
  const slow = useSlowConnection();
  if (slow) {
    return (
      <section className="stream stream--off" aria-label={t('settings:slowConnection.label')} data-testid="stream-off">
        <p className="muted stream__none">{t('settings:slowConnection.noStream')}</p>
        {onClose && (
          <button type="button" className="icon-button" aria-label={t('live.closeStream')} onClick={onClose}>
            ×
          </button>
        )}
      </section>
    );
  }
  return <StreamFrame matchId={matchId} onClose={onClose} />;
}

function StreamFrame({ matchId, onClose }: { matchId: string; onClose?: () => void }) {
  const { t } = useTranslation('sportsbook');
  const data = useLazyLoadQuery<LiveStreamQuery>(streamQuery, { id: matchId }, { fetchPolicy: useVisitFetchPolicy('store-and-network') });
  const name = data.node?.name ?? '';
  const url = data.node?.stream?.url;
  return (
    <section className="stream" aria-label={t('live.streamOf', { match: name })} data-testid="stream">
      <header className="stream__head">
        <span className="live-dot" aria-hidden="true" />
        <strong>{name}</strong>
        {onClose && (
          <button type="button" className="icon-button" aria-label={t('live.closeStream')} onClick={onClose}>
            ×
          </button>
        )}
      </header>
      {url ? (
        <div className="stream__frame">
          {/* The stream page is this site's own (/media/streams/…) and reads the match state from it, so it
              keeps its origin; the sandbox still stops it navigating this page or opening windows. */}
          <iframe
            src={url}
            title={t('live.streamOf', { match: name })}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="no-referrer"
            // oxlint-disable-next-line react/iframe-missing-sandbox -- same-origin on purpose, see above
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        </div>
      ) : (
        <p className="muted stream__none">{t('live.noStream')}</p>
      )}
    </section>
  );
}
