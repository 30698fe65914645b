import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Db } from './connection';
import * as foundation from './migrations/0001_foundation';
import * as accounts from './migrations/0002_accounts';
import * as sportsbook from './migrations/0003_sportsbook';
import * as cashier from './migrations/0004_cashier';
import * as betting from './migrations/0005_betting';
import * as uncontendedLedger from './migrations/0006_uncontended_ledger';
import * as casino from './migrations/0007_casino';
import * as gameServer from './migrations/0008_game_server';
import * as partners from './migrations/0010_partners';
import * as agents from './migrations/0009_agents';
import * as messages from './migrations/0011_messages';
import * as signInFailures from './migrations/0012_sign_in_failures';
import * as emailChange from './migrations/0013_email_change';
import * as oddsTolerance from './migrations/0014_odds_tolerance';
import * as liveDetail from './migrations/0015_live_detail';
import * as leases from './migrations/0016_leases';
import * as ticketMarketTime from './migrations/0017_ticket_market_time';
import * as responsibleGambling from './migrations/0018_responsible_gambling';
import * as outboxVisibility from './migrations/0019_outbox_visibility';
import * as jackpotShards from './migrations/0020_jackpot_shards';
import * as limitPrompt from './migrations/0021_limit_prompt';
import * as staff from './migrations/0022_staff';
import * as withdrawalApprovals from './migrations/0023_withdrawal_approvals';
import * as compliance from './migrations/0024_compliance';
import * as chat from './migrations/0026_chat';
import * as reportIndexes from './migrations/0029_report_indexes';
import * as playerSupport from './migrations/0030_player_support';
import * as marketing from './migrations/0031_marketing';
import * as casinoLobby from './migrations/0032_casino_lobby';
import * as adjustments from './migrations/0034_adjustments';
import * as tradingLiability from './migrations/0035_trading_liability';
import * as tradingControls from './migrations/0036_trading_controls';
import * as playerRisk from './migrations/0037_player_risk';
import * as betTicker from './migrations/0038_bet_ticker';
import * as resultCorrections from './migrations/0039_result_corrections';
import * as tradingMarginOverride from './migrations/0040_trading_margin_override';
import * as oneSuspension from './migrations/0041_one_suspension';
import * as altchaChallenges from './migrations/0042_altcha_challenges';
import * as correctionScore from './migrations/0045_correction_score';
import * as tradingLiabilityShards from './migrations/0046_trading_liability_shards';
import * as kenoEngine from './migrations/0047_keno_engine';
import * as cashoutParts from './migrations/0048_cashout_parts';
import * as ticketShares from './migrations/0049_ticket_shares';
import * as ticketEdits from './migrations/0051_ticket_edits';

/** Listed in code (not read from a folder) so bundling and tests see the same set. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_sportsbook': sportsbook,
  '0004_cashier': cashier,
  '0005_betting': betting,
  '0006_uncontended_ledger': uncontendedLedger,
  '0007_casino': casino,
  '0008_game_server': gameServer,
  '0010_partners': partners,
  '0009_agents': agents,
  '0011_messages': messages,
  '0012_sign_in_failures': signInFailures,
  '0013_email_change': emailChange,
  '0014_odds_tolerance': oddsTolerance,
  '0015_live_detail': liveDetail,
  '0016_leases': leases,
  '0017_ticket_market_time': ticketMarketTime,
  '0018_responsible_gambling': responsibleGambling,
  '0019_outbox_visibility': outboxVisibility,
  '0020_jackpot_shards': jackpotShards,
  '0021_limit_prompt': limitPrompt,
  '0022_staff': staff,
  '0023_withdrawal_approvals': withdrawalApprovals,
  '0024_compliance': compliance,
  '0026_chat': chat,
  '0029_report_indexes': reportIndexes,
  '0030_player_support': playerSupport,
  '0031_marketing': marketing,
  '0032_casino_lobby': casinoLobby,
  '0034_adjustments': adjustments,
  '0035_trading_liability': tradingLiability,
  '0036_trading_controls': tradingControls,
  '0037_player_risk': playerRisk,
  '0038_bet_ticker': betTicker,
  '0039_result_corrections': resultCorrections,
  '0040_trading_margin_override': tradingMarginOverride,
  '0041_one_suspension': oneSuspension,
  '0042_altcha_challenges': altchaChallenges,
  '0045_correction_score': correctionScore,
  '0046_trading_liability_shards': tradingLiabilityShards,
  '0047_keno_engine': kenoEngine,
  '0048_cashout_parts': cashoutParts,
  '0049_ticket_shares': ticketShares,
  '0051_ticket_edits': ticketEdits,
};

const migratorOf = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Runs a migrator step; a failure names the migration and its cause. Answers the migrations it ran. */
async function run(step: Promise<MigrationResultSet>): Promise<string[]> {
  const { error, results } = await step;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? '(none run)'} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => `${result.direction.toLowerCase()} ${result.migrationName}`);
}

export function migrateToLatest(db: Db): Promise<string[]> {
  return run(migratorOf(db).migrateToLatest());
}

/** Undoes the latest migration applied (`npm run db -- down`). */
export function migrateDown(db: Db): Promise<string[]> {
  return run(migratorOf(db).migrateDown());
}

/** Every migration the code knows, and when each was applied (null: not yet). */
export async function migrationStatus(db: Db): Promise<{ name: string; executedAt: Date | null }[]> {
  return (await migratorOf(db).getMigrations()).map((migration) => ({ name: migration.name, executedAt: migration.executedAt ?? null }));
}
