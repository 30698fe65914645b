import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useModal } from '../modals/ModalContext';
import type { CancelWithdrawalData } from '../modals/content/CancelWithdrawalModal';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useTimeZone } from '../sportsbook/settings/settings';
import { PendingDepositActions } from './PendingDepositActions';
import type { TransactionRow_transaction$key } from './__generated__/TransactionRow_transaction.graphql';

const fragment = graphql`
  fragment TransactionRow_transaction on CashierTransaction {
    id
    legacyId
    typeText
    statusText
    statusGroup
    amount {
      amount
      currency
    }
    methodName
    referenceNumber
    reasonText
    bonusCode
    createdAt
    cancelable
    type
    status
  }
`;

/** Seed 001 §4 status groups as a pill's tone (text and colour, never colour alone); other groups have none. */
const TONES: Readonly<Record<string, string>> = {
  COMPLETED: 'status--verified',
  PENDING: 'status--pending',
  REJECTED: 'status--rejected',
  CANCELED: 'status--rejected',
};

export const statusTone = (group: string): string => TONES[group] ?? '';

/** One transaction of the history: when, what, by which method, how much, its status; Cancel while a withdrawal is pending, Resume or Cancel while a deposit is. */
export function TransactionRow({ transaction }: { transaction: TransactionRow_transaction$key }) {
  const { t } = useTranslation('cashier');
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const { open } = useModal();
  const tx = useFragment(fragment, transaction);
  const amount = formatMoney(lang, tx.amount.amount, tx.amount.currency);
  return (
    <tr data-testid="transaction-row" data-status-group={tx.statusGroup}>
      <td className="cell--nowrap">{formatDateTime(lang, tx.createdAt, timeZone)}</td>
      <td>{tx.typeText}</td>
      <td className="cell--wrap">
        {tx.methodName ?? '—'}
        {tx.referenceNumber && <span className="muted transaction__detail">{t('web.history.reference', { reference: tx.referenceNumber })}</span>}
        {tx.bonusCode && <span className="muted transaction__detail">{t('web.history.bonusCode', { code: tx.bonusCode })}</span>}
      </td>
      <td className="cell--amount">{amount}</td>
      <td>
        <span className={`status ${statusTone(tx.statusGroup)}`}>{tx.statusText}</span>
        {tx.reasonText && <span className="muted transaction__detail">{tx.reasonText}</span>}
      </td>
      <td className="cell--action">
        {tx.cancelable && (
          <button
            type="button"
            className="button button--small"
            onClick={() => open('cancelWithdrawalModal', { id: tx.id, amount, method: tx.methodName } satisfies CancelWithdrawalData)}
          >
            {t('web.withdraw.cancel')}
          </button>
        )}
        {tx.type === 'DEPOSIT' && tx.status === 'PENDING' && <PendingDepositActions id={tx.id} />}
      </td>
    </tr>
  );
}

/** The transactions' table, shared by the history and the pending withdrawals. */
export function TransactionTable({ edges }: { edges: readonly { readonly node: { readonly id: string } & TransactionRow_transaction$key }[] }) {
  return (
    <div className="table-scroll">
      <table className="transaction-table">
        <TransactionTableHead />
        <tbody>
          {edges.map((edge) => (
            <TransactionRow key={edge.node.id} transaction={edge.node} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The columns before the actions', in TransactionRow's order. */
const COLUMNS = ['date', 'type', 'method', 'amount', 'status'] as const;

function TransactionTableHead() {
  const { t } = useTranslation('cashier');
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => (
          <th key={column} scope="col">
            {t(`web.history.${column}`)}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">{t('web.history.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
