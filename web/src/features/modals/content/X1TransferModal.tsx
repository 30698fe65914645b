import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmX1TransferMutation } from '../../../mutations/useConfirmX1TransferMutation';
import { dataOf, failureOf } from '../../../mutations/results';
import { cashierChanged } from '../../cashier/version';
import { FormStatus } from '../../forms/fields';
import { formatMoney } from '../../shell/format';
import { useLanguage } from '../../shell/useLanguage';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';
import type { X1TransferData } from './X1WidgetModal';

/**
 * X1TransferModal: confirms the transfer the X1 widget paid, and the deposit is
 * credited. Seed 000 §8 "Transfer failure": the message, else "Something went wrong".
 */
export default function X1TransferModal({ data, close }: ModalProps<X1TransferData>) {
  const { t } = useTranslation(['cashier', 'common']);
  const lang = useLanguage();
  const [confirm, pending] = useConfirmX1TransferMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const amount = data.amount && data.currency ? formatMoney(lang, data.amount, data.currency) : null;
  const done = outcome?.tone === 'success';

  const run = async () => {
    setOutcome(null);
    try {
      const response = await confirm({ transferId: data.transferId, bonusCode: data.bonusCode });
      const failure = failureOf(response.confirmX1Transfer);
      if (failure) return setOutcome({ tone: 'error', text: failure.message || t('cashier:x1.failed') });
      const confirmed = dataOf(response.confirmX1Transfer);
      if (!confirmed) return setOutcome({ tone: 'error', text: t('cashier:x1.failed') });
      // The amount in the player's own notation (the platform's message writes "25.00 EUR").
      const text = amount ? t('cashier:web.deposit.credited', { amount }) : confirmed.message;
      cashierChanged();
      data.onConfirmed?.(text);
      setOutcome({ tone: 'success', text });
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error && error.message ? error.message : t('cashier:x1.failed') });
    }
  };

  return (
    <ModalBody
      title={t('common:modals.titles.X1TransferModal')}
      actions={
        done ? (
          <button type="button" className="button button--primary" onClick={close}>
            {t('common:modals.ok')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={close} disabled={pending}>
              {t('common:modals.close')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void run()} disabled={pending} aria-busy={pending}>
              {pending && <span className="spinner" aria-hidden="true" />}
              {t('cashier:web.x1.confirm')}
            </button>
          </>
        )
      }
    >
      <p className="modal__text">{amount ? t('cashier:web.x1.confirmText', { amount }) : t('cashier:web.x1.confirmWaiting')}</p>
      {outcome && <FormStatus tone={outcome.tone}>{outcome.text}</FormStatus>}
    </ModalBody>
  );
}
