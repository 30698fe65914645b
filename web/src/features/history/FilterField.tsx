import type { ReactNode } from 'react';

/**
 * A list's filter control (history dates and status, report month and year, the mailbox address): a
 * label over a bare input or select, outside useForm since the list, not a server, checks the value.
 */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
