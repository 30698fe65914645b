import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { AccountInformationPageQuery } from '../features/account/__generated__/AccountInformationPageQuery.graphql';
import type { MyAccountPageQuery } from '../features/account/__generated__/MyAccountPageQuery.graphql';
import type { ResponsibleGamblingPageQuery } from '../features/responsible/__generated__/ResponsibleGamblingPageQuery.graphql';
import type { HomePageQuery } from '../features/home/__generated__/HomePageQuery.graphql';
import { preload } from './preload';
import { SITE_ROUTES, STATIC_ROUTES, type SiteRoute } from '../../../rules/site-routes';

/**
 * The web app's pages: every page of the site's table (rules/site-routes.ts, which the server and
 * resolve.ts read too) with its component and preparation. routes.tsx turns them into the router's routes.
 */
export interface PageRoute<P extends object = object> extends SiteRoute {
  /** The page's component, downloaded on first visit; it receives what prepare returned as its props. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /**
   * Starts the page's queries from the address while its code downloads (the route loader) and
   * returns their references, which the page reads with usePreloadedQuery.
   */
  prepare?: (args: LoaderFunctionArgs) => P | Promise<P>;
  /** When a navigation that stays on the page prepares again; unset, every change of address does. */
  revalidate?: ShouldRevalidateFunction;
}

/**
 * A page of the site's table (rules/site-routes.ts) with its component and preparation; pairs the page's
 * props with what its preparation returns (the table holds entries of any page).
 */
const page = <P extends object>(route: SiteRoute, view: Omit<PageRoute<P>, keyof SiteRoute>) => ({ ...route, ...view }) as unknown as PageRoute;

/**
 * Revalidation rules. NEW_PATH: the shell dropping the query parameters from the address (seed 001
 * §2) must not start the page's queries again with other variables; the same address again (a viewer
 * signed in over the page, usePreparedForViewer) does. NEW_PATH_OR_QUERY: the preparation reads the
 * address's query (the game page's ?mode=demo); it runs again for an address that carries one, not
 * for the shell dropping it.
 */
const NEW_PATH: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href;
const NEW_PATH_OR_QUERY: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname || nextUrl.search !== '';

const placeholder = () => import('../features/placeholder/SectionPage');
const staticPage = () => import('../features/static/StaticPage');
const withModal = () => import('../features/modals/ModalRoutePage');
const accountInformation = () => import('../features/account/AccountInformationPage');
const cashier = () => import('../features/cashier/CashierPage');
/**
 * The casino's pages and modals are one lazy chunk (features/casino/entry.ts). The modal registry loads
 * its casino modals through this same function: each place in the first page's code that imports a
 * chunk carries the list of files to preload with it, and one place keeps that list once.
 */
export const loadCasino = () => import('../features/casino/entry');
const casino = <K extends 'CasinoPage' | 'GamePage'>(name: K) => async () => ({ default: (await loadCasino())[name] });
// The sport landing is the prematch view (seed 002 §2): sports, their competitions and upcoming matches.
const prematch = () => import('../features/sportsbook/pages/PrematchPage');

/** Seed 000 §2: the static pages (their paths are the site's, rules/site-routes.ts). */
export { STATIC_PAGES } from '../../../rules/site-routes';

/** The sportsbook pages' preparations are a small chunk of their own. */
const sportsbook = () => import('../features/sportsbook/pages/preload');
const casinoPreload = () => import('../features/casino/preload');
const agentsPreload = () => import('../features/agents/preload');
/** The cashier's three addresses are one page; the shell dropping the landing's query keeps its data. */
const cashierPage = (route: SiteRoute) =>
  page(route, { load: cashier, prepare: async (args) => (await import('../features/cashier/preload')).prepareCashier(args), revalidate: NEW_PATH });
/** Home's query (matches with their markets) is a chunk of its own too: the shell stays small. */
const prepareHome = async () => ({
  query: preload<HomePageQuery>((await import('../features/home/__generated__/HomePageQuery.graphql')).default, {}, 'store-and-network'),
});

