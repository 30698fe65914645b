import type { ComponentType } from 'react';
import { mayCall, type Operation } from '../../../rules/backoffice';
import { TRADING_AUDIT, TRADING_CORRECTIONS, TRADING_TICKER } from './paths';

/**
 * The back office's table of pages (issue 18). An area adds its page with ONE entry here:
 *   { path: 'withdrawals', titleKey: 'withdrawals.title', titleNs: 'backoffice-payments', operation: 'withdrawals.read',
 *     load: () => import('./payments/WithdrawalsPage') }
 * `path` is under /backoffice/{lang}/; `titleKey` names the page in the nav, the dashboard and the document
 * title (in `titleNs`, the area's own locales/<lang>/backoffice-<area>.json; default `backoffice`);
 * `operation` is the operation of rules/backoffice.ts whose roles see the page in the nav and on the
 * dashboard (the gateway refuses the page's data to others anyway); `load` is a lazy chunk whose default
 * export is the page component. Only pages that exist get an entry.
 */
export interface BackofficePage {
  path: string;
  titleKey: string;
  titleNs?: string;
  operation: Operation;
  load: () => Promise<{ default: ComponentType }>;
  /** The page has addresses of its own below its path (players/<id>): it routes them itself. */
  nested?: true;
}

export const BACKOFFICE_PAGES: readonly BackofficePage[] = [
  { path: 'trading', titleKey: 'title', titleNs: 'backoffice-trading', operation: 'trading.read', load: () => import('./trading/TradingPage'), nested: true },
  { path: 'reports', titleKey: 'title', titleNs: 'backoffice-reports', operation: 'reports.read', load: () => import('./reports/ReportsPage') },
  { path: 'payments', titleKey: 'title', titleNs: 'backoffice-payments', operation: 'withdrawals.read', load: () => import('./payments/PaymentsPage') },
  { path: 'casino', titleKey: 'title', titleNs: 'backoffice-casino', operation: 'casino.read', load: () => import('./casino/CasinoLobbyPage') },
  { path: 'marketing', titleKey: 'title', titleNs: 'backoffice-marketing', operation: 'bonuses.read', load: () => import('./marketing/CampaignsPage') },
  { path: 'segment-messages', titleKey: 'messages.title', titleNs: 'backoffice-marketing', operation: 'messages.segment', load: () => import('./marketing/SegmentMessagePage') },
  { path: 'staff', titleKey: 'staff.title', operation: 'staff.read', load: () => import('./staff/StaffPage') },
  { path: 'chat', titleKey: 'title', titleNs: 'backoffice-chat', operation: 'chat.read', load: () => import('./chat/ChatConsolePage') },
  { path: 'audit', titleKey: 'audit.title', operation: 'audit.read', load: () => import('./audit/AuditPage') },
  { path: TRADING_TICKER, titleKey: 'title', titleNs: 'backoffice-ticker', operation: 'trading.read', load: () => import('./trading/TickerPage') },
  // The audit log's page on the trading operations' own read: traders read it without the whole log (audit.read).
  { path: TRADING_AUDIT, titleKey: 'auditTitle', titleNs: 'backoffice-ticker', operation: 'trading.audit.read', load: () => import('./trading/TradingAuditPage') },
  { path: 'players', titleKey: 'title', titleNs: 'backoffice-players', operation: 'players.read', load: () => import('./players/PlayersPage'), nested: true },
  { path: 'compliance', titleKey: 'page.title', titleNs: 'backoffice-compliance', operation: 'kyc.read', load: () => import('./compliance/CompliancePage') },
  { path: 'trading-controls', titleKey: 'title', titleNs: 'backoffice-trading-controls', operation: 'trading.read', load: () => import('./trading/TradingControlsPage'), nested: true },
  { path: 'operations', titleKey: 'title', titleNs: 'backoffice-operations', operation: 'release.read', load: () => import('./operations/OperationsPage') },
  { path: TRADING_CORRECTIONS, titleKey: 'trading.corrections.title', operation: 'trading.correct', load: () => import('./trading/CorrectionsPage') },
];

/** The namespaces the pages' titles are in: the nav, the dashboard and the document title load them all. */
export const TITLE_NAMESPACES: readonly string[] = ['backoffice', ...new Set(BACKOFFICE_PAGES.flatMap((page) => (page.titleNs ? [page.titleNs] : [])))];

/** The pages a member of staff with these roles may open, in the table's order (the nav and the dashboard). */
export const pagesFor = (roles: readonly string[], pages: readonly BackofficePage[] = BACKOFFICE_PAGES): BackofficePage[] =>
  pages.filter((page) => mayCall(roles, page.operation));

/** The namespaced key of a page's title, for t(). */
export const titleOf = (page: BackofficePage) => `${page.titleNs ?? 'backoffice'}:${page.titleKey}`;
