import { readDepositReturn, type DepositReturn } from './rules';

/**
 * What the address of a cashier page said when the player arrived: the
 * payment page's outcome (?status=…&depositId=…) and a requested withdrawal
 * method (?method=…). The shell removes query parameters from the address
 * right after the first render (seed 001 §2), which can be before a page
 * that waits for its data reads them; the route loader, which runs before
 * any of that, keeps them here for the page to take once.
 */
export interface CashierLanding {
  deposit: DepositReturn | null;
  method: string | null;
}

let landing: CashierLanding = { deposit: null, method: null };

/** Called by the route loaders with the address they load; an address without parameters keeps what was kept. */
export function rememberCashierLanding(url: URL) {
  const deposit = readDepositReturn(url.searchParams);
  const method = url.searchParams.get('method');
  if (deposit || method) landing = { deposit, method: method && /^[a-z0-9_-]{1,40}$/i.test(method) ? method : null };
}

/** What the page arrived with; read in a state initializer (StrictMode may read twice, so reading does not clear). */
export const peekCashierLanding = (): CashierLanding => landing;

/** Forgets it once the page holds it, so coming back later does not show the old outcome again. */
export function clearCashierLanding() {
  landing = { deposit: null, method: null };
}
