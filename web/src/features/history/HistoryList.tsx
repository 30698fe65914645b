import { Suspense, useState, type ReactNode } from 'react';
import { historyRange, type PeriodVariables } from './range';

export type Range = { from: string | null; to: string | null };

/**
 * A history list for a period: the instants are taken once when the period is chosen (its key), by a
 * component that never suspends — one that suspends before its first commit loses its state and would
 * ask again with a new instant for ever.
 */
export function PeriodList({ period, children }: { period: PeriodVariables; children: (range: Range) => ReactNode }) {
  return (
    <Fixed key={`${period.period}:${period.from}:${period.to}`} period={period}>
      {children}
    </Fixed>
  );
}

function Fixed({ period, children }: { period: PeriodVariables; children: (range: Range) => ReactNode }) {
  const [range] = useState(() => historyRange(period, Date.now()));
  return <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>{children(range)}</Suspense>;
}

/** The shown/total line and "Load more" under every history list. */
export function ListFooter({ shown, hasNext, isLoadingNext, loadNext, more }: { shown: string; hasNext: boolean; isLoadingNext: boolean; loadNext: () => void; more: string }) {
  return (
    <>
      <p className="muted tickets__count">{shown}</p>
      {hasNext && (
        <button type="button" className="button button--ghost button--small button--block" disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={loadNext}>
          {more}
        </button>
      )}
    </>
  );
}
