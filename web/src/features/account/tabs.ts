/** Seed 001 §2 Account Information tabs: personal details, KYC (customer) and account safety (security). */
export const ACCOUNT_TABS = ['personal', 'customer', 'security'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const isAccountTab = (tab: string | undefined): tab is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(tab ?? '');

/** The page query's variables: only the open tab's data is fetched. */
export const accountTabVariables = (tab: string | undefined) => ({
  personal: tab === 'personal',
  customer: tab === 'customer',
  security: tab === 'security',
});
