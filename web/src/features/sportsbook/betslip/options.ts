import { useSyncExternalStore } from 'react';
import { browserStorage, createStoredValue, reloadOnOtherTabs, type StorageLike } from './storedValue';
import { BET_TABS, type BetTab } from '../../../../../rules/betting/placement-rules';
import { FULL_COVER_NAMES } from '../../../../../rules/betting/combinations';

/**
 * The rest of the slip a player sets up (seed 002 §3 "Bet slip": stakes per bet type, bankers,
 * selectedTab, teaserBet.selectedBetType), kept beside the selections in localStorage so a reload or a
 * sign-in finds the slip as it was left. The selections themselves stay under the key the shell counts.
 */
export const SLIP_OPTIONS_STORAGE_KEY = 'oddsgate.betslip.options';

export type StakeTab = Exclude<BetTab, 'system'>;
export type OddsPolicyChoice = 'DECLINE_ANY' | 'ACCEPT_BETTER' | 'ACCEPT_ANY';
export const ODDS_POLICY_CHOICES: readonly OddsPolicyChoice[] = ['DECLINE_ANY', 'ACCEPT_BETTER', 'ACCEPT_ANY'];
export type IfBetVariantChoice = 'STANDARD' | 'ACTION';

export interface SlipOptions {
  tab: BetTab;
  /** The stake input of each bet type but system, as typed. */
  stakes: Partial<Record<StakeTab, string>>;
  /** System tab: size (k of "k of n") → stake per line, as typed. */
  systemStakes: Record<string, string>;
  /** System tab: named full cover ('yankee'…) → stake per line, as typed. */
  coverStakes: Record<string, string>;
  /** Odd global ids marked as bankers (system tab). */
  bankers: string[];
  teaserId: number | null;
  ifBetVariant: IfBetVariantChoice;
  freeBetId: string | null;
  insurance: boolean;
  /** The player's choice; null follows the account's saved policy. */
  oddsPolicy: OddsPolicyChoice | null;
}

export const DEFAULT_SLIP_OPTIONS: SlipOptions = {
  tab: 'single',
  stakes: {},
  systemStakes: {},
  coverStakes: {},
  bankers: [],
  teaserId: null,
  ifBetVariant: 'STANDARD',
  freeBetId: null,
  insurance: false,
  oddsPolicy: null,
};

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** What was stored, field by field: anything unreadable falls back to its default. */
export function parseSlipOptions(raw: string | null): SlipOptions {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const tab = (BET_TABS as readonly unknown[]).includes(parsed.tab) ? (parsed.tab as BetTab) : DEFAULT_SLIP_OPTIONS.tab;
  const stakes = isRecordOfStrings(parsed.stakes)
    ? (Object.fromEntries(Object.entries(parsed.stakes).filter(([key]) => key !== 'system' && (BET_TABS as readonly string[]).includes(key))) as SlipOptions['stakes'])
    : {};
  const systemStakes = isRecordOfStrings(parsed.systemStakes) ? Object.fromEntries(Object.entries(parsed.systemStakes).filter(([key]) => /^\d{1,2}$/.test(key))) : {};
  const coverStakes = isRecordOfStrings(parsed.coverStakes) ? Object.fromEntries(Object.entries(parsed.coverStakes).filter(([key]) => (FULL_COVER_NAMES as readonly string[]).includes(key))) : {};
  return {
    tab,
    stakes,
    systemStakes,
    coverStakes,
    bankers: Array.isArray(parsed.bankers) ? parsed.bankers.filter((id): id is string => typeof id === 'string') : [],
    teaserId: typeof parsed.teaserId === 'number' && Number.isInteger(parsed.teaserId) ? parsed.teaserId : null,
    ifBetVariant: parsed.ifBetVariant === 'ACTION' ? 'ACTION' : 'STANDARD',
    freeBetId: typeof parsed.freeBetId === 'string' ? parsed.freeBetId : null,
    insurance: parsed.insurance === true,
    oddsPolicy: (ODDS_POLICY_CHOICES as readonly unknown[]).includes(parsed.oddsPolicy) ? (parsed.oddsPolicy as OddsPolicyChoice) : null,
  };
}

/** After a placement: the tab and the policy stay, the stakes and per-bet choices go with the tickets. */
export const afterPlacement = (options: SlipOptions): SlipOptions => ({ ...DEFAULT_SLIP_OPTIONS, tab: options.tab, oddsPolicy: options.oddsPolicy, ifBetVariant: options.ifBetVariant });

export interface SlipOptionsStore {
  get(): SlipOptions;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<SlipOptions> | ((current: SlipOptions) => Partial<SlipOptions>)): void;
  reload(): void;
}

export function createSlipOptionsStore(storage: StorageLike | null): SlipOptionsStore {
  const stored = createStoredValue(storage, SLIP_OPTIONS_STORAGE_KEY, parseSlipOptions);
  return {
    get: stored.get,
    subscribe: stored.subscribe,
    update(patch) {
      const current = stored.get();
      stored.set({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) });
    },
    reload: stored.reload,
  };
}

export const slipOptions = createSlipOptionsStore(browserStorage());
reloadOnOtherTabs(SLIP_OPTIONS_STORAGE_KEY, () => slipOptions.reload());

export const useSlipOptions = () => useSyncExternalStore(slipOptions.subscribe, slipOptions.get, slipOptions.get);
