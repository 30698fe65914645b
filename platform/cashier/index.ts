/**
 * The cashier and bonus services (issue 6). The platform mounts
 * cashierRoutes(deps) and bonusRoutes(deps); the sportsbook and the casino call
 * recordWager inside their bet transactions.
 */
export { cashierRoutes } from './routes';
export { bonusRoutes } from '../bonus/routes';
export { recordWager, runWeeklyCashback, type WagerResult } from '../bonus/service';
export type { CashierTables } from './schema';
export { DEFAULT_CASHIER_OPTIONS, loadCashierOptions, type CashierOptions, type CashierDepsInput } from './options';
export { seedCashierDemoData, DEMO_VOUCHERS } from './seed';
export { TEST_CARDS } from './sandbox';
export { TransactionStatus, STATUS_GROUPS, StatementType, BonusStatus, X1Status } from './statuses';
export { up as migrateCashier } from '../db/migrations/0004_cashier';
