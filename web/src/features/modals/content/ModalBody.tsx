import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../forms/FormStatus';
import { useModalEntry } from '../ModalContext';

/** The button that closes the modal, first among its buttons. */
export interface Dismiss {
  label: ReactNode;
  onClick: () => void;
  /** The modal's only answer (OK, Collect): drawn as the primary button. */
  primary?: boolean;
  disabled?: boolean;
}

/** The frame every modal's content shares: a title the dialog is labelled by, the body, the buttons (the dismissing one first). */
export function ModalBody({ title, children, dismiss, actions }: { title: ReactNode; children?: ReactNode; dismiss?: Dismiss; actions?: ReactNode }) {
  const { titleId } = useModalEntry();
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
      <div className="modal__actions">
        {dismiss && (
          <button type="button" className={dismiss.primary ? 'button button--primary' : 'button'} onClick={dismiss.onClick} disabled={dismiss.disabled}>
            {dismiss.label}
          </button>
        )}
        {actions}
      </div>
    </>
  );
}

/** A modal's confirming button: disabled and busy, with a spinner, while its action runs. */
export function BusyButton({ pending, onClick, className = 'button button--primary', children }: { pending: boolean; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={pending} aria-busy={pending}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The result of a modal's one action, shown under its text: `run` clears the last one, then shows what the
 * action answers, or the thrown error's message (else `fallback`). Done once the action has succeeded.
 */
export function useOutcome(fallback: string) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (action: () => Promise<Outcome>) => {
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error && error.message ? error.message : fallback });
    }
  };
  return { outcome, done: outcome?.tone === 'success', run };
}

/**
 * A modal that asks to confirm one action (run through useOutcome): a button that closes it and the confirming
 * one while the action may still run, only OK once it has succeeded; the outcome shows under the text.
 */
export function ConfirmBody({ title, close, outcome, pending, keepLabel, confirmLabel, onConfirm, danger, children }: {
  title: ReactNode;
  close: () => void;
  outcome: Outcome | null;
  pending: boolean;
  keepLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action undoes something (cancelling a withdrawal): a red button. */
  danger?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const done = outcome?.tone === 'success';
  return (
    <ModalBody
      title={title}
      dismiss={done ? { label: t('modals.ok'), onClick: close, primary: true } : { label: keepLabel, onClick: close, disabled: pending }}
      actions={
        !done && (
          <BusyButton className={danger ? 'button button--danger' : 'button button--primary'} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        )
      }
    >
      {children}
      {outcome && <FormStatus tone={outcome.tone}>{outcome.text}</FormStatus>}
    </ModalBody>
  );
}
