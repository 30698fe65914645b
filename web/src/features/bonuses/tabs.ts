/** Seed 001 §2: /user/bonuses/available, /active, /history. */
export const BONUS_TABS = ['available', 'active', 'history'] as const;
export type BonusTab = (typeof BONUS_TABS)[number];

export const isBonusTab = (tab: string | undefined): tab is BonusTab => (BONUS_TABS as readonly string[]).includes(tab ?? '');

/**
 * The page query's variables: the offers for "available", the player's bonuses
 * (active or history) otherwise, 20 at a time (seed 001 §9). The page size is a
 * variable, not a literal: the gateway's cost limit multiplies a literal `first`.
 */
export const bonusesPageVariables = (tab: string | undefined) => ({
  available: tab === 'available',
  mine: tab === 'active' || tab === 'history',
  status: tab === 'history' ? ('HISTORY' as const) : ('ACTIVE' as const),
  count: 20,
});

/** Seed 001 §4 bonus status as the key of its label (cashier:bonus.statuses.*). */
export const bonusStatusKey = (status: string) => `bonus.statuses.${status.charAt(0)}${status.slice(1).toLowerCase()}`;
