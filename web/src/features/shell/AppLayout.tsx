import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { ChatWidget } from '../chat/ChatWidget';
import { ModalHost } from '../modals/ModalHost';
import { BottomNav } from './BottomNav';
import { ClientConfigProvider, useClientConfig } from './ClientConfigContext';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer';
import { Header } from './Header';
import { ResponsibleWatcher } from './ResponsibleWatcher';
import { SessionEndedWatcher } from './SessionEndedWatcher';
import { RightSidebar } from './RightSidebar';
import { SidebarContext, type SidebarTab } from './SidebarContext';
import { Skeleton } from './Skeleton';
import { focusBetslip, isSlipShortcut, SLIP_SHORTCUT } from './skipToSlip';
import { useNavigationEffects } from './useNavigationEffects';
import { SHARE_PARAM } from '../sportsbook/share/sharedSlip';
import { useHydrated } from '../../ssr/useHydrated';
import { useViewer, ViewerProvider } from './ViewerContext';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql';

// Only a signed-in player has reality checks, and the first one is due minutes after signing in: its code
// (two queries, the prompt, its styles) stays out of every visitor's first download (bench:web-bundle).
const RealityCheck = lazy(async () => ({ default: (await import('../responsible/RealityCheck')).RealityCheck }));

// The release check's first question goes out after the page is up anyway (an effect), and a release
// published meanwhile is what that question finds: its code, queries and subscription come after the
// first download (bench:web-bundle), once the browser has taken the page over.
// A shared bet's link (/?share=CODE, issue 23) is rare: its code comes only with such a link.
const SharedBetOpener = lazy(async () => ({ default: (await import('../sportsbook/share/SharedBetOpener')).SharedBetOpener }));

const VersionCheck = lazy(async () => ({ default: (await import('../version/useVersionCheck')).VersionCheck }));

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    clientConfig {
      ...ClientConfigContext_config
    }
    viewer {
      ...ViewerContext_viewer
    }
  }
`;

/** The frame of every page: header, page, right sidebar, footer, bottom navigation and modals. */
export function AppLayout() {
  const queryRef = useLoaderData() as PreloadedQuery<AppLayoutQuery> | null;
  if (!queryRef) return null; // a redirect is on its way
  return <Frame queryRef={queryRef} />;
}

function Frame({ queryRef }: { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const data = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  return (
    <ClientConfigProvider config={data.clientConfig}>
      <ViewerProvider viewer={data.viewer}>
        <Shell />
      </ViewerProvider>
    </ClientConfigProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const config = useClientConfig();
  const viewer = useViewer();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarTab, setSidebarTab] = useState<SidebarTab>('betslip');
  const hydrated = useHydrated();
  // A shared bet's code, read into state before useNavigationEffects drops the query from the address.
  const [shareCode, setShareCode] = useState<string | null>(null);
  const linkedShare = new URLSearchParams(search).get(SHARE_PARAM);
  if (linkedShare && linkedShare !== shareCode) setShareCode(linkedShare);
  useNavigationEffects();
  const toSlip = useCallback(
    () =>
      focusBetslip(() => {
        setSidebarTab('betslip');
        setSidebarOpen(true);
      }),
    [],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSlipShortcut(event)) return;
      event.preventDefault();
      toSlip();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toSlip]);
  const onSkipToSlip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    toSlip();
  };

  return (
    <SidebarContext.Provider value={{ open: sidebarOpen, setOpen: setSidebarOpen, tab: sidebarTab, setTab: setSidebarTab }}>
      <div className={`app${sidebarOpen ? ' app--sidebar-open' : ''}`}>
        <DocumentHead />
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <a className="skip-link" href="#right-sidebar" onClick={onSkipToSlip} aria-keyshortcuts={SLIP_SHORTCUT} title={t('header.skipToSlipShortcut', { keys: SLIP_SHORTCUT })}>
          {t('header.skipToSlip')}
        </a>
        <Header />
        <div className="app__body">
          <main id="main" className="app__main" tabIndex={-1}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </main>
          <RightSidebar />
        </div>
        <Footer />
        {!pathname.includes('privateMessage') && <BottomNav />}
        <ModalHost />
        {hydrated && (
          <Suspense fallback={null}>
            <VersionCheck intervalMs={config.versionCheckIntervalMs} />
          </Suspense>
        )}
        {hydrated && shareCode && (
          <Suspense fallback={null}>
            <SharedBetOpener code={shareCode} />
          </Suspense>
        )}
        <ChatWidget />
        <ResponsibleWatcher />
        <SessionEndedWatcher />
        {viewer && (
          <Suspense fallback={null}>
            <RealityCheck viewerId={viewer.id} />
          </Suspense>
        )}
      </div>
    </SidebarContext.Provider>
  );
}

/** Holds the page's place while its code or data arrives, so nothing jumps. */
export function PageSkeleton() {
  return <Skeleton className="page-skeleton" blocks={['skeleton skeleton--title', 'skeleton skeleton--block', 'skeleton skeleton--block']} />;
}
