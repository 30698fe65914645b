import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { AccountType, AgentsSectionQuery } from './__generated__/AgentsSectionQuery.graphql';
import type { AgentsSectionMoveMutation } from './__generated__/AgentsSectionMoveMutation.graphql';
import type { AgentsSectionTypeMutation } from './__generated__/AgentsSectionTypeMutation.graphql';

const networkQuery = graphql`
  query AgentsSectionQuery($search: String) {
    backoffice {
      agentNetwork(search: $search) {
        id
        userName
        email
        accountType
        currency
        locked
        parentUserName
        subAccounts
      }
    }
  }
`;

const typeMutation = graphql`
  mutation AgentsSectionTypeMutation($id: ID!, $accountType: AccountType!, $reason: String) {
    backoffice {
      setAccountType(id: $id, accountType: $accountType, reason: $reason) {
        __typename
        ... on NetworkAccount {
          id
          userName
          accountType
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const moveMutation = graphql`
  mutation AgentsSectionMoveMutation($id: ID!, $parentUserName: String!, $reason: String) {
    backoffice {
      moveAccount(id: $id, parentUserName: $parentUserName, reason: $reason) {
        __typename
        ... on NetworkAccount {
          id
          userName
          parentUserName
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** The types an account can be made (a demo user is made by its agent, with play money, never here). */
const TYPES: readonly AccountType[] = ['USER', 'AGENT', 'SUPER_AGENT', 'SUPER_MASTER_AGENT'];

/** The agent network: find an account, promote it (or make an agent a player again), move it with its tree. */
export default function AgentsSection() {
  const { t } = useTranslation(['backoffice-operations']);
  const [search, setSearch] = useState('');
  const [fetchKey, setFetchKey] = useState(0);
  const { agentNetwork } = useLazyLoadQuery<AgentsSectionQuery>(networkQuery, { search: search || null }, { fetchPolicy: 'network-only', fetchKey }).backoffice;
  const refresh = () => setFetchKey((key) => key + 1);

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };

  return (
    <section aria-labelledby="agents-title">
      <h2 id="agents-title">{t('backoffice-operations:agents.title')}</h2>
      <form className="form form--inline" role="search" onSubmit={find}>
        <div className="field">
          <label className="field__label" htmlFor="agents-search">
            {t('backoffice-operations:agents.search')}
          </label>
          <input id="agents-search" className="input" name="search" type="search" defaultValue={search} />
        </div>
        <button type="submit" className="button">
          {t('backoffice-operations:agents.searchSubmit')}
        </button>
      </form>
      <p>{search ? t('backoffice-operations:agents.searchingFor', { search }) : t('backoffice-operations:agents.help')}</p>
      {agentNetwork.length === 0 ? (
        <p>{t('backoffice-operations:agents.none')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('backoffice-operations:agents.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-operations:agents.userName')}</th>
              <th scope="col">{t('backoffice-operations:agents.email')}</th>
              <th scope="col">{t('backoffice-operations:agents.type')}</th>
              <th scope="col">{t('backoffice-operations:agents.currency')}</th>
              <th scope="col">{t('backoffice-operations:agents.parent')}</th>
              <th scope="col">{t('backoffice-operations:agents.subAccounts')}</th>
              <th scope="col">{t('backoffice-operations:agents.change')}</th>
            </tr>
          </thead>
          <tbody>
            {agentNetwork.map((account) => (
              <tr key={account.id} data-testid={`network-row-${account.userName}`}>
                <td>
                  {account.userName}
                  {account.locked ? ` (${t('backoffice-operations:agents.locked')})` : ''}
                </td>
                <td>{account.email}</td>
                <td data-testid="network-type">{t(`backoffice-operations:agents.types.${account.accountType}`)}</td>
                <td>{account.currency}</td>
                <td>{account.parentUserName ?? '—'}</td>
                <td>{account.subAccounts}</td>
                <td>
                  <ChangeAccount id={account.id} userName={account.userName} accountType={account.accountType} onChanged={refresh} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The optional reason a change form carries (the audit log records it). */
const reasonOf = (data: FormData) => String(data.get('reason') ?? '').trim() || null;

function ChangeAccount({ id, userName, accountType, onChanged }: { id: string; userName: string; accountType: AccountType; onChanged: () => void }) {
  const { t } = useTranslation(['backoffice-operations']);
  const [setType, typing] = usePromiseMutation<AgentsSectionTypeMutation>(typeMutation);
  const [move, moving] = usePromiseMutation<AgentsSectionMoveMutation>(moveMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const changeType = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answer = (await setType({ id, accountType: String(data.get('accountType')) as AccountType, reason: reasonOf(data) })).backoffice.setAccountType;
    setFailure(failureOf(answer));
    if (dataOf(answer)) onChanged();
  };
  const moveUnder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answer = (await move({ id, parentUserName: String(data.get('parentUserName') ?? '').trim(), reason: reasonOf(data) })).backoffice.moveAccount;
    setFailure(failureOf(answer));
    if (dataOf(answer)) onChanged();
  };

  return (
    <details className="details">
      <summary>{t('backoffice-operations:agents.changeOf', { name: userName })}</summary>
      <FailureText failure={failure} />
      <form className="form" noValidate onSubmit={changeType} aria-busy={typing}>
        <div className="field">
          <label className="field__label" htmlFor={`type-${id}`}>
            {t('backoffice-operations:agents.newType')}
          </label>
          <select id={`type-${id}`} className="input" name="accountType" defaultValue={accountType === 'DEMO_USER' ? 'USER' : accountType}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`backoffice-operations:agents.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`type-reason-${id}`}>
            {t('backoffice-operations:agents.reason')}
          </label>
          <input id={`type-reason-${id}`} className="input" name="reason" />
        </div>
        <button type="submit" className="button button--primary" disabled={typing}>
          {t('backoffice-operations:agents.setType')}
        </button>
      </form>
      <form className="form" noValidate onSubmit={moveUnder} aria-busy={moving}>
        <div className="field">
          <label className="field__label" htmlFor={`parent-${id}`}>
            {t('backoffice-operations:agents.moveUnder')}
          </label>
          <input id={`parent-${id}`} className="input" name="parentUserName" required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`move-reason-${id}`}>
            {t('backoffice-operations:agents.reason')}
          </label>
          <input id={`move-reason-${id}`} className="input" name="reason" />
        </div>
        <button type="submit" className="button button--primary" disabled={moving}>
          {t('backoffice-operations:agents.move')}
        </button>
      </form>
    </details>
  );
}
