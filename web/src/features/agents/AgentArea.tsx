import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { RequireViewer } from '../account/RequireViewer';
import { PageSkeleton } from '../shell/AppLayout';
import { useHref } from '../shell/useLanguage';
import '../../styles/agents.css';

const TABS = ['users', 'reports'] as const;

/**
 * The frame of /{lang}/agent-management/users and /reports (seed 001 §2): the
 * section's tabs, the sign-in prompt for visitors, and a plain refusal for an
 * account that is no agent (the menu never links here for one; an address
 * typed by hand still lands somewhere that says why).
 */
export function AgentArea({ tab, children }: { tab: (typeof TABS)[number]; children: ReactNode }) {
  const { t } = useTranslation(['agents', 'common']);
  const href = useHref();
  return (
    <section className="page account-page agents-page" data-testid={`agent-${tab}-page`}>
      <h1>{t('common:userMenu.agentManagement')}</h1>
      <nav className="tabs tabs--links" aria-label={t('agents:web.nav.label')}>
        {TABS.map((name) => (
          <NavLink key={name} to={href(`agent-management/${name}`)} className={() => `tabs__tab${tab === name ? ' active' : ''}`} aria-current={tab === name ? 'page' : undefined}>
            {t(`agents:web.nav.${name}`)}
          </NavLink>
        ))}
      </nav>
      <RequireViewer>
        {(viewer) =>
          viewer.isAgent ? (
            <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
          ) : (
            <div className="panel" data-testid="agents-only">
              <h2 className="panel__title">{t('agents:web.notAgent.title')}</h2>
              <p className="muted">{t('agents:web.notAgent.text')}</p>
            </div>
          )
        }
      </RequireViewer>
    </section>
  );
}
