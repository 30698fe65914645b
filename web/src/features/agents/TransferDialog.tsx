import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useTransferToSubAccountMutation } from '../../mutations/useTransferToSubAccountMutation';
import { RetryKey, parseAmount } from '../cashier/rules';
import { FormStatus, SubmitButton, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { Dialog } from './Dialog';
import { transferProblem, type TransferDirection } from './rules';
import type { TransferDialog_account$key } from './__generated__/TransferDialog_account.graphql';

const fragment = graphql`
  fragment TransferDialog_account on SubAccount {
    id
    userName
    currency
    balance {
      amount
      currency
    }
  }
`;

type TransferValues = { Amount: string };

/**
 * Deposit to or withdraw from a sub-account (seed 001 §7): the agent's cash ↔
 * the sub-account's cash, one ledger movement. Nothing is optimistic: the
 * balances change with the platform's answer, and a retry after a lost answer
 * carries the same idempotency key, so the money moves once.
 */
export function TransferDialog({ account, direction: initialDirection, ownCash, onClose, onDone }: {
  account: TransferDialog_account$key;
  direction: TransferDirection;
  /** The agent's cash in the sub-account's currency, when the agent holds that currency. */
  ownCash: string | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const lang = useLanguage();
  const data = useFragment(fragment, account);
  const [direction, setDirection] = useState(initialDirection);
  const [transfer] = useTransferToSubAccountMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [retryKey] = useState(() => new RetryKey());
  const form = useForm<TransferValues>({
    initial: { Amount: '' },
    validate: (values) => {
      const problem = transferProblem(values.Amount, lang, direction, { subAccount: data.balance.amount, own: ownCash });
      return problem ? { Amount: problem } : {};
    },
  });
  const money = (amount: string) => formatMoney(lang, amount, data.balance.currency);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    const amount = parseAmount(values.Amount, lang) ?? values.Amount;
    const idempotencyKey = retryKey.for(`${direction}:${amount}`);
    try {
      const result = (await transfer({ input: { id: data.id, direction, amount, idempotencyKey } })).transferToSubAccount;
      retryKey.answered();
      const failure = result.failure;
      if (failure) {
        // An amount the platform refused names the Amount field; anything else is the dialog's.
        const fields = failure.fieldErrors ? failure.fieldErrors.map((error) => ({ field: /amount/i.test(error.field) ? 'Amount' : error.field, message: error.message })) : [];
        const unmatched = form.setServerErrors(fields);
        if (fields.length === 0 || unmatched.length > 0) setBanner(failure.message || t('common:errors.somethingWentWrong'));
        return;
      }
      onDone(t(direction === 'DEPOSIT' ? 'agents:web.transfer.deposited' : 'agents:web.transfer.withdrawn', { amount: money(amount), user: data.userName }));
    } catch (error) {
      setBanner(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  });

  const title = t(direction === 'DEPOSIT' ? 'agents:web.transfer.depositTitle' : 'agents:web.transfer.withdrawTitle', { user: data.userName });
  return (
    <Dialog title={title} onClose={onClose} testId="sub-account-transfer">
      <form className="form transfer-form" noValidate onSubmit={submit}>
        {banner && <FormStatus tone="error">{banner}</FormStatus>}
        <div className="tabs" role="radiogroup" aria-label={t('agents:web.transfer.direction')}>
          {(['DEPOSIT', 'WITHDRAW'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              role="radio"
              className="tabs__tab"
              aria-checked={direction === choice}
              aria-selected={direction === choice}
              disabled={form.pending}
              onClick={() => {
                setDirection(choice);
                setBanner(null);
              }}
            >
              {t(choice === 'DEPOSIT' ? 'agents:web.transfer.submitDeposit' : 'agents:web.transfer.submitWithdraw')}
            </button>
          ))}
        </div>
        <dl className="transfer-form__balances">
          <div>
            <dt>{t('agents:web.transfer.balance')}</dt>
            <dd data-testid="transfer-sub-balance">{money(data.balance.amount)}</dd>
          </div>
          {ownCash !== null && (
            <div>
              <dt>{t('agents:web.transfer.own')}</dt>
              <dd>{money(ownCash)}</dd>
            </div>
          )}
        </dl>
        <TextField form={form} name="Amount" label={t('agents:web.transfer.amount', { currency: data.balance.currency })} inputMode="decimal" autoComplete="off" autoFocus disabled={form.pending} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.pending}>
            {t('agents:web.transfer.close')}
          </button>
          <SubmitButton pending={form.pending} pendingLabel={t('agents:web.transfer.submitting')} className="button button--primary">
            {t(direction === 'DEPOSIT' ? 'agents:web.transfer.submitDeposit' : 'agents:web.transfer.submitWithdraw')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
