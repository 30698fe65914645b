/**
 * Betting (issue 5): the bet slip, placement, the live delay, settlement from the feed, rollback and
 * cash-out. The platform mounts bettingRoutes(deps) and runs startBettingWorker(deps).
 */
export { bettingRoutes } from './routes';
export { bettingDeps, type BettingDeps } from './context';
export { DEFAULT_BETTING_OPTIONS, loadBettingOptions, type BettingOptions } from './options';
export { startBettingWorker, bettingPass } from './worker';
