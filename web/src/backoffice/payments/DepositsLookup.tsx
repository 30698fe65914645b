import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import type { DepositsLookupQuery } from './__generated__/DepositsLookupQuery.graphql';

const lookupQuery = graphql`
  query DepositsLookupQuery($reference: String, $player: String) {
    backoffice {
      deposits(reference: $reference, player: $player) {
        id
        legacyId
        userId
        userName
        amount
        currency
        method
        provider
        providerReference
        referenceNumber
        statusText
        reasonText
        createdAt
        updatedAt
        completedAt
      }
    }
  }
`;

interface Search {
  reference: string | null;
  player: string | null;
}

/** Deposits by the provider's reference (or ours) and/or by player: exact matches, newest first. */
export function DepositsLookup() {
  const { t } = useTranslation('backoffice-payments');
  const [search, setSearch] = useState<Search | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '').trim() || null;
    const player = String(data.get('player') ?? '').trim() || null;
    setMissing(!reference && !player);
    setSearch(reference || player ? { reference, player } : null);
  };

  return (
    <section aria-labelledby="deposits-title" data-testid="deposits-lookup">
      <h2 id="deposits-title">{t('deposits.title')}</h2>
      <p className="muted">{t('deposits.help')}</p>
      <form className="backoffice-payments__filter" onSubmit={submit} aria-labelledby="deposits-title">
        <div className="field">
          <label className="field__label" htmlFor="deposits-reference">
            {t('deposits.reference')}
          </label>
          <input id="deposits-reference" className="input" name="reference" maxLength={200} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="deposits-player">
            {t('deposits.player')}
          </label>
          <input id="deposits-player" className="input" name="player" maxLength={100} />
        </div>
        <button type="submit" className="button">
          {t('deposits.search')}
        </button>
      </form>
      {missing && (
        <p className="form-status form-status--error" role="alert">
          {t('deposits.missing')}
        </p>
      )}
      {search && (
        <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
          <DepositsFound search={search} />
        </Suspense>
      )}
    </section>
  );
}

function DepositsFound({ search }: { search: Search }) {
  const { t } = useTranslation('backoffice-payments');
  const { lang = 'en-US' } = useParams();
  // A payment's state moves (a callback arrives): every lookup asks again.
  const { backoffice } = useLazyLoadQuery<DepositsLookupQuery>(lookupQuery, search, { fetchPolicy: 'network-only' });
  const deposits = backoffice?.deposits ?? [];
  if (deposits.length === 0) return <p className="empty-state">{t('deposits.empty')}</p>;
  const time = (iso: string | null | undefined) => (iso ? formatDateTime(lang, iso) : '—');
  return (
    <div className="table-scroll">
      <table className="backoffice-table">
        <caption className="visually-hidden">{t('deposits.title')}</caption>
        <thead>
          <tr>
            {(['id', 'player', 'amount', 'method', 'provider', 'status', 'createdAt', 'completedAt', 'updatedAt'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`deposits.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deposits.map((deposit) => (
            <tr key={deposit.id} data-testid="deposit-row">
              <td>{deposit.legacyId}</td>
              <td>
                {deposit.userName}
                <span className="muted transaction__detail">#{deposit.userId}</span>
              </td>
              <td className="cell--amount">{formatMoney(lang, deposit.amount, deposit.currency)}</td>
              <td>{deposit.method ?? '—'}</td>
              <td>
                {deposit.provider ?? '—'}
                {(deposit.providerReference ?? deposit.referenceNumber) && <span className="muted transaction__detail">{deposit.providerReference ?? deposit.referenceNumber}</span>}
              </td>
              <td>
                {deposit.statusText}
                {deposit.reasonText && <span className="muted transaction__detail">{deposit.reasonText}</span>}
              </td>
              <td className="cell--nowrap">{time(deposit.createdAt)}</td>
              <td className="cell--nowrap">{time(deposit.completedAt)}</td>
              <td className="cell--nowrap">{time(deposit.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
