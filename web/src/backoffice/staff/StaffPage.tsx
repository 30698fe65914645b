import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { STAFF_ROLES } from '../../../../rules/backoffice';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { FailureText } from '../FailureText';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import type { StaffPageCreateMutation, StaffRole } from './__generated__/StaffPageCreateMutation.graphql';
import type { StaffPageQuery } from './__generated__/StaffPageQuery.graphql';
import type { StaffPageUpdateMutation } from './__generated__/StaffPageUpdateMutation.graphql';

const staffQuery = graphql`
  query StaffPageQuery {
    backoffice {
      staff {
        id
        userName
        email
        displayName
        roles
        locked
      }
    }
  }
`;

const createMutation = graphql`
  mutation StaffPageCreateMutation($userName: String!, $email: String!, $displayName: String, $roles: [StaffRole!]!) {
    backoffice {
      createStaff(userName: $userName, email: $email, displayName: $displayName, roles: $roles) {
        __typename
        ... on StaffEnrolment {
          password
          totpSecret
          otpauthUri
          staff {
            id
            userName
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const updateMutation = graphql`
  mutation StaffPageUpdateMutation($id: ID!, $roles: [StaffRole!], $locked: Boolean, $reason: String!) {
    backoffice {
      updateStaff(id: $id, roles: $roles, locked: $locked, reason: $reason) {
        __typename
        ... on StaffMember {
          id
          roles
          locked
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

interface Enrolment {
  userName: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

const rolesOf = (data: FormData) => data.getAll('roles').map(String) as StaffRole[];

/** Staff accounts (admin): the list, a new account with its enrolment shown once, roles and locks changed with a reason. */
export default function StaffPage() {
  const { t } = useTranslation(['backoffice']);
  const [fetchKey, setFetchKey] = useState(0);
  const { backoffice } = useLazyLoadQuery<StaffPageQuery>(staffQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  return (
    <section className="page backoffice-page">
      <h1>{t('backoffice:staff.title')}</h1>
      {enrolment && (
        <div className="backoffice-enrolment" role="region" aria-label={t('backoffice:staff.enrolment.title')} data-testid="staff-enrolment">
          <h2>{t('backoffice:staff.enrolment.title')}</h2>
          <p>{t('backoffice:staff.enrolment.once', { name: enrolment.userName })}</p>
          <dl>
            <dt>{t('backoffice:staff.enrolment.password')}</dt>
            <dd data-testid="enrolment-password">{enrolment.password}</dd>
            <dt>{t('backoffice:staff.enrolment.totpSecret')}</dt>
            <dd data-testid="enrolment-secret">{enrolment.totpSecret}</dd>
            <dt>{t('backoffice:staff.enrolment.otpauthUri')}</dt>
            <dd>
              <code>{enrolment.otpauthUri}</code>
            </dd>
          </dl>
          <button type="button" className="button button--primary" onClick={() => setEnrolment(null)}>
            {t('backoffice:staff.enrolment.done')}
          </button>
        </div>
      )}
      <table className="backoffice-table">
        <caption className="visually-hidden">{t('backoffice:staff.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice:staff.userName')}</th>
            <th scope="col">{t('backoffice:staff.displayName')}</th>
            <th scope="col">{t('backoffice:staff.email')}</th>
            <th scope="col">{t('backoffice:staff.roles')}</th>
            <th scope="col">{t('backoffice:staff.status')}</th>
            <th scope="col">{t('backoffice:staff.change')}</th>
          </tr>
        </thead>
        <tbody>
          {backoffice.staff.map((member) => (
            <tr key={member.id} data-testid={`staff-row-${member.userName}`}>
              <td>{member.userName}</td>
              <td>{member.displayName}</td>
              <td>{member.email}</td>
              <td>{member.roles.map((role) => t(`backoffice:roles.${role}`)).join(', ')}</td>
              <td>{member.locked ? t('backoffice:staff.locked') : t('backoffice:staff.active')}</td>
              <td>
                <ChangeStaff id={member.id} userName={member.userName} roles={member.roles} locked={member.locked} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CreateStaff
        onCreated={(made) => {
          setEnrolment(made);
          setFetchKey((key) => key + 1);
        }}
      />
    </section>
  );
}

function RoleBoxes({ idPrefix, checked }: { idPrefix: string; checked?: readonly string[] }) {
  const { t } = useTranslation(['backoffice']);
  return (
    <fieldset className="field field--group">
      <legend className="field__label">{t('backoffice:staff.roles')}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="checkbox" htmlFor={`${idPrefix}-${role}`}>
          <input id={`${idPrefix}-${role}`} type="checkbox" name="roles" value={role} defaultChecked={checked?.includes(role)} /> {t(`backoffice:roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

function TextInput({ id, name, label, required = true, type = 'text' }: { id: string; name: string; label: string; required?: boolean; type?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" name={name} type={type} required={required} />
    </div>
  );
}

function CreateStaff({ onCreated }: { onCreated: (enrolment: Enrolment) => void }) {
  const { t } = useTranslation(['backoffice']);
  const [create, pending] = usePromiseMutation<StaffPageCreateMutation>(createMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const displayName = String(data.get('displayName') ?? '').trim();
    const answer = (
      await create({ userName: String(data.get('userName') ?? '').trim(), email: String(data.get('email') ?? '').trim(), displayName: displayName || null, roles: rolesOf(data) })
    ).backoffice.createStaff;
    setFailure(failureOf(answer));
    const made = dataOf(answer);
    if (!made) return;
    form.reset();
    onCreated({ userName: made.staff.userName, password: made.password, totpSecret: made.totpSecret, otpauthUri: made.otpauthUri });
  };

  return (
    <form className="form form--wide" noValidate onSubmit={submit} aria-busy={pending} aria-labelledby="create-staff-title">
      <h2 id="create-staff-title">{t('backoffice:staff.create.title')}</h2>
      <FailureText failure={failure} />
      <TextInput id="create-staff-userName" name="userName" label={t('backoffice:staff.userName')} />
      <TextInput id="create-staff-email" name="email" type="email" label={t('backoffice:staff.email')} />
      <TextInput id="create-staff-displayName" name="displayName" required={false} label={t('backoffice:staff.displayName')} />
      <RoleBoxes idPrefix="create-staff-role" />
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('backoffice:staff.create.submit')}
      </button>
    </form>
  );
}

function ChangeStaff({ id, userName, roles, locked }: { id: string; userName: string; roles: readonly string[]; locked: boolean }) {
  const { t } = useTranslation(['backoffice']);
  const [update, pending] = usePromiseMutation<StaffPageUpdateMutation>(updateMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const answer = (await update({ id, roles: rolesOf(data), locked: data.get('locked') === 'on', reason: String(data.get('reason') ?? '').trim() })).backoffice.updateStaff;
    setFailure(failureOf(answer));
  };

  return (
    <details className="details">
      <summary>{t('backoffice:staff.changeOf', { name: userName })}</summary>
      <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
        <FailureText failure={failure} />
        <RoleBoxes idPrefix={`change-${id}-role`} checked={roles} />
        <label className="checkbox" htmlFor={`change-${id}-locked`}>
          <input id={`change-${id}-locked`} type="checkbox" name="locked" defaultChecked={locked} /> {t('backoffice:staff.lock')}
        </label>
        <TextInput id={`change-${id}-reason`} name="reason" label={t('backoffice:staff.reason')} />
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('backoffice:staff.save')}
        </button>
      </form>
    </details>
  );
}
