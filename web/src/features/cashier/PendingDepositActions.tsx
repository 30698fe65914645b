import { useTranslation } from 'react-i18next';
import { useCancelDepositMutation } from '../../mutations/useCancelDepositMutation';
import { useResumeDepositMutation } from '../../mutations/useResumeDepositMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { useNotices } from '../modals/useNotices';
import { cashierChanged } from './version';

/**
 * A deposit left pending (its payment page abandoned): back to its payment page while it has not expired,
 * or cancelled (nothing was taken). A refusal (it expired, it was paid meanwhile) says why, and the row
 * shows the deposit's new status.
 */
export function PendingDepositActions({ id }: { id: string }) {
  const { t } = useTranslation('cashier');
  const notices = useNotices();
  const [resume, resuming] = useResumeDepositMutation();
  const [cancel, cancelling] = useCancelDepositMutation();
  const busy = resuming || cancelling;

  const onResume = async () => {
    try {
      const result = (await resume({ id })).resumeDeposit;
      const failure = failureOf(result);
      if (failure) return notices.error(failure.message);
      const started = dataOf(result);
      if (started?.next.step === 'DepositRedirect') window.location.assign(started.next.url);
      else if (started) notices.error(started.message);
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
