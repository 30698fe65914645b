import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../mutations/results';
import { Refusal } from './Refusal';

/**
 * A decision that needs a reason (a rejection the player reads, a flag's resolution the audit log keeps):
 * an empty reason is refused here, in words, before anything is sent; the gateway's refusal shows the
 * same way. `decide` answers the refusal, or null when it was done.
 */
export function ReasonForm(props: { id: string; label: string; submit: string; name: string; primary?: boolean; decide: (reason: string) => Promise<Failure | null> }) {
  const { t } = useTranslation('backoffice-compliance');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    if (!reason) {
      setFailure({ code: null, message: t('errors.reasonRequired'), fields: [], retryAfterSeconds: null });
      form.querySelector('textarea')?.focus();
      return;
    }
    setPending(true);
    try {
      setFailure(await props.decide(reason));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form backoffice-reason" noValidate onSubmit={submit} aria-busy={pending} aria-label={props.name}>
      <Refusal failure={failure} />
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea id={props.id} className="input" name="reason" rows={2} maxLength={500} required />
      <button type="submit" className={props.primary ? 'button button--primary' : 'button'} disabled={pending}>
        {props.submit}
      </button>
    </form>
  );
}
