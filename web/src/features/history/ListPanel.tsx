import type { ReactNode } from 'react';

/**
 * A list page's panel (transaction history, sub-accounts, agent report): `name` is its class, its test
 * id and, with "-title", the heading that labels it; `aside` sits beside the heading (a spinner, an action).
 */
export function ListPanel({ name, title, aside, children, ...data }: { name: string; title: string; aside?: ReactNode; children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <section className={`panel ${name}`} aria-labelledby={`${name}-title`} data-testid={name} {...data}>
      <div className="panel__head">
        <h2 id={`${name}-title`} className="panel__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
