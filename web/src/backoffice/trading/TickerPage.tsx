import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { keepNewest, TICKER_FLAGS } from '../../../../rules/trading/ticker-flags';
import { backofficeHref } from '../paths';
import type { BetTickerFilter, TickerPageQuery, TickerPageQuery$data } from './__generated__/TickerPageQuery.graphql';
import type { TickerPageSubscription } from './__generated__/TickerPageSubscription.graphql';
import './ticker.css';

/** The rows the page keeps: the newest only, so a busy evening never grows the list (or the page) without end. */
export const TICKER_ROWS = 50;

const tickerQuery = graphql`
  query TickerPageQuery($filter: BetTickerFilter, $first: Int) {
    backoffice {
      betTicker(first: $first, filter: $filter) {
        __typename
        ... on BackofficeBetTickerSuccess {
          data {
            id
            acceptedAt
            playerId
            playerName
            betType
            stake { amount currency }
            odds
            potentialReturn { amount currency }
            live
            tags
            flags
            legs { matchId matchName market outcome odds }
          }
        }
        ... on Error {
          message
        }
      }
    }
  }
`;

const tickerSubscription = graphql`
  subscription TickerPageSubscription($filter: BetTickerFilter) {
    backofficeBetTicker(filter: $filter) {
      __typename
      ... on BetTickerEntry {
        id
        acceptedAt
        playerId
        playerName
        betType
        stake { amount currency }
        odds
        potentialReturn { amount currency }
        live
        tags
        flags
        legs { matchId matchName market outcome odds }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Row = NonNullable<TickerPageQuery$data['backoffice']['betTicker']['data']>[number];
type Keyed = Row & { key: string };

/** The filter a submitted form names: empty fields left out. */
function filterOf(data: FormData, matchId: string | null): BetTickerFilter {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const live = text('live');
  const sport = Number(text('sportId'));
  return {
    ...(text('flag') ? { flag: text('flag') as BetTickerFilter['flag'] } : {}),
    ...(text('minStake') ? { minStake: text('minStake') } : {}),
    ...(text('player') ? { player: text('player') } : {}),
    ...(text('sportId') && Number.isInteger(sport) ? { sportId: sport } : {}),
    ...(live ? { live: live === 'live' } : {}),
    ...(matchId ? { matchId } : {}),
  };
}

/**
 * /backoffice/trading/ticker (issue 19): the bets the book accepts, newest first, live. The page starts
 * with the newest (backoffice.betTicker), then each accepted bet arrives on the back office's socket and
 * goes to the top; the page keeps TICKER_ROWS rows. The filter (flag, sport or match, minimum stake,
 * player, live or prematch) is the platform's rule for both the list and the stream.
 *
 * The stream is listened to here, above the list's Suspense, so it starts with the list's request, not after
 * its answer: a bet accepted while the list loads is in `streamed`, and the rows merge both (each once).
 */
export default function TickerPage() {
  const { t } = useTranslation(['backoffice-ticker', 'backoffice']);
  const [filter, setFilter] = useState<BetTickerFilter>({});
  const [streamed, setStreamed] = useState<{ filter: BetTickerFilter; rows: Keyed[] }>({ filter, rows: [] });
  const live = useMemo<GraphQLSubscriptionConfig<TickerPageSubscription>>(
    () => ({
      subscription: tickerSubscription,
      variables: { filter },
      // A functional update per bet: a burst is batched by React into few renders, and only the newest are kept.
      onNext: (data) => {
        // The union's other members (an AuthError) carry no row: the page's own query already said why.
        const row = data?.backofficeBetTicker as Row | undefined;
        if (row?.id) setStreamed((kept) => ({ filter, rows: keepNewest<Keyed>(kept.filter === filter ? kept.rows : [], [{ ...row, key: row.id }], TICKER_ROWS) }));
      },
    }),
    [filter],
  );
  useSubscription(live);
  return (
    <section className="page backoffice-page backoffice-ticker">
      <h1>{t('backoffice-ticker:title')}</h1>
      <p>
        <Link to="../audit">{t('backoffice-ticker:audit')}</Link>
      </p>
      <TickerFilterForm filter={filter} onChange={setFilter} />
      {/* A new filter starts a new list and a new stream (the key resets the kept rows). */}
      <Suspense fallback={<div className="page-skeleton" aria-busy="true" />}>
        <TickerRows key={JSON.stringify(filter)} filter={filter} streamed={streamed.filter === filter ? streamed.rows : []} onMatch={(matchId) => setFilter({ ...filter, matchId })} />
      </Suspense>
    </section>
  );
}

function TickerFilterForm({ filter, onChange }: { filter: BetTickerFilter; onChange: (filter: BetTickerFilter) => void }) {
  const { t } = useTranslation(['backoffice-ticker']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(filterOf(new FormData(event.currentTarget), filter.matchId ?? null));
  };
  return (
    <form className="backoffice-ticker__filter" onSubmit={submit} aria-label={t('backoffice-ticker:filter.label')}>
      <div className="field">
        <label className="field__label" htmlFor="ticker-flag">
          {t('backoffice-ticker:filter.flag')}
        </label>
        <select id="ticker-flag" className="input" name="flag" defaultValue={filter.flag ?? ''}>
          <option value="">{t('backoffice-ticker:filter.any')}</option>
          {TICKER_FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {t(`backoffice-ticker:flags.${flag}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ticker-live">
          {t('backoffice-ticker:filter.when')}
        </label>
        <select id="ticker-live" className="input" name="live" defaultValue={filter.live === undefined || filter.live === null ? '' : filter.live ? 'live' : 'prematch'}>
          <option value="">{t('backoffice-ticker:filter.any')}</option>
          <option value="live">{t('backoffice-ticker:live')}</option>
          <option value="prematch">{t('backoffice-ticker:prematch')}</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ticker-min-stake">
          {t('backoffice-ticker:filter.minStake')}
        </label>
        <input id="ticker-min-stake" className="input" name="minStake" inputMode="decimal" defaultValue={filter.minStake ?? ''} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ticker-player">
          {t('backoffice-ticker:filter.player')}
        </label>
        <input id="ticker-player" className="input" name="player" defaultValue={filter.player ?? ''} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ticker-sport">
          {t('backoffice-ticker:filter.sport')}
        </label>
        <input id="ticker-sport" className="input" name="sportId" inputMode="numeric" defaultValue={filter.sportId ?? ''} />
      </div>
      <button type="submit" className="button">
        {t('backoffice-ticker:filter.apply')}
      </button>
      {filter.matchId && (
        <button type="button" className="button button--secondary" onClick={() => onChange({ ...filter, matchId: undefined })}>
          {t('backoffice-ticker:filter.allMatches')}
        </button>
      )}
    </form>
  );
}

