import { useTranslation } from 'react-i18next';
import { useCancelWithdrawalMutation } from '../../../mutations/useCancelWithdrawalMutation';
import { failureOf } from '../../../mutations/results';
import { cashierChanged } from '../../cashier/version';
import type { ModalProps } from '../registry';
import { ConfirmBody, useOutcome } from './ModalBody';

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
      return { tone: 'success', text: response.cancelWithdrawal.payload?.message ?? t('cashier:withdraw.canceled') };
    });

  return (
    <ConfirmBody
      title={t('common:modals.titles.cancelWithdrawalModal')}
      close={close}
      outcome={outcome}
      pending={pending}
      keepLabel={t('cashier:web.withdraw.keep')}
      confirmLabel={t('cashier:web.withdraw.cancelConfirm')}
      onConfirm={() => void cancelIt()}
      danger
    >
      {!done && (
        <p className="modal__text">
          {data.method ? t('cashier:web.withdraw.cancelQuestionMethod', { amount: data.amount, method: data.method }) : t('cashier:web.withdraw.cancelQuestion', { amount: data.amount })}
        </p>
      )}
    </ConfirmBody>
  );
}
