import { useEffect, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { FormStatus } from '../forms/fields';
import { ListPanel } from '../history/ListPanel';
import { AgentArea } from './AgentArea';
import { searchOf, SUB_ACCOUNTS_PAGE } from './rules';
import { SubAccountForm } from './SubAccountForm';
import { SubAccountRow, type RowAction } from './SubAccountRow';
import { TransferDialog } from './TransferDialog';
import type { AgentUsersPageQuery } from './__generated__/AgentUsersPageQuery.graphql';
import type { AgentUsersPage_viewer$key } from './__generated__/AgentUsersPage_viewer.graphql';

export const agentUsersPageQuery = graphql`
  query AgentUsersPageQuery($search: String, $count: Int!) {
    viewer {
      id
      accountType
      currency
      balance {
        amount
        currency
      }
      ...AgentUsersPage_viewer @arguments(search: $search, count: $count)
    }
    countries {
      code
      name
    }
    currencies {
      code
    }
  }
`;

const listFragment = graphql`
  fragment AgentUsersPage_viewer on Viewer
  @refetchable(queryName: "AgentUsersPagePaginationQuery")
  @argumentDefinitions(search: { type: "String" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    subAccounts(search: $search, first: $count, after: $cursor) @connection(key: "AgentUsersPage_subAccounts", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          ...SubAccountRow_account
        }
      }
    }
  }
`;

/**
 * /{lang}/agent-management/users (seed 001 §7): the agent's sub-accounts 20 at
 * a time, searchable by username or email, each with edit, lock or unlock,
 * deposit and withdraw; and the form that creates one.
 */
export default function AgentUsersPage({ query }: { query: PreloadedQuery<AgentUsersPageQuery> }) {
  return (
    <AgentArea tab="users">
      <AgentUsers query={query} />
    </AgentArea>
  );
}

type Open = { kind: 'create' } | Extract<RowAction, { kind: 'edit' | 'transfer' }> | null;

function AgentUsers({ query }: { query: PreloadedQuery<AgentUsersPageQuery> }) {
  const data = usePreloadedQuery<AgentUsersPageQuery>(agentUsersPageQuery, query);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const viewer = data.viewer;
  if (!viewer) return null;

  const countries = data.countries.map((country) => ({ value: country.code, label: country.name }));
  const currencies = data.currencies.map((currency) => currency.code);
  const act = (action: RowAction) => {
    setNotice(null);
    if (action.kind === 'notice') setNotice(action.text);
    else setOpen(action);
  };

  return (
    <div className="agents-users">
      {notice && (
        <FormStatus tone="success">
          <span data-testid="agents-notice">{notice}</span>
        </FormStatus>
      )}
      <SubAccountList viewer={viewer} onAction={act} onCreate={() => setOpen({ kind: 'create' })} refreshes={refreshes} />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <SubAccountForm
          key={open.kind}
          account={open.kind === 'edit' ? open.account : null}
          viewerType={viewer.accountType}
          defaultCurrency={viewer.currency}
          countries={countries}
          currencies={currencies}
          onClose={() => setOpen(null)}
          onSaved={(text) => {
            setOpen(null);
            setNotice(text);
            // A new account's place in the list is the server's to say (newest first, or by name): read the list again.
            if (open.kind === 'create') setRefreshes((count) => count + 1);
          }}
        />
      )}
      {open?.kind === 'transfer' && (
        <TransferDialog
          account={open.account}
          direction={open.direction}
          ownCash={viewer.balance.currency === open.currency ? viewer.balance.amount : null}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setNotice(text);
          }}
        />
      )}
    </div>
  );
}

function SubAccountList({ viewer, onAction, onCreate, refreshes }: { viewer: AgentUsersPage_viewer$key; onAction: (action: RowAction) => void; onCreate: () => void; refreshes: number }) {
  const { t } = useTranslation('agents');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(listFragment, viewer);
  const [text, setText] = useState('');
  const [searching, startTransition] = useTransition();
  const [search, setSearch] = useState<string | null>(null);
  // The search follows the typing, one request once the agent pauses rather than one per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchOf(text)), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const shown = useRef({ search: null as string | null, refreshes: 0 });
  useEffect(() => {
    if (shown.current.search === search && shown.current.refreshes === refreshes) return;
    // After a create the list is read again from the server; a search may come from the store.
    const fetchPolicy = shown.current.refreshes !== refreshes ? 'network-only' : 'store-or-network';
    shown.current = { search, refreshes };
    startTransition(() => {
      refetch({ search, count: SUB_ACCOUNTS_PAGE }, { fetchPolicy });
    });
  }, [search, refreshes, refetch]);
  const connection = data.subAccounts;
  const rows = connection.edges.map((edge) => edge.node);

  return (
    <ListPanel
      name="sub-accounts"
      title={t('web.users.title')}
      aside={
        <button type="button" className="button button--primary" data-testid="sub-account-create" onClick={onCreate}>
          {t('web.users.create')}
        </button>
      }
    >
      <div className="sub-accounts__search">
        <label className="field__label" htmlFor="sub-accounts-search">
          {t('web.users.searchLabel')}
        </label>
        <input
          id="sub-accounts-search"
          className="input"
          type="search"
          value={text}
          placeholder={t('web.users.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          data-testid="sub-accounts-search"
        />
        {searching ? <span className="spinner" aria-label={t('web.users.loading')} /> : <span className="muted" data-testid="sub-accounts-total">{t('web.users.total', { count: connection.totalCount })}</span>}
      </div>
      {rows.length === 0 ? (
        <p className="empty-state" data-testid="sub-accounts-empty">
          {search ? t('web.users.noMatch', { search }) : t('web.users.empty')}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="table sub-accounts__table">
            <thead>
              <tr>
                <th scope="col">{t('web.users.columns.userName')}</th>
                <th scope="col">{t('web.users.columns.type')}</th>
                <th scope="col" className="cell--amount">
                  {t('web.users.columns.balance')}
                </th>
                <th scope="col">{t('web.users.columns.status')}</th>
                <th scope="col">{t('web.users.columns.created')}</th>
                <th scope="col" className="cell--action">
                  {t('web.users.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <SubAccountRow key={row.id} account={row} onAction={onAction} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <button type="button" className="button show-more" disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={() => loadNext(SUB_ACCOUNTS_PAGE)} data-testid="sub-accounts-more">
          {isLoadingNext && <span className="spinner" aria-hidden="true" />}
          {t('web.users.loadMore')}
        </button>
      )}
    </ListPanel>
  );
}
