import { type PlatformConfig, platformEnv } from '../config';
import type { Db } from '../db/connection';

/** The cashier's settings: environment variables with working defaults (ARCHITECTURE rule 8). */
export interface CashierOptions {
  /**
   * Signs the sandbox providers' callbacks (HMAC-SHA256 of the raw body) and the
   * sandbox page links. A real provider has its own secret; the sandbox has this one.
   */
  sandboxSecret: string;
  /** Derives each player's crypto deposit addresses; changing it changes only addresses not yet stored. */
  addressSecret: string;
  /** The account players send bank transfers to (seed 000 §3 "Bank deposit info"). */
  bank: { BankName: string; BranchName: string; AccountType: string; AccountNumber: string; AccountName: string };
  /** The X1 payment widget's id (seed 000 §3 "X1 widget modal data"). */
  x1WidgetId: string;
}

export const DEFAULT_CASHIER_OPTIONS: CashierOptions = {
  sandboxSecret: 'oddsgate-sandbox-secret',
  addressSecret: 'oddsgate-address-secret',
  bank: {
    BankName: 'Oddsgate Sandbox Bank',
    BranchName: 'Stockholm City',
    AccountType: 'Current account',
    AccountNumber: 'SE45 5000 0000 0583 9825 7466',
    AccountName: 'Oddsgate Payments AB',
  },
  x1WidgetId: 'oddsgate-x1-sandbox',
};

/** CASHIER_SANDBOX_SECRET, CASHIER_ADDRESS_SECRET, CASHIER_X1_WIDGET_ID; anything unset keeps its default. */
export function loadCashierOptions(env: NodeJS.ProcessEnv = process.env): CashierOptions {
  const checked = platformEnv(env);
  return {
    ...DEFAULT_CASHIER_OPTIONS,
    sandboxSecret: checked.CASHIER_SANDBOX_SECRET ?? DEFAULT_CASHIER_OPTIONS.sandboxSecret,
    addressSecret: checked.CASHIER_ADDRESS_SECRET ?? DEFAULT_CASHIER_OPTIONS.addressSecret,
    x1WidgetId: checked.CASHIER_X1_WIDGET_ID ?? DEFAULT_CASHIER_OPTIONS.x1WidgetId,
  };
}

/** What cashierRoutes and bonusRoutes need: the platform's database and config, and our options. */
export interface CashierDepsInput {
  db: Db;
  config: PlatformConfig;
  options?: Partial<CashierOptions>;
}

export interface CashierDeps {
  db: Db;
  config: PlatformConfig;
  options: CashierOptions;
}

export function cashierDeps(input: CashierDepsInput): CashierDeps {
  return {
    db: input.db,
    config: input.config,
    options: { ...DEFAULT_CASHIER_OPTIONS, ...input.options },
  };
}
