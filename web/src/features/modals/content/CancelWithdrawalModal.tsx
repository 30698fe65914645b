import { useTranslation } from 'react-i18next';
import { useCancelWithdrawalMutation } from '../../../mutations/useCancelWithdrawalMutation';
import { dataOf, failureOf } from '../../../mutations/results';
import { cashierChanged } from '../../cashier/version';
import { FormStatus } from '../../forms/fields';
import type { ModalProps } from '../registry';
import { BusyButton, ModalBody, useOutcome } from './ModalBody';

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
  const { outcome, done, run } = useOutcome(t('common:errors.somethingWentWrong'));

  const cancelIt = () =>
    run(async () => {
      const response = await cancel({ id: data.id });
      const failure = failureOf(response.cancelWithdrawal);
      if (failure) return { tone: 'error', text: failure.message || t('common:errors.somethingWentWrong') };
      cashierChanged();
      return { tone: 'success', text: dataOf(response.cancelWithdrawal)?.message ?? t('cashier:withdraw.canceled') };
    });

  return (
    <ModalBody
      title={t('common:modals.titles.cancelWithdrawalModal')}
      dismiss={done ? { label: t('common:modals.ok'), onClick: close, primary: true } : { label: t('cashier:web.withdraw.keep'), onClick: close, disabled: pending }}
      actions={
        !done && (
          <BusyButton className="button button--danger" pending={pending} onClick={() => void cancelIt()}>
            {t('cashier:web.withdraw.cancelConfirm')}
          </BusyButton>
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
