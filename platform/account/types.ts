/** Seed 001 §1: account types by their numeric value. */
export const AccountType = { User: 0, Agent: 1, SuperAgent: 2, DemoUser: 3, SuperMasterAgent: 4 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
