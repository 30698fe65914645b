import type { FormEvent, ReactNode } from 'react';
import type { Failure } from '../mutations/results';
import { FailureText } from './FailureText';

/** The failure a form shows when its request never got an answer (the network, a masked error). */
export const unsent = (message: string): Failure => ({ code: null, message, fields: [], retryAfterSeconds: null });

export interface ReasonFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  busy: boolean;
  failure: Failure | null;
  /** What was done, announced as a status; null: nothing yet. */
  done: string | null;
  /** The reason box: its id, form field name and label (every staff act is audited with why). */
  reason: { id: string; name: string; label: string };
  submitLabel: string;
  /** Called with the form on submit (the browser's own submit is prevented). */
  onSubmit: (form: HTMLFormElement) => void;
  /** The act's own fields, above the reason. */
  children: ReactNode;
  /** Shown between the reason and the button (a preview, say). */
  beforeSubmit?: ReactNode;
}

/**
 * A back-office act that must give its reason: the act's own fields, the reason box, the refusal or the
 * success status, and one submit button, busy while the request runs. The payments desk's adjustments
 * and the trading desk's corrections both use it, so both read and sound the same to keyboard and
 * screen-reader users.
 */
export function ReasonForm({ labelledBy, busy, failure, done, reason, submitLabel, onSubmit, children, beforeSubmit }: ReasonFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form className="form" onSubmit={submit} aria-labelledby={labelledBy} aria-busy={busy}>
      <FailureText failure={failure} />
      {done && (
        <p className="form-status form-status--success" role="status">
          {done}
        </p>
      )}
      {children}
      <div className="field">
        <label className="field__label" htmlFor={reason.id}>
          {reason.label}
        </label>
        <textarea id={reason.id} className="input" name={reason.name} required maxLength={500} rows={2} />
      </div>
      {beforeSubmit}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
