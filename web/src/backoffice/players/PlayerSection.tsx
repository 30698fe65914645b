import type { ReactNode } from 'react';

/** One section of the profile: a titled region (a screen reader lists them as landmarks). */
export function PlayerSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="player-section" aria-labelledby={`player-${id}`} data-testid={`player-${id}`}>
      <h2 id={`player-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
