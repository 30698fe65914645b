import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Panel } from '../account/Panel';
import { LimitRow } from './LimitRow';
import type { LimitsSection_state$key } from './__generated__/LimitsSection_state.graphql';

const fragment = graphql`
  fragment LimitsSection_state on ResponsibleGambling {
    currency
    profile {
      coolingOffHours
    }
    limits {
      kind
      period
      amount {
        amount
        currency
      }
      used {
        amount
        currency
      }
      remaining {
        amount
        currency
      }
      resetsAt
      pending {
        amount {
          amount
          currency
        }
        effectiveAt
        confirmable
      }
    }
  }
`;

/** Issue 17: deposit, loss and wager limits, each over 24 hours, 7 days and 30 days (rolling windows). */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

/**
 * Every window of every kind, set or not: the platform lists only the limits that exist, and a
 * player sets a new one in the same row that will show it.
 */
export function LimitsSection({ state }: { state: LimitsSection_state$key }) {
  const { t } = useTranslation('responsible');
  const data = useFragment(fragment, state);
  return (
    <Panel id="rg-limits-title" title={t('page.limits.title')}>
      <p className="muted">{t('page.limits.rules', { hours: data.profile.coolingOffHours })}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className="rg-limits" aria-labelledby={`rg-limits-${kind}`} data-testid={`rg-limits-${kind.toLowerCase()}`}>
          <h3 id={`rg-limits-${kind}`} className="rg-limits__title">
            {t(`page.limits.kinds.${kind.toLowerCase()}`)}
          </h3>
          <p className="field__hint">{t(`page.limits.kindHints.${kind.toLowerCase()}`)}</p>
          <div className="rg-limits__windows">
            {LIMIT_PERIODS.map((period) => (
              <LimitRow
                key={period}
                kind={kind}
                period={period}
                currency={data.currency}
                coolingOffHours={data.profile.coolingOffHours}
                limit={data.limits.find((limit) => limit.kind === kind && limit.period === period) ?? null}
              />
            ))}
          </div>
        </section>
      ))}
    </Panel>
  );
}
