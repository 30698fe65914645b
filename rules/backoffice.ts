/**
 * The back office's one role table (issue 18): which staff role may call which operation. The platform
 * checks it on every back-office route (platform/staff/guard.ts) and the gateway on every `backoffice`
 * field (Pothos scope-auth, gateway/builder.ts): the same table, so the two can never disagree.
 *
 * `admin` may call everything; `auditor` may call every `read` operation and nothing else. An operation
 * marked `machine` may also be called with the shared X-Admin-Token (a deploy pipeline, the feed, a
 * retail voucher system, the test controls); every other one is something a person does and needs a
 * staff session, so the token is refused for it.
 */

export const STAFF_ROLES = ['admin', 'trader', 'payments', 'compliance', 'support', 'marketing', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

interface OperationRule {
  /** Reads change nothing: the auditor may call them. */
  kind: 'read' | 'write';
  /** The roles besides admin (and besides the auditor for reads) that may call it. */
  roles: readonly StaffRole[];
  /** Also callable machine-to-machine with X-Admin-Token. */
  machine?: true;
}

const read = (...roles: StaffRole[]): OperationRule => ({ kind: 'read', roles });
const write = (...roles: StaffRole[]): OperationRule => ({ kind: 'write', roles });
const machine = (rule: OperationRule): OperationRule => ({ ...rule, machine: true });

export const OPERATIONS = {
  // Staff and the audit log.
  'staff.read': read(),
  'staff.manage': write(),
  // `npm run staff` while the platform runs: the first admin (or unlocking the only one), and only while
  // no unlocked admin exists — after that, staff are made in the back office.
  'staff.bootstrap': machine(write()),
  'audit.read': read('compliance'),
  // Support.
  'chat.read': read('support'),
  'chat.answer': write('support'),
  // Players (search, profile, support's actions).
  'players.read': read('support', 'payments', 'compliance', 'trader'),
  'players.lock': write('support', 'compliance'),
  'players.sessions.end': write('support'),
  'players.twoFactor.reset': write('support'),
  'players.note': write('support', 'compliance', 'payments'),
  'players.tag': write('support', 'marketing'),
  'players.message': write('support'),
  // Payments.
  'withdrawals.read': read('payments'),
  'withdrawals.decide': write('payments'),
  'vouchers.create': machine(write('payments')),
  'deposits.read': read('payments'),
  'adjustments.create': write('payments'),
  // Compliance.
  'kyc.read': read('compliance'),
  'kyc.decide': write('compliance'),
  'flags.read': read('compliance'),
  'flags.resolve': write('compliance'),
  'responsible.read': read('compliance', 'support'),
  // Marketing: bonus campaigns (codes), personal bonuses, the weekly cashback run (a scheduler may start it),
  // private messages to a segment of players.
  'bonuses.read': read('marketing'),
  'bonuses.manage': write('marketing'),
  'bonuses.assign': write('marketing'),
  'bonuses.cashback': machine(write('marketing')),
  'messages.segment': write('marketing'),
  // Reports.
  'reports.read': read('payments', 'compliance', 'marketing', 'trader'),
  // Casino: the lobby's games and providers, the jackpot pools' seeds.
  'casino.read': read('marketing'),
  'casino.manage': write('marketing'),
  'jackpots.seed': write('marketing'),
  // Trading (issue 19 builds its console on these).
  'trading.settle': machine(write('trader')),
  // A corrected result or a voided market of a settled match: resettles its tickets (and may leave a player in debt).
  'trading.correct': write('trader'),
  // A player's risk profile: the stake factor on their max bets and what their record suggests (support reads it).
  'trading.risk.read': read('trader', 'support'),
  'trading.risk': write('trader'),
  // The liability book: the matches by liability and one match's outcomes (the auditor reads them too).
  'trading.read': read('trader'),
  // The audit of the trading operations (trading.…) alone: the desk reads its own acts without audit.read.
  'trading.audit.read': read('trader'),
  // A market's maximum liability and auto-suspend threshold.
  'trading.limits': write('trader'),
  // The desk's controls: suspensions (a threshold's too: one reopen), price overrides and max stakes per market (issue 19, platform/trading).
  'trading.control': write('trader'),
  // The feed and the test controls: machines only (no staff screen calls them).
  'feed.inject': machine(write('trader')),
  'test.controls': machine(write()),
  // Operations: the web build players run (a deploy pipeline publishes it), partner API keys (scripts/
  // partner-key.ts lists, creates and revokes them), the agent network (a person's decision only).
  'release.read': read(),
  'release.publish': machine(write()),
  'partners.read': machine(read()),
  'partners.manage': machine(write()),
  'agents.read': read(),
  'agents.manage': write(),
} as const satisfies Record<string, OperationRule>;

export type Operation = keyof typeof OPERATIONS;
export const OPERATION_NAMES = Object.keys(OPERATIONS) as Operation[];

/** Whether staff holding these roles may call the operation. */
export function mayCall(roles: readonly string[], operation: Operation): boolean {
  const rule: OperationRule = OPERATIONS[operation];
  if (roles.includes('admin')) return true;
  if (rule.kind === 'read' && roles.includes('auditor')) return true;
  return rule.roles.some((role) => roles.includes(role));
}

/** Whether the shared X-Admin-Token may call it (machine-to-machine). */
export const machineMayCall = (operation: Operation): boolean => (OPERATIONS[operation] as OperationRule).machine === true;

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

export { BACKOFFICE_GRAPHQL, BACKOFFICE_PATH } from './backoffice-paths';
