import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { PartnerKeysSectionCreateMutation, PartnerScope } from './__generated__/PartnerKeysSectionCreateMutation.graphql';
import type { PartnerKeysSectionQuery } from './__generated__/PartnerKeysSectionQuery.graphql';
import type { PartnerKeysSectionRevokeMutation } from './__generated__/PartnerKeysSectionRevokeMutation.graphql';

const keysQuery = graphql`
  query PartnerKeysSectionQuery {
    backoffice {
      partnerKeys {
        id
        name
        prefix
        scopes
        ownerUserId
        rateLimitPerMinute
        createdAt
        revokedAt
      }
      agentNetwork {
        id
        userName
        accountType
      }
    }
  }
`;

const createMutation = graphql`
  mutation PartnerKeysSectionCreateMutation($name: String!, $scopes: [PartnerScope!]!, $ownerId: ID, $rateLimitPerMinute: Int) {
    backoffice {
      createPartnerKey(name: $name, scopes: $scopes, ownerId: $ownerId, rateLimitPerMinute: $rateLimitPerMinute) {
        __typename
        ... on CreatedPartnerKey {
          secret
          partnerKey {
            id
            name
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation PartnerKeysSectionRevokeMutation($id: ID!) {
    backoffice {
      revokePartnerKey(id: $id) {
        __typename
        ... on BackofficePartnerKey {
          id
          revokedAt
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const SCOPES: readonly PartnerScope[] = ['CATALOGUE_READ', 'RESULTS_READ', 'AGENTS_REPORTS'];

/** Partner API keys: the list (never a secret), a new key with its secret shown once, revoking one. */
export default function PartnerKeysSection() {
  const { t, i18n } = useTranslation(['backoffice-operations']);
  const [fetchKey, setFetchKey] = useState(0);
  const { partnerKeys, agentNetwork } = useLazyLoadQuery<PartnerKeysSectionQuery>(keysQuery, {}, { fetchPolicy: 'network-only', fetchKey }).backoffice;
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const refresh = () => setFetchKey((key) => key + 1);

  return (
    <section aria-labelledby="partner-keys-title">
      <h2 id="partner-keys-title">{t('backoffice-operations:keys.title')}</h2>
      {made && (
        <div className="backoffice-enrolment" role="region" aria-label={t('backoffice-operations:keys.secretTitle')} data-testid="partner-key-secret">
          <h3>{t('backoffice-operations:keys.secretTitle')}</h3>
          <p>{t('backoffice-operations:keys.secretOnce', { name: made.name })}</p>
          <p>
            <code data-testid="partner-key-secret-value">{made.secret}</code>
          </p>
          <button type="button" className="button button--primary" onClick={() => setMade(null)}>
            {t('backoffice-operations:keys.done')}
          </button>
        </div>
      )}
      {partnerKeys.length === 0 ? (
        <p>{t('backoffice-operations:keys.empty')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('backoffice-operations:keys.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-operations:keys.name')}</th>
              <th scope="col">{t('backoffice-operations:keys.prefix')}</th>
              <th scope="col">{t('backoffice-operations:keys.scopes')}</th>
              <th scope="col">{t('backoffice-operations:keys.owner')}</th>
              <th scope="col">{t('backoffice-operations:keys.rate')}</th>
              <th scope="col">{t('backoffice-operations:keys.created')}</th>
              <th scope="col">{t('backoffice-operations:keys.status')}</th>
            </tr>
          </thead>
          <tbody>
            {partnerKeys.map((key) => (
              <tr key={key.id} data-testid={`partner-key-row-${key.name}`}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{key.scopes.map((scope) => t(`backoffice-operations:keys.scope.${scope}`)).join(', ')}</td>
                <td>{key.ownerUserId ?? '—'}</td>
                <td>{key.rateLimitPerMinute}</td>
                <td>{when.format(new Date(key.createdAt))}</td>
                <td>{key.revokedAt ? t('backoffice-operations:keys.revokedAt', { when: when.format(new Date(key.revokedAt)) }) : <RevokeKey id={key.id} name={key.name} onRevoked={refresh} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CreateKey
        agents={agentNetwork}
        onCreated={(created) => {
          setMade(created);
          refresh();
        }}
      />
    </section>
  );
}

function RevokeKey({ id, name, onRevoked }: { id: string; name: string; onRevoked: () => void }) {
  const { t } = useTranslation(['backoffice-operations']);
  const [revoke, pending] = usePromiseMutation<PartnerKeysSectionRevokeMutation>(revokeMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const click = async () => {
    const answer = (await revoke({ id })).backoffice.revokePartnerKey;
    setFailure(failureOf(answer));
    if (dataOf(answer)) onRevoked();
  };
  return (
    <>
      {t('backoffice-operations:keys.active')}{' '}
      <button type="button" className="button" disabled={pending} onClick={click} aria-label={t('backoffice-operations:keys.revokeOf', { name })}>
        {t('backoffice-operations:keys.revoke')}
      </button>
      <FailureText failure={failure} />
    </>
  );
}

function CreateKey({ agents, onCreated }: { agents: readonly { id: string; userName: string }[]; onCreated: (made: { name: string; secret: string }) => void }) {
  const { t } = useTranslation(['backoffice-operations']);
  const [create, pending] = usePromiseMutation<PartnerKeysSectionCreateMutation>(createMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const owner = String(data.get('ownerId') ?? '');
    const rate = Number(data.get('rateLimitPerMinute') ?? '');
    const answer = (
      await create({
        name: String(data.get('name') ?? '').trim(),
        scopes: data.getAll('scopes').map(String) as PartnerScope[],
        ownerId: owner || null,
        rateLimitPerMinute: Number.isInteger(rate) && rate > 0 ? rate : null,
      })
    ).backoffice.createPartnerKey;
    setFailure(failureOf(answer));
    const done = dataOf(answer);
    if (!done) return;
    form.reset();
    onCreated({ name: done.partnerKey.name, secret: done.secret });
  };

  return (
    <form className="form form--wide" noValidate onSubmit={submit} aria-busy={pending} aria-labelledby="create-key-title">
      <h3 id="create-key-title">{t('backoffice-operations:keys.create')}</h3>
      <FailureText failure={failure} />
      <div className="field">
        <label className="field__label" htmlFor="create-key-name">
          {t('backoffice-operations:keys.name')}
        </label>
        <input id="create-key-name" className="input" name="name" required />
      </div>
      <fieldset className="field field--group">
        <legend className="field__label">{t('backoffice-operations:keys.scopes')}</legend>
        {SCOPES.map((scope) => (
          <label key={scope} className="checkbox" htmlFor={`create-key-scope-${scope}`}>
            <input id={`create-key-scope-${scope}`} type="checkbox" name="scopes" value={scope} /> {t(`backoffice-operations:keys.scope.${scope}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="create-key-owner">
          {t('backoffice-operations:keys.ownerAgent')}
        </label>
        <select id="create-key-owner" className="input" name="ownerId" defaultValue="">
          <option value="">{t('backoffice-operations:keys.noOwner')}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.userName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="create-key-rate">
          {t('backoffice-operations:keys.rate')}
        </label>
        <input id="create-key-rate" className="input" name="rateLimitPerMinute" type="number" min={1} max={100000} defaultValue={60} />
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('backoffice-operations:keys.submit')}
      </button>
    </form>
  );
}
