import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useSetSubAccountLockedMutation } from '../../mutations/useSetSubAccountLockedMutation';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useTimeZone } from '../sportsbook/settings/settings';
import type { TransferDirection } from './rules';
import type { SubAccountForm_account$key } from './__generated__/SubAccountForm_account.graphql';
import type { SubAccountRow_account$key } from './__generated__/SubAccountRow_account.graphql';
import type { TransferDialog_account$key } from './__generated__/TransferDialog_account.graphql';

const fragment = graphql`
  fragment SubAccountRow_account on SubAccount {
    id
    userName
    email
    accountType
    currency
    locked
    balance {
      amount
      currency
    }
    createdAt
    ...SubAccountForm_account
    ...TransferDialog_account
  }
`;

/** What a row asks of the page: a dialog over the list, or a line above it. */
export type RowAction =
  | { kind: 'edit'; account: SubAccountForm_account$key }
  | { kind: 'transfer'; account: TransferDialog_account$key; direction: TransferDirection; currency: string }
  | { kind: 'notice'; text: string };

/** One sub-account: who, what type, its balance and state; edit, lock or unlock, deposit and withdraw. */
export function SubAccountRow({ account, onAction }: { account: SubAccountRow_account$key; onAction: (action: RowAction) => void }) {
  const { t } = useTranslation(['agents', 'common']);
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const row = useFragment(fragment, account);
  const [setLocked, locking] = useSetSubAccountLockedMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // Demo users play with play money only (issue 8): the platform refuses their transfers, so none is offered.
  const movesMoney = row.accountType !== 'DEMO_USER';

  const toggleLock = async () => {
    setProblem(null);
    const locked = !row.locked;
    try {
      const result = (await setLocked({ input: { id: row.id, locked } })).setSubAccountLocked;
      if (result.failure) {
        setProblem(result.failure.message || t('common:errors.somethingWentWrong'));
        return;
      }
      onAction({ kind: 'notice', text: t(locked ? 'agents:web.users.lockedNotice' : 'agents:web.users.unlockedNotice', { user: row.userName }) });
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  };

  return (
    <tr data-testid="sub-account-row" data-username={row.userName} data-locked={row.locked}>
      <td>
        <strong className="sub-accounts__name">{row.userName}</strong>
        <span className="muted sub-accounts__email">{row.email}</span>
        {problem && (
          <span className="field__error" role="alert">
            {problem}
          </span>
        )}
      </td>
      <td>{t(`agents:web.types.${row.accountType}`, { defaultValue: row.accountType })}</td>
      <td className="cell--amount" data-testid="sub-account-balance">
        {formatMoney(lang, row.balance.amount, row.balance.currency)}
      </td>
      <td>
        <span className={`status ${row.locked ? 'status--rejected' : 'status--verified'}`} data-testid="sub-account-status">
          {t(row.locked ? 'agents:web.users.status.locked' : 'agents:web.users.status.active')}
        </span>
      </td>
      <td className="cell--nowrap">{formatDateTime(lang, row.createdAt, timeZone)}</td>
      <td className="cell--action">
        <div className="sub-accounts__actions" role="group" aria-label={t('agents:web.users.actions.label', { user: row.userName })}>
          <button type="button" className="button button--small" onClick={() => onAction({ kind: 'edit', account: row })}>
            {t('agents:web.users.actions.edit')}
          </button>
          <button type="button" className="button button--small" disabled={locking} aria-busy={locking} onClick={() => void toggleLock()} data-testid="sub-account-lock">
            {t(row.locked ? 'agents:web.users.actions.unlock' : 'agents:web.users.actions.lock')}
          </button>
          {movesMoney && (
            <>
              <button type="button" className="button button--small" onClick={() => onAction({ kind: 'transfer', account: row, direction: 'DEPOSIT', currency: row.currency })}>
                {t('agents:web.users.actions.deposit')}
              </button>
              <button type="button" className="button button--small" onClick={() => onAction({ kind: 'transfer', account: row, direction: 'WITHDRAW', currency: row.currency })}>
                {t('agents:web.users.actions.withdraw')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
