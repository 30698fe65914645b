import type { ComponentType } from 'react';

/**
 * Every page of the site under /{lang}/. titleKey names its entry in
 * locales/<lang>/meta.json; sportType pages show the Betslip entry of the
 * bottom navigation (seed 000 §2).
 */
export interface PageDefinition {
  path: string;
  titleKey: string;
  sportType?: boolean;
  /** The page's component, downloaded on first visit. */
  load: () => Promise<{ default: ComponentType }>;
}

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
const casino = (page: 'CasinoPage' | 'GamePage') => async () => ({ default: (await loadCasino())[page] });
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

export const PAGES: PageDefinition[] = [
  { path: 'home', titleKey: 'home', load: () => import('../features/home/HomePage') },
  { path: 'casino/:category', titleKey: 'casino', load: casino('CasinoPage') },
  { path: 'live-casino/:category', titleKey: 'liveCasino', load: casino('CasinoPage') },
  { path: 'casino/game/:gameId', titleKey: 'casinoGame', load: casino('GamePage') },
  { path: 'sport/:sport?', titleKey: 'sport', sportType: true, load: prematch },
  { path: 'live/:sport?', titleKey: 'live', sportType: true, load: () => import('../features/sportsbook/pages/LivePage') },
  { path: 'prematch/:sport?', titleKey: 'prematch', sportType: true, load: prematch },
  { path: 'esports/:sport?', titleKey: 'esports', sportType: true, load: () => import('../features/sportsbook/pages/EsportsPage') },
  { path: 'outrights', titleKey: 'outrights', sportType: true, load: () => import('../features/sportsbook/pages/OutrightsPage') },
  { path: 'schedule/:date?', titleKey: 'schedule', sportType: true, load: () => import('../features/sportsbook/pages/SchedulePage') },
  { path: 'results/:date?', titleKey: 'results', sportType: true, load: () => import('../features/sportsbook/pages/ResultsPage') },
  { path: 'match/:matchId', titleKey: 'match', sportType: true, load: () => import('../features/sportsbook/pages/MatchPage') },
  { path: 'virtual-sports', titleKey: 'virtualSports', sportType: true, load: placeholder },
  ...Object.entries(STATIC_PAGES).map(([path, key]) => ({ path, titleKey: key, load: staticPage })),
  { path: 'bonus-terms', titleKey: 'bonusTerms', load: placeholder },
  { path: 'esports-betting-guide', titleKey: 'esportsBettingGuide', load: placeholder },
  { path: 'mystery-jackpots', titleKey: 'mysteryJackpots', load: placeholder },
  { path: 'lucky-draw', titleKey: 'luckyDraw', load: placeholder },
  { path: 'login', titleKey: 'login', load: withModal },
  { path: 'register', titleKey: 'register', load: withModal },
  { path: 'lost-password', titleKey: 'lostPassword', load: withModal },
  { path: 'set-password', titleKey: 'setPassword', load: () => import('../features/account/SetPasswordPage') },
  { path: 'verify-email', titleKey: 'verifyEmail', load: () => import('../features/account/VerifyEmailPage') },
  { path: 'mailbox', titleKey: 'mailbox', load: () => import('../features/account/MailboxPage') },
  { path: 'open-modal/:modal/:data?', titleKey: 'home', load: withModal },
  { path: 'user/myAccount', titleKey: 'myAccount', load: () => import('../features/account/MyAccountPage') },
  // Seed 001 §2: /user/deposit is also where the bonus-claim error's Deposit button leads.
  { path: 'user/deposit', titleKey: 'deposit', load: cashier },
  { path: 'user/depositAndWithdraw/deposit', titleKey: 'deposit', load: cashier },
  { path: 'user/depositAndWithdraw/withdraw', titleKey: 'withdraw', load: cashier },
  { path: 'user/bonuses/:tab', titleKey: 'bonuses', load: () => import('../features/bonuses/BonusesPage') },
  { path: 'user/accountInformation/:tab', titleKey: 'accountInformation', load: accountInformation },
  { path: 'user/privateMessage/:messageId?', titleKey: 'privateMessage', load: () => import('../features/messages/MessagesPage') },
  { path: 'user/settings/customer', titleKey: 'settings', load: () => import('../features/settings/SettingsPage') },
  { path: 'agent-management/users', titleKey: 'agentUsers', load: () => import('../features/agents/AgentUsersPage') },
  { path: 'agent-management/reports', titleKey: 'agentReports', load: () => import('../features/agents/AgentReportsPage') },
  { path: '404', titleKey: 'notFound', load: () => import('../features/shell/NotFoundPage') },
];
