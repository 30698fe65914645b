import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, requestSubscription, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useClientConfig } from '../shell/ClientConfigContext';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useViewer } from '../shell/ViewerContext';
import type { JackpotTickerQuery } from './__generated__/JackpotTickerQuery.graphql';
import type { JackpotTickerSubscription } from './__generated__/JackpotTickerSubscription.graphql';
import { useVisitFetchPolicy } from '../../ssr/useHydrated';

const query = graphql`
  query JackpotTickerQuery($currency: String) {
    jackpots(currency: $currency) {
      id
      code
      name
      amount {
        amount
        currency
      }
    }
  }
`;

/** Each pool that moved updates the Jackpot of its id in the store, so the ticker re-renders by itself. */
const subscription = graphql`
  subscription JackpotTickerSubscription {
    jackpotsChanged {
      id
      amount {
        amount
        currency
      }
    }
  }
`;

/**
 * The progressive jackpots (seed 002 §1 "casino with jackpots"), live: the pools of the player's
 * currency (the site's default currency for visitors), growing with every real stake anyone places.
 */
export function JackpotTicker() {
  const { t } = useTranslation('casino');
  const lang = useLanguage();
  const viewer = useViewer();
  const { defaultCurrency } = useClientConfig();
  const environment = useRelayEnvironment();
  // Always a currency: without one the gateway answers every currency's pools.
  const currency = viewer?.balance.currency ?? defaultCurrency;
  const data = useLazyLoadQuery<JackpotTickerQuery>(query, { currency }, { fetchPolicy: useVisitFetchPolicy('store-and-network') });
  useEffect(() => {
    const { dispose } = requestSubscription<JackpotTickerSubscription>(environment, {
      subscription,
      variables: {},
      // A lost subscription leaves the last amounts on screen; the next visit subscribes again.
      onError: (error) => console.warn('jackpotsChanged failed', error),
    });
    return dispose;
  }, [environment]);
  if (data.jackpots.length === 0) return null;
  // On a phone the pools are one row that scrolls sideways: tabIndex lets a keyboard reach the row and scroll
  // it with the arrow keys (WCAG 2.1.1), and the label names the region it lands on.
  return (
    <section className="jackpot-ticker" role="region" aria-label={t('web.jackpots.label')} tabIndex={0} data-testid="jackpot-ticker">
      {data.jackpots.map((pool) => (
        <div key={pool.id} className={`jackpot-ticker__pool jackpot-ticker__pool--${pool.code}`} data-jackpot={pool.code}>
          <span className="jackpot-ticker__name">{pool.name}</span>
          <span className="jackpot-ticker__amount" data-testid="jackpot-amount">
            {formatMoney(lang, pool.amount.amount, pool.amount.currency)}
          </span>
        </div>
      ))}
    </section>
  );
}
