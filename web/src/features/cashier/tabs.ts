/** Seed 001 §2: the deposit and withdraw tabs of /user/depositAndWithdraw (and /user/deposit, the deposit tab). */
export type CashierTab = 'deposit' | 'withdraw';

/** /user/depositAndWithdraw/withdraw is the withdraw tab; the deposit paths (and /user/deposit) the deposit tab. */
export const cashierTabOf = (pathname: string): CashierTab => (pathname.replace(/\/+$/, '').endsWith('/withdraw') ? 'withdraw' : 'deposit');

/** The page query's variables: only the open tab's data. The route loader preloads with the same. */
export const cashierPageVariables = (tab: CashierTab, method: string | null) => ({ deposit: tab === 'deposit', withdraw: tab === 'withdraw', method });
