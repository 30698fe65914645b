import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelWithdrawalMutation } from '../../../mutations/useCancelWithdrawalMutation';
import { dataOf, failureOf } from '../../../mutations/results';
import { cashierChanged } from '../../cashier/version';
import { FormStatus } from '../../forms/fields';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

export interface CancelWithdrawalData {
  /** The CashierTransaction id. */
  id: string;
  /** Already formatted in the player's language. */
  amount: string;
  method?: string | null;
}

/**
 * cancelWithdrawalModal (seed 001 §2, §4): only a pending withdrawal can be
 * cancelled by the player; its amount goes back to the balance at once.
 */
export default function CancelWithdrawalModal({ data, close }: ModalProps<CancelWithdrawalData>) {
  const { t } = useTranslation(['cashier', 'common']);
  const [cancel, pending] = useCancelWithdrawalMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const done = outcome?.tone === 'success';

  const run = async () => {
    setOutcome(null);
    try {
      const response = await cancel({ id: data.id });
      const failure = failureOf(response.cancelWithdrawal);
      if (failure) return setOutcome({ tone: 'error', text: failure.message || t('common:errors.somethingWentWrong') });
      cashierChanged();
      setOutcome({ tone: 'success', text: dataOf(response.cancelWithdrawal)?.message ?? t('cashier:withdraw.canceled') });
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong') });
    }
  };

  return (
    <ModalBody
      title={t('common:modals.titles.cancelWithdrawalModal')}
      actions={
        done ? (
          <button type="button" className="button button--primary" onClick={close}>
            {t('common:modals.ok')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={close} disabled={pending}>
              {t('cashier:web.withdraw.keep')}
            </button>
            <button type="button" className="button button--danger" onClick={() => void run()} disabled={pending} aria-busy={pending}>
              {pending && <span className="spinner" aria-hidden="true" />}
              {t('cashier:web.withdraw.cancelConfirm')}
            </button>
          </>
        )
      }
    >
      {!done && (
        <p className="modal__text">
          {data.method ? t('cashier:web.withdraw.cancelQuestionMethod', { amount: data.amount, method: data.method }) : t('cashier:web.withdraw.cancelQuestion', { amount: data.amount })}
        </p>
      )}
      {outcome && <FormStatus tone={outcome.tone}>{outcome.text}</FormStatus>}
    </ModalBody>
  );
}
