import type { ReactNode } from 'react';

/** A form-level status line (success or failure) that screen readers announce. */
export function FormStatus({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-status form-status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
