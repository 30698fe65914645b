import { useTranslation } from 'react-i18next';
import { useConfirmX1TransferMutation } from '../../../mutations/useConfirmX1TransferMutation';
import { dataOf, failureOf } from '../../../mutations/results';
import { cashierChanged } from '../../cashier/version';
import { formatMoney } from '../../shell/format';
import { useLanguage } from '../../shell/useLanguage';
import type { ModalProps } from '../registry';
import { ConfirmBody, useOutcome } from './ModalBody';
import type { X1TransferData } from './X1WidgetModal';

/**
 * X1TransferModal: confirms the transfer the X1 widget paid, and the deposit is
 * credited. Seed 000 §8 "Transfer failure": the message, else "Something went wrong".
 */
export default function X1TransferModal({ data, close }: ModalProps<X1TransferData>) {
  const { t } = useTranslation(['cashier', 'common']);
  const lang = useLanguage();
  const [confirm, pending] = useConfirmX1TransferMutation();
  const { outcome, run } = useOutcome(t('cashier:x1.failed'));
  const amount = data.amount && data.currency ? formatMoney(lang, data.amount, data.currency) : null;

  const confirmIt = () =>
    run(async () => {
      const response = await confirm({ transferId: data.transferId, bonusCode: data.bonusCode });
      const failure = failureOf(response.confirmX1Transfer);
      if (failure) return { tone: 'error', text: failure.message || t('cashier:x1.failed') };
      const confirmed = dataOf(response.confirmX1Transfer);
      if (!confirmed) return { tone: 'error', text: t('cashier:x1.failed') };
      // The amount in the player's own notation (the platform's message writes "25.00 EUR").
      const text = amount ? t('cashier:web.deposit.credited', { amount }) : confirmed.message;
      cashierChanged();
      data.onConfirmed?.(text);
      return { tone: 'success', text };
    });

  return (
    <ConfirmBody
      title={t('common:modals.titles.X1TransferModal')}
      close={close}
      outcome={outcome}
      pending={pending}
      keepLabel={t('common:modals.close')}
      confirmLabel={t('cashier:web.x1.confirm')}
      onConfirm={() => void confirmIt()}
    >
      <p className="modal__text">{amount ? t('cashier:web.x1.confirmText', { amount }) : t('cashier:web.x1.confirmWaiting')}</p>
    </ConfirmBody>
  );
}
