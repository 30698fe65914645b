import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { mayCall } from '../../../../rules/backoffice';
import { formatDateTime } from '../../features/shell/format';
import { dataOf, failureOf } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { useStaff } from '../StaffContext';
import { factsOf } from './facts';
import { ReasonForm } from './ReasonForm';
import { ResponsibleHistory } from './ResponsibleHistory';
import { useDecidedList } from './useDecidedList';
import type { FlagListQuery, FlagListQuery$data } from './__generated__/FlagListQuery.graphql';
import type { FlagListResolveMutation } from './__generated__/FlagListResolveMutation.graphql';

const flagsQuery = graphql`
  query FlagListQuery {
    backoffice {
      complianceFlags {
        id
        playerId
        userName
        rule
        details
        raisedAt
      }
    }
  }
`;

const resolveMutation = graphql`
  mutation FlagListResolveMutation($id: ID!, $reason: String!) {
    backoffice {
      resolveComplianceFlag(id: $id, reason: $reason) {
        __typename
        ... on ComplianceFlag {
          id
          resolvedAt
          resolution
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

type Flag = FlagListQuery$data['backoffice']['complianceFlags'][number];

/** The open compliance flags, oldest first: the rule, the player, the facts that raised it; resolved with a reason. */
export function FlagList() {
  const { t } = useTranslation('backoffice-compliance');
  const { fetchKey, announced, decided: resolved } = useDecidedList();
  const { backoffice } = useLazyLoadQuery<FlagListQuery>(flagsQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const flags = backoffice.complianceFlags;

  return (
    <section aria-labelledby="flags-title" data-testid="compliance-flags">
      <h2 id="flags-title">{t('page.flags')}</h2>
      <p role="status" className="form-status form-status--success" hidden={!announced}>
        {announced}
      </p>
      {flags.length === 0 ? (
        <p className="empty-state">{t('page.noFlags')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('page.flags')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('page.raised')}</th>
              <th scope="col">{t('page.rule')}</th>
              <th scope="col">{t('page.player')}</th>
              <th scope="col">{t('page.facts')}</th>
              <th scope="col">{t('page.resolution')}</th>
            </tr>
          </thead>
          <tbody>
            {flags.map((flag) => (
              <FlagRow key={flag.id} flag={flag} onResolved={resolved} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FlagRow({ flag, onResolved }: { flag: Flag; onResolved: (message: string) => void }) {
  const { t, i18n } = useTranslation('backoffice-compliance');
  const staff = useStaff();
  const rule = t(`rules.${flag.rule}`, { defaultValue: flag.rule });
  return (
    <tr data-testid={`flag-${flag.rule}-${flag.userName}`}>
      <td>
        <time dateTime={flag.raisedAt}>{formatDateTime(i18n.language, flag.raisedAt)}</time>
      </td>
      <td>{rule}</td>
      <td>
        <strong>{flag.userName}</strong>
        {mayCall(staff.roles, 'responsible.read') && <ResponsibleHistory playerId={flag.playerId} userName={flag.userName} />}
      </td>
      <td>
        <dl className="backoffice-changes">
          {factsOf(flag.details, i18n.language).map((fact) => (
            <div key={fact.key}>
              <dt>{t(`facts.${fact.key}`, { defaultValue: fact.key })}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td>{mayCall(staff.roles, 'flags.resolve') ? <Resolve flag={flag} rule={rule} onResolved={onResolved} /> : <span className="muted">{t('page.readOnly')}</span>}</td>
    </tr>
  );
}

function Resolve({ flag, rule, onResolved }: { flag: Flag; rule: string; onResolved: (message: string) => void }) {
  const { t } = useTranslation('backoffice-compliance');
  const [resolve] = usePromiseMutation<FlagListResolveMutation>(resolveMutation);
  const subject = { rule, name: flag.userName };
  const resolveIt = async (reason: string) => {
    const answer = (await resolve({ id: flag.id, reason })).backoffice.resolveComplianceFlag;
    if (dataOf(answer)) onResolved(t('page.resolvedOf', subject));
    return failureOf(answer);
  };
  return <ReasonForm id={`flag-reason-${flag.id}`} name={t('page.resolveOf', subject)} label={t('page.resolutionReason')} submit={t('page.resolve')} primary decide={resolveIt} />;
}
