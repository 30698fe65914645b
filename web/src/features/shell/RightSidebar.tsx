import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidebar } from './SidebarContext';
import { useViewer } from './ViewerContext';

/** Seed 001 §2: the right sidebar's tabs for a signed-in player; visitors see the slip only. */
// Mounted only while the sidebar is open (on phones: the Betslip sheet); its code comes with the first opening.
const BetslipPanel = lazy(async () => ({ default: (await import('../sportsbook/betslip/BetslipPanel')).BetslipPanel }));

const TABS = ['betslip', 'pending', 'history', 'myBets', 'settings'] as const;
type Tab = (typeof TABS)[number];

export function RightSidebar() {
  const { t } = useTranslation();
  const { open, setOpen } = useSidebar();
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('betslip');
  const tabs = viewer ? TABS : (['betslip'] as const);
  return (
    <aside id="right-sidebar" className="sidebar" aria-label={t('sidebar.label')} data-open={open}>
      <div className="sidebar__head">
        <div className="tabs" role="tablist">
          {tabs.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className="tabs__tab" onClick={() => setTab(name)}>
              {t(`sidebar.tabs.${name}`)}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button sidebar__close" aria-label={t('sidebar.close')} onClick={() => setOpen(false)}>
          ×
        </button>
      </div>
      <div className="sidebar__body" role="tabpanel">
        {tab === 'betslip' && open ? (
          <Suspense fallback={<p className="muted">{t('sidebar.empty.betslip')}</p>}>
            <BetslipPanel />
          </Suspense>
        ) : (
          <p className="muted">{t(`sidebar.empty.${tab}`)}</p>
        )}
      </div>
    </aside>
  );
}
