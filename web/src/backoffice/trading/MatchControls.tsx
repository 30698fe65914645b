import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { MarketOverride } from './MarketOverride';
import { tradingMatchPath } from '../paths';
import type { MatchControlsMaxStakeMutation } from './__generated__/MatchControlsMaxStakeMutation.graphql';
import type { MatchControlsQuery } from './__generated__/MatchControlsQuery.graphql';
import { useSuspension } from './useSuspension';

const query = graphql`
  query MatchControlsQuery($matchId: ID!) {
    backoffice {
      tradingMatchControls(matchId: $matchId) {
        __typename
        ... on TradingMatchControls {
          matchId
          name
          status
          markets {
            marketId
            key
            feedSuspended
            deskSuspended
            odds {
              oddId
              key
              title
              price
              isSuspended
            }
            maxStakes {
              currency
              maxStake
            }
            override {
              mode
              margin
              reason
              overriddenBy
            }
          }
          stakeCurrencies
          suspensions {
            scope
            marketId
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const maxStakeMutation = graphql`
  mutation MatchControlsMaxStakeMutation($input: SetMarketMaxStakeInput!) {
    backoffice {
      setMarketMaxStake(input: $input) {
        __typename
        ... on TradingMaxStakeChange {
          maxStake
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/**
 * A match's markets: suspend or reopen the match or one market, override a market's prices or margin or
 * release it, set or lift a market's max stake in a currency the trader picks.
 */
export default function MatchControls() {
  const { t, i18n } = useTranslation('backoffice-trading-controls');
  const { matchId = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const answer = useLazyLoadQuery<MatchControlsQuery>(query, { matchId }, { fetchPolicy: 'network-only', fetchKey }).backoffice.tradingMatchControls;
  const [change, pending] = useSuspension();
  const [setMaxStake, settingStake] = usePromiseMutation<MatchControlsMaxStakeMutation>(maxStakeMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reason, setReason] = useState('');
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [currencies, setCurrencies] = useState<Record<string, string>>({});
  const odds = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const match = dataOf(answer);
  if (!match) return <FailureText failure={failureOf(answer)} />;
  const matchSuspended = match.suspensions.some((suspension) => suspension.scope !== 'market');

  /** Every act needs a reason (it goes to the audit log); refused here, in words, before anything is sent. */
  const withReason = async (run: (why: string) => Promise<Failure | null>) => {
    if (!reason.trim()) return setFailure({ code: null, message: t('errors.reasonRequired'), fields: [], retryAfterSeconds: null });
    const refused = await run(reason.trim());
    setFailure(refused);
    if (!refused) setFetchKey((key) => key + 1);
  };
  const currencyOf = (marketId: string) => currencies[marketId] ?? match.stakeCurrencies[0] ?? 'EUR';
  const stakeOf = async (marketId: string, maxStake: string | null, why: string) => {
    const done = (await setMaxStake({ input: { marketId, currency: currencyOf(marketId), maxStake, reason: why } })).backoffice.setMarketMaxStake;
    return dataOf(done) ? null : failureOf(done);
  };

  return (
    <>
      <h1>{t('match.title', { name: match.name })}</h1>
      <p>
        <Link to={tradingMatchPath(i18n.language, matchId)}>{t('match.liabilityLink')}</Link>
      </p>
      <FailureText failure={failure} />
      <label className="field__label" htmlFor="controls-reason">
        {t('reason')}
      </label>
      <input id="controls-reason" className="input" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <p>
        <button type="button" className="button" disabled={pending} onClick={() => void withReason((why) => change({ matchId: match.matchId, suspended: !matchSuspended, reason: why }))}>
          {matchSuspended ? t('match.reopen') : t('match.suspend')}
        </button>
      </p>
      <table className="backoffice-table" data-testid="trading-markets">
        <thead>
          <tr>
            <th scope="col">{t('market.market')}</th>
            <th scope="col">{t('market.odds')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('market.maxStake')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {match.markets.map((market) => {
            const currency = currencyOf(market.marketId);
            const current = market.maxStakes.find((stake) => stake.currency === currency)?.maxStake ?? null;
            const own = match.suspensions.some((suspension) => suspension.scope === 'market' && suspension.marketId === market.marketId);
            return (
              <Fragment key={market.marketId}>
              <tr data-testid="trading-market" data-market={market.key} data-odds={market.odds.map((odd) => odd.oddId).join(' ')}>
                <th scope="row">{market.key}</th>
                <td>{market.odds.map((odd) => `${odd.title} ${odd.price == null ? '–' : odds.format(odd.price)}`).join(' · ')}</td>
                <td data-testid="market-status">{market.deskSuspended ? t('market.deskSuspended') : market.feedSuspended ? t('market.feedSuspended') : t('open')}</td>
                <td>
                  {market.maxStakes.length > 0 && <p data-testid="market-max-stakes">{market.maxStakes.map((stake) => `${stake.currency} ${stake.maxStake}`).join(' · ')}</p>}
                  <label className="visually-hidden" htmlFor={`stake-currency-${market.marketId}`}>
                    {t('market.maxStakeCurrency', { market: market.key })}
                  </label>
                  <select id={`stake-currency-${market.marketId}`} className="input" value={currency} onChange={(event) => setCurrencies({ ...currencies, [market.marketId]: event.target.value })}>
                    {match.stakeCurrencies.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                  <label className="visually-hidden" htmlFor={`stake-${market.marketId}`}>
                    {t('market.maxStakeOf', { market: market.key })}
                  </label>
                  <input
                    id={`stake-${market.marketId}`}
                    className="input"
                    inputMode="decimal"
                    placeholder={current ?? t('market.noMaxStake')}
                    value={stakes[market.marketId] ?? ''}
                    onChange={(event) => setStakes({ ...stakes, [market.marketId]: event.target.value })}
                  />
                  <button type="button" className="button" disabled={settingStake} onClick={() => void withReason((why) => stakeOf(market.marketId, stakes[market.marketId]?.trim() ?? '', why))}>
                    {t('market.setMaxStake')}
                  </button>
                  {current && (
                    <button type="button" className="button" disabled={settingStake} onClick={() => void withReason((why) => stakeOf(market.marketId, null, why))}>
                      {t('market.liftMaxStake')}
                    </button>
                  )}
                </td>
                <td>
                  <button type="button" className="button" disabled={pending || (matchSuspended && !own)} onClick={() => void withReason((why) => change({ marketId: market.marketId, suspended: !own, reason: why }))}>
                    {own ? t('market.reopen') : t('market.suspend')}
                  </button>
                </td>
              </tr>
              <tr data-testid="trading-market-override" data-market={market.key}>
                <td colSpan={5}>
                  <MarketOverride market={market} act={withReason} />
                </td>
              </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
