import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { AccountInformationPageQuery } from '../features/account/__generated__/AccountInformationPageQuery.graphql';
import type { MyAccountPageQuery } from '../features/account/__generated__/MyAccountPageQuery.graphql';
import type { ResponsibleGamblingPageQuery } from '../features/responsible/__generated__/ResponsibleGamblingPageQuery.graphql';
import type { HomePageQuery } from '../features/home/__generated__/HomePageQuery.graphql';
import { preload } from './preload';

/**
 * The route table: every page of the site under /{lang}/, one entry each. routes.tsx turns it into
 * the router's routes and resolve.ts matches addresses against it; nothing else lists paths.
 */
export interface PageRoute<P extends object = object> {
  path: string;
  /** Its entry in locales/<lang>/meta.json. */
  titleKey: string;
  /** Shows the Betslip entry of the bottom navigation (seed 000 §2). */
  sportType?: boolean;
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

/** Pairs a page's props with what its preparation returns; the table holds entries of any page. */
const page = <P extends object>(entry: PageRoute<P>) => entry as unknown as PageRoute;

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

/** Seed 000 §2: the 13 static pages, by path and by their key in static.json. */
export const STATIC_PAGES: Record<string, string> = {
  'terms-and-conditions': 'termsAndConditions',
  'terms-conditions': 'termsAndConditions',
  'privacy-policy': 'privacyPolicy',
  'responsible-gaming': 'responsibleGaming',
  'about-us': 'aboutUs',
  help: 'help',
  affiliate: 'affiliate',
  'cookies-policy': 'cookiesPolicy',
  'self-exclusion-terms-and-conditions': 'selfExclusionTermsAndConditions',
  promotions: 'promotions',
  faq: 'faq',
  'payment-methods': 'paymentMethods',
  'aml-policy': 'amlPolicy',
  'bonus-terms-conditions': 'bonusTermsConditions',
};

/** The sportsbook pages' preparations are a small chunk of their own. */
const sportsbook = () => import('../features/sportsbook/pages/preload');
const casinoPreload = () => import('../features/casino/preload');
const agentsPreload = () => import('../features/agents/preload');
/** The cashier's three addresses are one page; the shell dropping the landing's query keeps its data. */
const cashierPage = (path: string, titleKey: string) =>
  page({ path, titleKey, load: cashier, prepare: async (args) => (await import('../features/cashier/preload')).prepareCashier(args), revalidate: NEW_PATH });
/** Home's query (matches with their markets) is a chunk of its own too: the shell stays small. */
const prepareHome = async () => ({
  query: preload<HomePageQuery>((await import('../features/home/__generated__/HomePageQuery.graphql')).default, {}, 'store-and-network'),
});

export const PAGES: PageRoute[] = [
  page({ path: 'home', titleKey: 'home', load: () => import('../features/home/HomePage'), prepare: prepareHome }),
  page({ path: 'casino/:category', titleKey: 'casino', load: casino('CasinoPage'), prepare: async (args) => (await casinoPreload()).prepareLobby('casino', args) }),
  page({ path: 'live-casino/:category', titleKey: 'liveCasino', load: casino('CasinoPage'), prepare: async (args) => (await casinoPreload()).prepareLobby('live', args) }),
  page({ path: 'casino/game/:gameId', titleKey: 'casinoGame', load: casino('GamePage'), prepare: async (args) => (await casinoPreload()).prepareGame(args), revalidate: NEW_PATH_OR_QUERY }),
  page({ path: 'sport/:sport?', titleKey: 'sport', sportType: true, load: prematch, prepare: async (args) => (await sportsbook()).preparePrematch(args) }),
  page({ path: 'live/:sport?', titleKey: 'live', sportType: true, load: () => import('../features/sportsbook/pages/LivePage'), prepare: async (args) => (await sportsbook()).prepareLive(args) }),
  page({ path: 'prematch/:sport?', titleKey: 'prematch', sportType: true, load: prematch, prepare: async (args) => (await sportsbook()).preparePrematch(args) }),
  page({ path: 'esports/:sport?', titleKey: 'esports', sportType: true, load: () => import('../features/sportsbook/pages/EsportsPage'), prepare: async (args) => (await sportsbook()).prepareEsports(args) }),
  page({ path: 'outrights', titleKey: 'outrights', sportType: true, load: () => import('../features/sportsbook/pages/OutrightsPage'), prepare: async () => (await sportsbook()).prepareOutrights() }),
  page({ path: 'schedule/:date?', titleKey: 'schedule', sportType: true, load: () => import('../features/sportsbook/pages/SchedulePage'), prepare: async (args) => (await sportsbook()).prepareSchedule(args) }),
  page({ path: 'results/:date?', titleKey: 'results', sportType: true, load: () => import('../features/sportsbook/pages/ResultsPage'), prepare: async (args) => (await sportsbook()).prepareResults(args) }),
  page({ path: 'match/:matchId', titleKey: 'match', sportType: true, load: () => import('../features/sportsbook/pages/MatchPage'), prepare: async (args) => (await sportsbook()).prepareMatch(args) }),
  page({ path: 'virtual-sports', titleKey: 'virtualSports', sportType: true, load: placeholder }),
  ...Object.entries(STATIC_PAGES).map(([path, key]) => page({ path, titleKey: key, load: staticPage })),
  page({ path: 'bonus-terms', titleKey: 'bonusTerms', load: placeholder }),
  page({ path: 'esports-betting-guide', titleKey: 'esportsBettingGuide', load: placeholder }),
  page({ path: 'mystery-jackpots', titleKey: 'mysteryJackpots', load: placeholder }),
  page({ path: 'lucky-draw', titleKey: 'luckyDraw', load: placeholder }),
  // The modal pages show home under the modal, so they prepare home's query.
  page({ path: 'login', titleKey: 'login', load: withModal, prepare: prepareHome }),
  page({ path: 'register', titleKey: 'register', load: withModal, prepare: prepareHome }),
  page({ path: 'lost-password', titleKey: 'lostPassword', load: withModal, prepare: prepareHome }),
  page({ path: 'set-password', titleKey: 'setPassword', load: () => import('../features/account/SetPasswordPage') }),
  page({ path: 'verify-email', titleKey: 'verifyEmail', load: () => import('../features/account/VerifyEmailPage') }),
  page({ path: 'mailbox', titleKey: 'mailbox', load: () => import('../features/account/MailboxPage') }),
  page({ path: 'open-modal/:modal/:data?', titleKey: 'home', load: withModal, prepare: prepareHome }),
  page({
    path: 'user/myAccount',
    titleKey: 'myAccount',
    load: () => import('../features/account/MyAccountPage'),
    prepare: async () => ({
      query: preload<MyAccountPageQuery>((await import('../features/account/__generated__/MyAccountPageQuery.graphql')).default, {}),
    }),
  }),
  // Seed 001 §2: /user/deposit is also where the bonus-claim error's Deposit button leads.
  cashierPage('user/deposit', 'deposit'),
  cashierPage('user/depositAndWithdraw/deposit', 'deposit'),
  cashierPage('user/depositAndWithdraw/withdraw', 'withdraw'),
  page({
    path: 'user/bonuses/:tab',
    titleKey: 'bonuses',
    load: () => import('../features/bonuses/BonusesPage'),
    prepare: async (args) => (await import('../features/bonuses/preload')).prepareBonuses(args),
  }),
  page({
    path: 'user/accountInformation/:tab',
    titleKey: 'accountInformation',
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
  page({
    path: 'user/privateMessage/:messageId?',
    titleKey: 'privateMessage',
    load: () => import('../features/messages/MessagesPage'),
    prepare: async (args) => (await import('../features/messages/preload')).prepareMessages(args),
  }),
  page({
    path: 'user/responsibleGambling',
    titleKey: 'responsibleGambling',
    load: () => import('../features/responsible/ResponsibleGamblingPage'),
    // Asked afresh on each visit: limits get used and pending changes become confirmable while the player is away.
    prepare: async () => ({
      query: preload<ResponsibleGamblingPageQuery>((await import('../features/responsible/__generated__/ResponsibleGamblingPageQuery.graphql')).default, {}, 'store-and-network'),
    }),
  }),
  page({ path: 'user/settings/customer', titleKey: 'settings', load: () => import('../features/settings/SettingsPage') }),
  page({ path: 'agent-management/users', titleKey: 'agentUsers', load: () => import('../features/agents/AgentUsersPage'), prepare: async () => (await agentsPreload()).prepareAgentUsers() }),
  page({ path: 'agent-management/reports', titleKey: 'agentReports', load: () => import('../features/agents/AgentReportsPage'), prepare: async () => (await agentsPreload()).prepareAgentReports() }),
  page({ path: '404', titleKey: 'notFound', load: () => import('../features/shell/NotFoundPage') }),
];
