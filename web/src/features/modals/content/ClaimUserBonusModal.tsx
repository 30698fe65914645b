import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimBonusMutation } from '../../../mutations/useClaimBonusMutation';
import { failureOf } from '../../../mutations/results';
import { cashierChanged } from '../../cashier/version';
import { FormStatus, SubmitButton, TextField } from '../../forms/fields';
import { useForm } from '../../forms/useForm';
import { useHref } from '../../shell/useLanguage';
import { useModal } from '../ModalContext';
import type { ModalProps } from '../registry';
import type { GenericModalData } from './GenericModal';
import { ModalBody } from './ModalBody';
import type { NoticeData } from './NoticeModal';

export interface ClaimBonusData {
  /** A code to claim (a bonus offer's Claim button); the player types one otherwise. */
  code?: string;
  /** The CashierTransaction to claim a deposit bonus on; the latest unused deposit when absent. */
  deposit?: string;
  /** /open-modal/claimUserBonusModal/{code}: the route's data segment. */
  message?: string;
}

type Values = { [field: string]: string; BonusCode: string };

/**
 * claimUserBonusModal (seed 000 §4 "Bonus claim"): sends the code (and the
 * deposit, when one is named). Success shows "Bonus code successfully
 * activated!" here and the bonus lists and balance reload; a refusal becomes
 * the "Error claiming bonus" modal, whose button reads "Deposit" and leads to
 * the deposit page when the bonus belongs to a deposit, "OK" otherwise
 * (seed 001 §4).
 */
export default function ClaimUserBonusModal({ data, close }: ModalProps<ClaimBonusData | undefined>) {
  const { t } = useTranslation(['cashier', 'common']);
  const href = useHref();
  const { replace } = useModal();
  const [claim] = useClaimBonusMutation();
  const [claimed, setClaimed] = useState<string | null>(null);
  const formId = useId();
  const form = useForm<Values>({
    initial: { BonusCode: data?.code ?? data?.message ?? '' },
    validate: (values) => (values.BonusCode.trim() ? {} : { BonusCode: 'required' }),
  });

  const fail = (message: string, requiresDeposit: boolean) => {
    const header = t('cashier:bonus.errorTitle');
    const text = message || t('common:errors.somethingWentWrong');
    if (requiresDeposit) {
      replace('modal', { header, message: text, closeButton: false, button: { label: t('cashier:bonus.depositButton'), to: href('user/deposit') } } satisfies GenericModalData);
    } else replace('messageModal', { header, message: text, tone: 'error' } satisfies NoticeData);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await claim({ code: values.BonusCode.trim(), deposit: data?.deposit ?? null });
      const result = response.claimBonus;
      const failure = failureOf(result);
      if (failure) {
        // An empty or malformed code is this form's own problem; every other refusal is the seed's error modal.
        if (failure.fields.length > 0 && form.setServerErrors(failure.fields).length === 0) return;
        return fail(failure.message, result.failure?.requiresDeposit === true);
      }
      cashierChanged();
      setClaimed(result.payload?.message ?? t('cashier:bonus.claimed'));
    } catch (error) {
      fail(error instanceof Error ? error.message : '', false);
    }
  });

  return (
    <ModalBody
      title={t('common:modals.titles.claimUserBonusModal')}
      dismiss={claimed ? { label: t('cashier:bonus.ok'), onClick: close, primary: true } : { label: t('common:modals.close'), onClick: close, disabled: form.pending }}
      actions={
        // The form's submit, among the modal's buttons (the form attribute ties it to the form).
        !claimed && (
          <SubmitButton form={formId} className="button button--primary" pending={form.pending} pendingLabel={t('cashier:web.bonuses.claiming')}>
            {t('cashier:web.bonuses.activate')}
          </SubmitButton>
        )
      }
    >
      {claimed ? (
        <FormStatus tone="success">{claimed}</FormStatus>
      ) : (
        <form id={formId} className="form" noValidate onSubmit={submit}>
          <p className="modal__text">{t('cashier:web.bonuses.claimIntro')}</p>
          <TextField form={form} name="BonusCode" label={t('cashier:web.fields.BonusCode')} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus disabled={form.pending} />
        </form>
      )}
    </ModalBody>
  );
}
