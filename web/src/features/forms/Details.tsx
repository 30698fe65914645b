import type { ReactNode } from 'react';

/** One label and its value in a `.details` list. */
export function DetailsRow({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** A `.details` list of label–value rows; a row's label is its key, so labels are unique. */
export function Details({ rows, testId }: { rows: readonly (readonly [label: string, value: ReactNode])[]; testId?: string }) {
  return (
    <dl className="details" data-testid={testId}>
      {rows.map(([label, value]) => (
        <DetailsRow key={label} label={label}>
          {value}
        </DetailsRow>
      ))}
    </dl>
  );
}
