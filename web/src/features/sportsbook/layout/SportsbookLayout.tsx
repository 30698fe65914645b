import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import '../../../styles/sportsbook.css';
import { useHref } from '../../shell/useLanguage';
import { useSidebar } from '../../shell/SidebarContext';
import { Skeleton } from '../../shell/Skeleton';
import { SettingsControl } from '../settings/SettingsControl';
import { ReconnectingBanner, TransportIndicator } from './TransportStatus';

// The slip (placement, live status, tickets) is its own chunk: a sportsbook page renders before it.
const BetslipPanel = lazy(async () => ({ default: (await import('../betslip/BetslipPanel')).BetslipPanel }));

const SECTIONS = ['live', 'prematch', 'esports', 'outrights', 'schedule', 'results'] as const;

/**
 * The frame of every sportsbook view: the sections and the view's sport list on the left (a strip on
 * phones), the view in the middle under a "Reconnecting…" banner when the feed is lost, the bet slip on
 * the right, the display settings and the feed's light under the list. Its styles come with this
 * chunk, not with the shell.
 */
export function SportsbookLayout({ title, aside, children, testId }: { title?: ReactNode; aside?: ReactNode; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('sportsbook');
  const href = useHref();
  const sidebar = useSidebar();
  return (
    <div className="sportsbook" data-testid={testId}>
      <aside className="sportsbook__nav" aria-label={t('nav.label')}>
        <nav className="sb-sections" aria-label={t('nav.sections')}>
          {SECTIONS.map((section) => (
            <NavLink key={section} to={href(section)} className="sb-sections__link">
              {t(`nav.${section}`)}
            </NavLink>
          ))}
        </nav>
        {aside}
      </aside>
      <div className="sportsbook__main">
        <ReconnectingBanner />
        {title && <h1 className="sportsbook__title">{title}</h1>}
        <Suspense fallback={<ListSkeleton />}>{children}</Suspense>
      </div>
      {/* One slip on screen: while the right sidebar is open it holds the slip. */}
      <aside className="sportsbook__slip" aria-label={t('betslip.title')}>
        {!sidebar.open && (
          <Suspense fallback={<SlipSkeleton title={t('betslip.title')} />}>
            <BetslipPanel />
          </Suspense>
        )}
      </aside>
      <div className="sportsbook__tools">
        <SettingsControl />
        <TransportIndicator />
      </div>
    </div>
  );
}

function SlipSkeleton({ title }: { title: string }) {
  return (
    <section className="betslip" aria-busy="true">
      <h2 className="sb-panel__title">{title}</h2>
      <div className="skeleton" />
    </section>
  );
}

export function ListSkeleton() {
  return <Skeleton className="list-skeleton" blocks={['skeleton', 'skeleton', 'skeleton']} />;
}

/** A titled, collapsible box of matches (seed 002 §2 "matches held in containers"). */
export function MatchContainer({
  id,
  title,
  subtitle,
  count,
  expanded,
  onToggle,
  children,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  count?: number;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = `container-${id.replace(/[^\w-]/g, '')}`;
  return (
    <section className="match-container" data-testid="match-container" data-expanded={expanded}>
      <h2 className="match-container__head">
        <button type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span className="match-container__title">{title}</span>
          {subtitle && <span className="match-container__subtitle">{subtitle}</span>}
          {count !== undefined && <span className="match-container__count">{count}</span>}
          <span className="chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="match-container__body" hidden={!expanded}>
        {expanded && children}
      </div>
    </section>
  );
}
