import { useTranslation } from 'react-i18next';
import { useCancelDepositMutation } from '../../mutations/useCancelDepositMutation';
import { useResumeDepositMutation } from '../../mutations/useResumeDepositMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { useModal } from '../modals/ModalContext';
import { useNotices } from '../modals/useNotices';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { bankTransferData, x1WidgetData } from './depositStep';
import { cashierChanged } from './version';

/**
 * A deposit left pending (its payment page abandoned, its bank transfer not yet arrived): back to its next
 * step (the payment page, the bank's details, the X1 widget) while it has not expired,
 * or cancelled (nothing was taken). A refusal (it expired, it was paid meanwhile) says why, and the row
 * shows the deposit's new status.
 */
export function PendingDepositActions({ id }: { id: string }) {
  const { t } = useTranslation('cashier');
  const notices = useNotices();
  const { open } = useModal();
  const lang = useLanguage();
  const [resume, resuming] = useResumeDepositMutation();
  const [cancel, cancelling] = useCancelDepositMutation();
  const busy = resuming || cancelling;

  const onResume = async () => {
    try {
      const result = (await resume({ id })).resumeDeposit;
      const failure = failureOf(result);
      if (failure) return notices.error(failure.message);
      const started = dataOf(result);
      if (!started) return;
      const next = started.next;
      const amount = started.deposit ? formatMoney(lang, started.deposit.amount.amount, started.deposit.amount.currency) : undefined;
      // The same step the deposit's start gave: its payment page, the bank's details again, the X1 widget.
      if (next.step === 'DepositRedirect') window.location.assign(next.url);
      else if (next.step === 'BankTransferInstructions') open('tigerGatewayDepositModal', bankTransferData(next, amount));
      else if (next.step === 'X1Widget') {
        // The transfer's modal says it was credited; the list shows the deposit's new status.
        open('X1WidgetModal', x1WidgetData(next, () => cashierChanged()));
      } else notices.error(started.message);
    } catch (error) {
      notices.thrown(error);
    }
  };

  const onCancel = async () => {
    try {
      const result = (await cancel({ id })).cancelDeposit;
      const failure = failureOf(result);
      if (failure) return notices.error(failure.message);
      cashierChanged();
    } catch (error) {
      notices.thrown(error);
    }
  };

  return (
    <span className="transaction__actions">
      <button type="button" className="button button--small button--primary" disabled={busy} aria-busy={resuming} onClick={() => void onResume()}>
        {t('web.deposit.resume')}
      </button>
      <button type="button" className="button button--small" disabled={busy} aria-busy={cancelling} onClick={() => void onCancel()}>
        {t('web.deposit.cancelPending')}
      </button>
    </span>
  );
}