function TickerRows({ filter, streamed, onMatch }: { filter: BetTickerFilter; streamed: readonly Keyed[]; onMatch: (matchId: string) => void }) {
  const { t, i18n } = useTranslation(['backoffice-ticker', 'backoffice-players']);
  const { lang = i18n.language } = useParams();
  const { backoffice } = useLazyLoadQuery<TickerPageQuery>(tickerQuery, { filter, first: TICKER_ROWS }, { fetchPolicy: 'network-only' });
  const first = backoffice.betTicker;
  const listed = useMemo(() => (first.data ?? []).map((row) => ({ ...row, key: row.id })), [first]);
  // The streamed rows are newer than the list (or the same bets): they go first, each bet once.
  const rows = useMemo(() => keepNewest<Keyed>(listed, streamed, TICKER_ROWS), [listed, streamed]);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  const money = (value: { amount: string; currency: string }) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: value.currency }).format(Number(value.amount));

  if (!first.data) {
    return (
      <p role="alert" className="form__error">
        {first.message ?? t('backoffice-ticker:failed')}
      </p>
    );
  }
  if (rows.length === 0) return <p className="muted">{t('backoffice-ticker:empty')}</p>;
  return (
    <table className="table backoffice-ticker__table" data-testid="ticker">
      <caption className="visually-hidden">{t('backoffice-ticker:caption', { count: TICKER_ROWS })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice-ticker:columns.time')}</th>
          <th scope="col">{t('backoffice-ticker:columns.player')}</th>
          <th scope="col">{t('backoffice-ticker:columns.bet')}</th>
          <th scope="col">{t('backoffice-ticker:columns.stake')}</th>
          <th scope="col">{t('backoffice-ticker:columns.odds')}</th>
          <th scope="col">{t('backoffice-ticker:columns.return')}</th>
          <th scope="col">{t('backoffice-ticker:columns.flags')}</th>
        </tr>
      </thead>
      <tbody aria-live="polite">
        {rows.map((row) => (
          <tr key={row.key} data-testid="ticker-row">
            <td>
              <time dateTime={row.acceptedAt}>{time.format(new Date(row.acceptedAt))}</time>
              <div className="muted">{row.live ? t('backoffice-ticker:live') : t('backoffice-ticker:prematch')}</div>
            </td>
            <td>
              <Link to={backofficeHref(lang, `players/${encodeURIComponent(row.playerId)}`)}>{row.playerName}</Link>
              {row.tags.length > 0 && <div className="muted">{row.tags.map((tag) => t(`backoffice-players:tags.${tag}`, { defaultValue: tag })).join(', ')}</div>}
            </td>
            <td>
              <div>{t(`backoffice-ticker:betTypes.${row.betType}`, { defaultValue: row.betType })}</div>
              <ul className="backoffice-ticker__legs">
                {row.legs.map((leg, index) => (
                  <li key={index}>
                    <button type="button" className="link-button" onClick={() => onMatch(leg.matchId)} title={t('backoffice-ticker:filter.thisMatch')}>
                      {leg.matchName}
                    </button>{' '}
                    · {leg.market} · {leg.outcome} @ {leg.odds}
                  </li>
                ))}
              </ul>
            </td>
            <td className="cell--amount" data-testid="ticker-stake">
              {money(row.stake)}
            </td>
            <td className="cell--amount">{row.odds}</td>
            <td className="cell--amount">{money(row.potentialReturn)}</td>
            <td>
              <ul className="backoffice-ticker__flags" data-testid="ticker-flags">
                {row.flags.map((flag) => (
                  <li key={flag} className={`badge backoffice-ticker__flag backoffice-ticker__flag--${flag}`}>
                    {t(`backoffice-ticker:flags.${flag}`)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
