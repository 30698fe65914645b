/**
 * Casino (issue 7): the providers' contracts and catalogue, game sessions, the seamless wallet and the
 * jackpots. The platform mounts casinoRoutes and providerRoutes, runs ensureCasinoData at boot and
 * startJackpotWorker beside the betting worker. The game server (./gameserver) calls wallet.ts and
 * sessions.ts in-process.
 */
export { casinoRoutes, providerSecret } from './routes';
export { providerRoutes } from './provider-routes';
export { ensureCasinoData } from './seed';
export { startJackpotWorker, publishJackpots } from './jackpots';
export { sessionByToken, launchGame, endSession, type CasinoSession } from './sessions';
export { walletBalance, walletBet, walletWin, walletRollback, type WalletAnswer, type WalletCall, type RollbackCall } from './wallet';
export type { CasinoTables } from './schema';
