import { Suspense, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../features/shell/format';
import type { PlayerSearchQuery } from './__generated__/PlayerSearchQuery.graphql';

const searchQuery = graphql`
  query PlayerSearchQuery($query: String!, $page: Int) {
    backoffice {
      playerSearch(query: $query, page: $page) {
        totalCount
        page
        pageSize
        players {
          id
          accountNumber
          userName
          email
          name
          countryCode
          locked
          createdAt
        }
      }
    }
  }
`;

/** The search: one box (account number, name, e-mail or an address); the query and page live in the address, so back returns to them. */
export default function PlayerSearch() {
  const { t } = useTranslation(['backoffice-players']);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(q ? { q } : {});
  };

  return (
    <section className="page backoffice-page">
      <h1>{t('backoffice-players:title')}</h1>
      <form className="form form--wide players-search" role="search" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="player-search">
            {t('backoffice-players:search.label')}
          </label>
          <input id="player-search" className="input" name="q" type="search" defaultValue={query} maxLength={200} aria-describedby="player-search-hint" />
          <p id="player-search-hint" className="field__hint">
            {t('backoffice-players:search.hint')}
          </p>
        </div>
        <button type="submit" className="button button--primary">
          {t('backoffice-players:search.submit')}
        </button>
      </form>
      {query && (
        <Suspense fallback={<p aria-busy="true">{t('backoffice-players:loading')}</p>}>
          <SearchResults query={query} page={page} onPage={(next) => setParams({ q: query, page: String(next) })} />
        </Suspense>
      )}
    </section>
  );
}

function SearchResults({ query, page, onPage }: { query: string; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const { playerSearch: result } = useLazyLoadQuery<PlayerSearchQuery>(searchQuery, { query, page }, { fetchPolicy: 'network-only' }).backoffice;
  const pages = Math.max(1, Math.ceil(result.totalCount / result.pageSize));
  if (result.players.length === 0) return <p role="status">{t('backoffice-players:search.none')}</p>;
  return (
    <>
      <p role="status">{t('backoffice-players:search.found', { count: result.totalCount })}</p>
      <table className="backoffice-table">
        <caption className="visually-hidden">{t('backoffice-players:search.results')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice-players:player.userName')}</th>
            <th scope="col">{t('backoffice-players:player.accountNumber')}</th>
            <th scope="col">{t('backoffice-players:player.email')}</th>
            <th scope="col">{t('backoffice-players:player.name')}</th>
            <th scope="col">{t('backoffice-players:player.country')}</th>
            <th scope="col">{t('backoffice-players:player.createdAt')}</th>
            <th scope="col">{t('backoffice-players:player.status')}</th>
          </tr>
        </thead>
        <tbody>
          {result.players.map((player) => (
            <tr key={player.id} data-testid="player-result">
              <td>
                <Link to={encodeURIComponent(player.id)}>{player.userName}</Link>
              </td>
              <td>{player.accountNumber}</td>
              <td>{player.email}</td>
              <td>{player.name}</td>
              <td>{player.countryCode}</td>
              <td>{formatDateTime(i18n.language, player.createdAt)}</td>
              <td>{player.locked ? t('backoffice-players:player.locked') : t('backoffice-players:player.active')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="players-pager" aria-label={t('backoffice-players:search.pages')}>
          <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('backoffice-players:search.previous')}
          </button>
          <span>{t('backoffice-players:search.pageOf', { page, pages })}</span>
          <button type="button" className="button button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('backoffice-players:search.next')}
          </button>
        </nav>
      )}
    </>
  );
}
