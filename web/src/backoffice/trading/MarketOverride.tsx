import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import type { MarketOverrideMarginMutation } from './__generated__/MarketOverrideMarginMutation.graphql';
import type { MarketOverridePricesMutation, TradingPriceMode } from './__generated__/MarketOverridePricesMutation.graphql';

const pricesMutation = graphql`
  mutation MarketOverridePricesMutation($input: SetMarketPricesInput!) {
    backoffice {
      setMarketPrices(input: $input) {
        __typename
        ... on TradingPricesChange {
          overridden
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const marginMutation = graphql`
  mutation MarketOverrideMarginMutation($input: SetMarketMarginInput!) {
    backoffice {
      setMarketMargin(input: $input) {
        __typename
        ... on TradingMarginChange {
          margin
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

export interface OverriddenMarket {
  readonly marketId: string;
  readonly key: string;
  readonly odds: readonly { readonly oddId: string; readonly key: string; readonly title: string }[];
  readonly override: {
    readonly mode: TradingPriceMode;
    readonly margin: string | null | undefined;
    readonly reason: string;
    readonly overriddenBy: string;
  } | null | undefined;
}

/**
 * A market's override on the controls page: what it is now, the trader's prices per outcome or the
 * trader's margin (fixed until released, or following the feed), and release. One override per market:
 * setting either replaces the one before (the platform decides and audits; `act` asks for the reason).
 */
export function MarketOverride({ market, act }: { market: OverriddenMarket; act: (run: (why: string) => Promise<Failure | null>) => Promise<void> }) {
  const { t } = useTranslation('backoffice-trading-controls');
  const [setPrices, settingPrices] = usePromiseMutation<MarketOverridePricesMutation>(pricesMutation);
  const [setMargin, settingMargin] = usePromiseMutation<MarketOverrideMarginMutation>(marginMutation);
  const [mode, setMode] = useState<TradingPriceMode>('fixed');
  const [prices, setPriceInputs] = useState<Record<string, string>>({});
  const [margin, setMarginInput] = useState('');
  const busy = settingPrices || settingMargin;
  const id = market.marketId;
  const current = market.override;
  const modeName = current ? t(`override.modes.${current.mode}`) : '';

  const pricesOf = async (input: { mode: TradingPriceMode | null; prices: { outcomeKey: string; price: string }[] }, why: string) => {
    const done = (await setPrices({ input: { marketId: id, ...input, reason: why } })).backoffice.setMarketPrices;
    return dataOf(done) ? null : failureOf(done);
  };
  const marginOf = async (why: string) => {
    const done = (await setMargin({ input: { marketId: id, mode, margin: margin.trim(), reason: why } })).backoffice.setMarketMargin;
    return dataOf(done) ? null : failureOf(done);
  };
  const entered = Object.entries(prices)
    .filter(([, price]) => price.trim() !== '')
    .map(([outcomeKey, price]) => ({ outcomeKey, price: price.trim() }));

  return (
    <fieldset className="trading-override" data-testid="market-override-form">
      <legend>{t('override.title')}</legend>
      <p data-testid="market-override">
        {!current
          ? t('override.feed')
          : current.margin != null
            ? t('override.margin', { margin: current.margin, mode: modeName, user: current.overriddenBy, reason: current.reason })
            : t('override.prices', { mode: modeName, user: current.overriddenBy, reason: current.reason })}
      </p>
      <label className="field__label" htmlFor={`override-mode-${id}`}>
        {t('override.modeOf', { market: market.key })}
      </label>
      <select id={`override-mode-${id}`} className="input" value={mode} onChange={(event) => setMode(event.target.value as TradingPriceMode)}>
        <option value="fixed">{t('override.modes.fixed')}</option>
        <option value="offset">{t('override.modes.offset')}</option>
      </select>
      {market.odds.map((odd) => (
        <span key={odd.oddId}>
          <label className="field__label" htmlFor={`override-price-${odd.oddId}`}>
            {t('override.priceOf', { outcome: odd.title, market: market.key })}
          </label>
          <input
            id={`override-price-${odd.oddId}`}
            className="input"
            inputMode="decimal"
            value={prices[odd.key] ?? ''}
            onChange={(event) => setPriceInputs({ ...prices, [odd.key]: event.target.value })}
          />
        </span>
      ))}
      <button type="button" className="button" disabled={busy} onClick={() => void act((why) => pricesOf({ mode, prices: entered }, why))}>
        {t('override.setPrices')}
      </button>
      <label className="field__label" htmlFor={`override-margin-${id}`}>
        {t('override.marginOf', { market: market.key })}
      </label>
      <input id={`override-margin-${id}`} className="input" inputMode="decimal" value={margin} onChange={(event) => setMarginInput(event.target.value)} />
      <button type="button" className="button" disabled={busy} onClick={() => void act(marginOf)}>
        {t('override.setMargin')}
      </button>
      {current && (
        <button type="button" className="button" disabled={busy} onClick={() => void act((why) => pricesOf({ mode: null, prices: [] }, why))}>
          {t('override.release')}
        </button>
      )}
    </fieldset>
  );
}
