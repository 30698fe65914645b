import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNotices } from '../modals/useNotices';
import { FormStatus } from '../forms/fields';
import { formatDateTime } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useSignOutOtherSessionsMutation } from '../../mutations/useSignOutOtherSessionsMutation';
import { failureOf } from '../../mutations/results';
import { describeUserAgent } from './userAgent';
import type { SessionsSection_viewer$key } from './__generated__/SessionsSection_viewer.graphql';
import { Panel } from './Panel';

const fragment = graphql`
  fragment SessionsSection_viewer on Viewer @refetchable(queryName: "SessionsSectionRefetchQuery") {
    sessions {
      id
      current
      userAgent
      ip
      lastSeenAt
      createdAt
    }
  }
`;

/** The browsers signed in to the account, this one first, and a way to end all the others. */
export function SessionsSection({ viewer }: { viewer: SessionsSection_viewer$key }) {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useLanguage();
  const [data, refetch] = useRefetchableFragment(fragment, viewer);
  const [signOutOthers, pending] = useSignOutOtherSessionsMutation();
  const notices = useNotices();
  const [done, setDone] = useState(false);
  const sessions = [...data.sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  const others = sessions.filter((session) => !session.current).length;

  const endOthers = async () => {
    try {
      const response = await signOutOthers({});
      const failure = failureOf(response.signOutOtherSessions);
      if (failure) return notices.error(failure.message);
      setDone(true);
      refetch({}, { fetchPolicy: 'network-only' });
    } catch (error) {
      notices.thrown(error);
    }
  };

  return (
    <Panel id="sessions-title" title={t('auth:security.sessions.title')}>
      {done && <FormStatus tone="success">{t('auth:security.sessions.done')}</FormStatus>}
      <ul className="sessions" data-testid="sessions">
        {sessions.map((session) => {
          const { browser, os } = describeUserAgent(session.userAgent);
          const device =
            browser && os ? t('auth:security.sessions.device', { browser, os }) : (browser ?? os ?? t('auth:security.sessions.unknownDevice'));
          return (
            <li key={session.id} className={session.current ? 'session session--current' : 'session'}>
              <div className="session__main">
                <strong title={session.userAgent}>{device}</strong>
                {session.current && <span className="status status--verified">{t('auth:security.sessions.thisDevice')}</span>}
              </div>
              <p className="session__meta muted">
                {t('auth:security.sessions.meta', { ip: session.ip, time: formatDateTime(lang, session.lastSeenAt) })}
              </p>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" disabled={pending || others === 0} aria-busy={pending} onClick={() => void endOthers()}>
        {t('auth:security.sessions.signOutOthers')}
      </button>
    </Panel>
  );
}
