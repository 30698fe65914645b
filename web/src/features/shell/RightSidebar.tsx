import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_TABS, useSidebar, type SidebarTab } from './SidebarContext';
import { Tab } from './Tab';
import { useViewer } from './ViewerContext';

// Mounted only while the sidebar is open (on phones: the Betslip sheet); their code comes with the first opening.
const BetslipPanel = lazy(async () => ({ default: (await import('../sportsbook/betslip/BetslipPanel')).BetslipPanel }));
const TicketsPanel = lazy(async () => ({ default: (await import('../sportsbook/tickets/TicketsPanel')).TicketsPanel }));
const SettingsPanel = lazy(() => import('../settings/SettingsPanel'));

export function RightSidebar() {
  const { t } = useTranslation();
  const { open, setOpen, tab: chosen, setTab } = useSidebar();
  const viewer = useViewer();
  const id = useId();
  const tabs = viewer ? SIDEBAR_TABS : (['betslip'] as const);
  // Signing out while on a player's tab falls back to the slip.
  const tab: SidebarTab = (tabs as readonly SidebarTab[]).includes(chosen) ? chosen : 'betslip';
  const fallback = <p className="muted">{t(`sidebar.empty.${tab}`)}</p>;
  return (
    <aside id="right-sidebar" className="sidebar" aria-label={t('sidebar.label')} data-open={open}>
      <div className="sidebar__head">
        <div className="tabs" role="tablist" aria-label={t('sidebar.label')}>
          {tabs.map((name) => (
            <Tab key={name} id={`${id}-${name}`} selected={tab === name} aria-controls={`${id}-panel`} data-tab={name} onSelect={() => setTab(name)}>
              {t(`sidebar.tabs.${name}`)}
            </Tab>
          ))}
        </div>
        <button type="button" className="icon-button sidebar__close" aria-label={t('sidebar.close')} onClick={() => setOpen(false)}>
          ×
        </button>
      </div>
      <div id={`${id}-panel`} className="sidebar__body" role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {!open ? null : tab === 'betslip' ? (
          <Suspense fallback={fallback}>
            <BetslipPanel />
          </Suspense>
        ) : tab === 'settings' ? (
          <Suspense fallback={fallback}>
            <SettingsPanel />
          </Suspense>
        ) : (
          <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
            <TicketsPanel tab={tab} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
