import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import AppLayoutQuery from './features/shell/__generated__/AppLayoutQuery.graphql';
import { AppLayout } from './features/shell/AppLayout';
import { RouteError } from './features/shell/RouteError';
import { PAGES, type PageDefinition } from './routing/pages';
import { redirectTarget } from './routing/resolve';
import { accountTabVariables } from './features/account/tabs';
import { environment } from './relay/environment';
import type { SportsbookPage } from './features/sportsbook/pages/preload';
import type { CasinoPage } from './features/casino/preload';

export interface RouteHandle {
  titleKey: string;
  sportType: boolean;
}

/**
 * Data that starts downloading with the page's code, not after it (STYLE "Routes
 * preload"). The user area's queries are imported on demand so the first page
 * does not carry them; their pages read the same query from the store.
 */
const sportsbook = (page: SportsbookPage) => async (args: LoaderFunctionArgs) => (await import('./features/sportsbook/pages/preload')).preloadSportsbook(page, args);

/**
 * The cashier pages: the landing's parameters (the payment page's outcome, a
 * requested withdrawal method) are kept before the shell drops them from the
 * address, then the page, history and pending-withdrawal queries start.
 */
const cashier = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const [landing, tabs, rules, page, history, pending] = await Promise.all([
    import('./features/cashier/landing'),
    import('./features/cashier/tabs'),
    import('./features/cashier/rules'),
    import('./features/cashier/__generated__/CashierPageQuery.graphql'),
    import('./features/cashier/__generated__/TransactionHistoryQuery.graphql'),
    import('./features/cashier/__generated__/PendingWithdrawalsQuery.graphql'),
  ]);
  landing.rememberCashierLanding(url);
  const tab = tabs.cashierTabOf(url.pathname);
  const options = { fetchPolicy: 'store-or-network' } as const;
  return [
    loadQuery(environment, page.default, tabs.cashierPageVariables(tab, landing.peekCashierLanding().method), options),
    loadQuery(environment, history.default, rules.DEFAULT_HISTORY_VARIABLES, options),
    ...(tab === 'withdraw' ? [loadQuery(environment, pending.default, { count: rules.HISTORY_PAGE }, options)] : []),
  ];
};

/** The casino pages: the lobby (or the player's games) and the game page; the loaders are a small chunk of their own. */
const casino = (page: CasinoPage) => async (args: LoaderFunctionArgs) => (await import('./features/casino/preload')).preloadCasino(page, args);

const preloaders: Record<string, (args: LoaderFunctionArgs) => unknown> = {
  // Home's query (matches with their markets) is a chunk of its own too: the shell stays small.
  home: async () => loadQuery(environment, (await import('./features/home/__generated__/HomePageQuery.graphql')).default, {}, { fetchPolicy: 'store-and-network' }),
  'sport/:sport?': sportsbook('prematch'),
  'prematch/:sport?': sportsbook('prematch'),
  'live/:sport?': sportsbook('live'),
  'esports/:sport?': sportsbook('esports'),
  outrights: sportsbook('outrights'),
  'schedule/:date?': sportsbook('schedule'),
  'results/:date?': sportsbook('results'),
  'match/:matchId': sportsbook('match'),
  'casino/:category': casino('casino'),
  'live-casino/:category': casino('live'),
  'casino/game/:gameId': casino('game'),
  'user/myAccount': async () =>
    loadQuery(environment, (await import('./features/account/__generated__/MyAccountPageQuery.graphql')).default, {}, { fetchPolicy: 'store-or-network' }),
  'user/deposit': cashier,
  'user/depositAndWithdraw/deposit': cashier,
  'user/depositAndWithdraw/withdraw': cashier,
  'user/bonuses/:tab': async ({ params }) => {
    const [query, { bonusesPageVariables }] = await Promise.all([import('./features/bonuses/__generated__/BonusesPageQuery.graphql'), import('./features/bonuses/tabs')]);
    return loadQuery(environment, query.default, bonusesPageVariables(params.tab), { fetchPolicy: 'store-or-network' });
  },
  // The list, and the open message beside it, start with the page's code (messages/MessagesPage.tsx reads them).
  'user/privateMessage/:messageId?': async ({ params }) => {
    const [page, reader, { messageIdOf, MESSAGE_PAGE }] = await Promise.all([
      import('./features/messages/__generated__/MessagesPageQuery.graphql'),
      import('./features/messages/__generated__/MessageReaderQuery.graphql'),
      import('./features/messages/messages'),
    ]);
    const legacyId = messageIdOf(params.messageId);
    return [
      loadQuery(environment, page.default, { count: MESSAGE_PAGE }, { fetchPolicy: 'store-or-network' }),
      ...(legacyId ? [loadQuery(environment, reader.default, { legacyId }, { fetchPolicy: 'store-or-network' })] : []),
    ];
  },
  'agent-management/users': async () => (await import('./features/agents/preload')).preloadAgentPage('users'),
  'agent-management/reports': async () => (await import('./features/agents/preload')).preloadAgentPage('reports'),
  'user/accountInformation/:tab': async ({ params }) =>
    loadQuery(environment, (await import('./features/account/__generated__/AccountInformationPageQuery.graphql')).default, accountTabVariables(params.tab), {
      fetchPolicy: 'store-or-network',
    }),
};

/**
 * Pages whose loader runs again only when the page changes: the shell dropping
 * the query parameters from the address (seed 001 §2) must not start their
 * queries again with other variables.
 */
const SAME_PAGE_SAME_DATA: ReadonlySet<string> = new Set(['user/deposit', 'user/depositAndWithdraw/deposit', 'user/depositAndWithdraw/withdraw']);

/**
 * Pages whose loader reads the address's query (the game page's ?mode=demo): it runs again for an
 * address that carries one, not for the shell dropping it from the address.
 */
const READS_QUERY: ReadonlySet<string> = new Set(['casino/game/:gameId']);

function toRoute(page: PageDefinition): RouteObject {
  const preload = preloaders[page.path];
  return {
    path: page.path,
    handle: { titleKey: page.titleKey, sportType: page.sportType ?? false } satisfies RouteHandle,
    ...(preload ? { loader: preload } : {}),
    ...(SAME_PAGE_SAME_DATA.has(page.path) ? { shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname } : {}),
    ...(READS_QUERY.has(page.path) ? { shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname || nextUrl.search !== '' } : {}),
    lazy: async () => ({ Component: (await page.load()).default }),
  };
}

const guard = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, url.search);
  return target ? redirect(target) : null;
};

/** The layout's query (configuration and flags) starts with the first navigation. */
const layoutLoader = (args: { request: Request }) =>
  guard(args) ?? loadQuery(environment, AppLayoutQuery, {}, { fetchPolicy: 'store-or-network' });

export const routes: RouteObject[] = [
  {
    path: '/:lang',
    Component: AppLayout,
    errorElement: <RouteError />,
    loader: layoutLoader,
    // Only a change of language can change the layout's answer.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1],
    children: [...PAGES.map(toRoute), { path: '*', loader: guard }],
  },
  { path: '*', loader: guard },
];

export const createRouter = () => createBrowserRouter(routes);