export const PAGES: PageRoute[] = [
  page(SITE_ROUTES.home, { load: () => import('../features/home/HomePage'), prepare: prepareHome }),
  page(SITE_ROUTES.casino, { load: casino('CasinoPage'), prepare: async (args) => (await casinoPreload()).prepareLobby('casino', args) }),
  page(SITE_ROUTES.liveCasino, { load: casino('CasinoPage'), prepare: async (args) => (await casinoPreload()).prepareLobby('live', args) }),
  page(SITE_ROUTES.casinoGame, { load: casino('GamePage'), prepare: async (args) => (await casinoPreload()).prepareGame(args), revalidate: NEW_PATH_OR_QUERY }),
  page(SITE_ROUTES.sport, { load: prematch, prepare: async (args) => (await sportsbook()).preparePrematch(args) }),
  page(SITE_ROUTES.live, { load: () => import('../features/sportsbook/pages/LivePage'), prepare: async (args) => (await sportsbook()).prepareLive(args) }),
  page(SITE_ROUTES.prematch, { load: prematch, prepare: async (args) => (await sportsbook()).preparePrematch(args) }),
  page(SITE_ROUTES.esports, { load: () => import('../features/sportsbook/pages/EsportsPage'), prepare: async (args) => (await sportsbook()).prepareEsports(args) }),
  page(SITE_ROUTES.outrights, { load: () => import('../features/sportsbook/pages/OutrightsPage'), prepare: async () => (await sportsbook()).prepareOutrights() }),
  page(SITE_ROUTES.schedule, { load: () => import('../features/sportsbook/pages/SchedulePage'), prepare: async (args) => (await sportsbook()).prepareSchedule(args) }),
  page(SITE_ROUTES.results, { load: () => import('../features/sportsbook/pages/ResultsPage'), prepare: async (args) => (await sportsbook()).prepareResults(args) }),
  page(SITE_ROUTES.match, { load: () => import('../features/sportsbook/pages/MatchPage'), prepare: async (args) => (await sportsbook()).prepareMatch(args) }),
  page(SITE_ROUTES.virtualSports, { load: placeholder }),
  ...STATIC_ROUTES.map((route) => page(route, { load: staticPage })),
  page(SITE_ROUTES.bonusTerms, { load: placeholder }),
  page(SITE_ROUTES.esportsBettingGuide, { load: placeholder }),
  page(SITE_ROUTES.mysteryJackpots, { load: placeholder }),
  page(SITE_ROUTES.luckyDraw, { load: placeholder }),
  // The modal pages show home under the modal, so they prepare home's query.
  page(SITE_ROUTES.login, { load: withModal, prepare: prepareHome }),
  page(SITE_ROUTES.register, { load: withModal, prepare: prepareHome }),
  page(SITE_ROUTES.lostPassword, { load: withModal, prepare: prepareHome }),
  page(SITE_ROUTES.setPassword, { load: () => import('../features/account/SetPasswordPage') }),
  page(SITE_ROUTES.verifyEmail, { load: () => import('../features/account/VerifyEmailPage') }),
  page(SITE_ROUTES.mailbox, { load: () => import('../features/account/MailboxPage') }),
  page(SITE_ROUTES.openModal, { load: withModal, prepare: prepareHome }),
  page(SITE_ROUTES.myAccount, {
    load: () => import('../features/account/MyAccountPage'),
    prepare: async () => ({
      query: preload<MyAccountPageQuery>((await import('../features/account/__generated__/MyAccountPageQuery.graphql')).default, {}),
    }),
  }),
  cashierPage(SITE_ROUTES.deposit),
  cashierPage(SITE_ROUTES.cashierDeposit),
  cashierPage(SITE_ROUTES.cashierWithdraw),
  page(SITE_ROUTES.bonuses, {
    load: () => import('../features/bonuses/BonusesPage'),
    prepare: async (args) => (await import('../features/bonuses/preload')).prepareBonuses(args),
  }),
  page(SITE_ROUTES.accountInformation, {
    load: accountInformation,
    prepare: async ({ params }) => {
      const [query, { accountTabVariables }] = await Promise.all([
        import('../features/account/__generated__/AccountInformationPageQuery.graphql'),
        import('../features/account/tabs'),
      ]);
      // Asked again on every visit (the store shows meanwhile): a KYC decision or a session ended elsewhere
      // while the page was closed must not be hidden by what the store remembers.
      return { query: preload<AccountInformationPageQuery>(query.default, accountTabVariables(params.tab), 'store-and-network') };
    },
  }),
  page(SITE_ROUTES.privateMessage, {
    load: () => import('../features/messages/MessagesPage'),
    prepare: async (args) => (await import('../features/messages/preload')).prepareMessages(args),
  }),
  page(SITE_ROUTES.responsibleGambling, {
    load: () => import('../features/responsible/ResponsibleGamblingPage'),
    // Asked afresh on each visit: limits get used and pending changes become confirmable while the player is away.
    prepare: async () => ({
      query: preload<ResponsibleGamblingPageQuery>((await import('../features/responsible/__generated__/ResponsibleGamblingPageQuery.graphql')).default, {}, 'store-and-network'),
    }),
  }),
  page(SITE_ROUTES.settings, { load: () => import('../features/settings/SettingsPage') }),
  page(SITE_ROUTES.agentUsers, { load: () => import('../features/agents/AgentUsersPage'), prepare: async () => (await agentsPreload()).prepareAgentUsers() }),
  page(SITE_ROUTES.agentReports, { load: () => import('../features/agents/AgentReportsPage'), prepare: async () => (await agentsPreload()).prepareAgentReports() }),
  page(SITE_ROUTES.notFound, { load: () => import('../features/shell/NotFoundPage') }),
];
