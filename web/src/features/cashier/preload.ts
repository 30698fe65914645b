/**
 * The cashier pages' preparation (the route table's): the landing's parameters (the payment page's
 * outcome, a requested withdrawal method) are kept before the shell drops them from the address,
 * then the page, history and pending-withdrawal queries start.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../routing/preload';
import CashierPageQuery, { type CashierPageQuery as CashierPageOperation } from './__generated__/CashierPageQuery.graphql';
import PendingWithdrawalsQuery, { type PendingWithdrawalsQuery as PendingWithdrawalsOperation } from './__generated__/PendingWithdrawalsQuery.graphql';
import TransactionHistoryQuery, { type TransactionHistoryQuery as TransactionHistoryOperation } from './__generated__/TransactionHistoryQuery.graphql';
import { peekCashierLanding, rememberCashierLanding } from './landing';
import { cashierFetchPolicy } from './version';
import { DEFAULT_HISTORY_VARIABLES, HISTORY_PAGE } from './rules';
import { cashierPageVariables, cashierTabOf } from './tabs';

export function prepareCashier({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  rememberCashierLanding(url);
  const tab = cashierTabOf(url.pathname);
  const policy = cashierFetchPolicy();
  return {
    page: preload<CashierPageOperation>(CashierPageQuery, cashierPageVariables(tab, peekCashierLanding().method), policy),
    history: preload<TransactionHistoryOperation>(TransactionHistoryQuery, DEFAULT_HISTORY_VARIABLES, policy),
    pending: tab === 'withdraw' ? preload<PendingWithdrawalsOperation>(PendingWithdrawalsQuery, { count: HISTORY_PAGE }, policy) : null,
  };
}
