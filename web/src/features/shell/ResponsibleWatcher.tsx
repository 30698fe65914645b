import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRelayEnvironment } from 'react-relay';
import { formatDateTime } from './format';
import { announceLimitChange, dismissSignedOut, useSignedOutNotice, type SignedOutChange, type SignedOutNotice } from './responsibleEvents';
import { useLanguage } from './useLanguage';
import { useSignOutTab } from './useSignOut';
import { useLingeringViewer } from './lingeringViewer';
import { subscribeAsViewer } from './viewerSocket';
import type { ResponsibleWatcherSubscription$data } from './__generated__/ResponsibleWatcherSubscription.graphql';

export const responsibleWatcherSubscription = graphql`
  subscription ResponsibleWatcherSubscription {
    responsibleChanged {
      __typename
      ... on ResponsibleChanged {
        change
        signOut
        until
      }
    }
  }
`;

const SIGN_OUT_CHANGES: ReadonlySet<string> = new Set<SignedOutChange>(['TIME_OUT', 'SELF_EXCLUSION', 'SESSION_LIMIT']);

/**
 * Issue 17: every open tab of the player follows a responsible-gambling change as it takes effect.
 * On a time-out, a self-exclusion or the session limit the platform has ended every session, so
 * each tab signs out at once and says why and until when; on a limit change an open
 * "Responsible gambling" page reads its state again. The notice is rendered here, outside the
 * signed-in part, because it is read signed out.
 */
export function ResponsibleWatcher() {
  const listening = useLingeringViewer();
  const notice = useSignedOutNotice();
  return (
    <>
      {listening && <ResponsibleSubscription key={listening.key} viewerId={listening.id} />}
      {notice && (
        // Its strings are the responsible namespace's: only a tab that shows the notice downloads them.
        <Suspense fallback={null}>
          <SignedOutNoticeView notice={notice} />
        </Suspense>
      )}
    </>
  );
}

function ResponsibleSubscription({ viewerId }: { viewerId: string }) {
  const environment = useRelayEnvironment();
  const signOutTab = useSignOutTab();
  useEffect(
    () =>
      subscribeAsViewer<ResponsibleWatcherSubscription$data>(environment, viewerId, responsibleWatcherSubscription, ({ responsibleChanged: event }) => {
        // An AuthError member (the session ended before the socket listened) carries no change.
        if (!('change' in event) || event.change === undefined) return;
        if (event.signOut && SIGN_OUT_CHANGES.has(event.change)) void signOutTab({ change: event.change as SignedOutChange, until: event.until ?? null });
        else announceLimitChange();
      }),
    [environment, viewerId, signOutTab],
  );
  return null;
}

function SignedOutNoticeView({ notice }: { notice: SignedOutNotice }) {
  const { t } = useTranslation('responsible');
  const lang = useLanguage();
  const until = notice.until ? formatDateTime(lang, notice.until) : '';
  return (
    <div className="rg-notice" role="alert" data-testid="rg-signed-out" data-change={notice.change}>
      <div className="rg-notice__body">
        <strong>{t('page.signedOut.title')}</strong>
        <p>{t(`page.signedOut.${notice.change}`, { until })}</p>
      </div>
      <button type="button" className="button button--small" onClick={dismissSignedOut}>
        {t('page.signedOut.dismiss')}
      </button>
    </div>
  );
}
