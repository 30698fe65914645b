import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { WithdrawalQueueApproveMutation } from './__generated__/WithdrawalQueueApproveMutation.graphql';
import type { WithdrawalQueueQuery, WithdrawalQueueQuery$data } from './__generated__/WithdrawalQueueQuery.graphql';
import type { WithdrawalQueueRejectMutation } from './__generated__/WithdrawalQueueRejectMutation.graphql';

const queueQuery = graphql`
  query WithdrawalQueueQuery {
    backoffice {
      withdrawalQueue {
        id
        userId
        userName
        amount
        currency
        method
        requestedAt
        kycStatus
        kycRequired
        approvalsNeeded
        approvedBy
      }
    }
  }
`;

const approveMutation = graphql`
  mutation WithdrawalQueueApproveMutation($id: ID!) {
    backoffice {
      approveWithdrawal(id: $id) {
        __typename
        ... on WithdrawalDecision {
          decision
          message
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const rejectMutation = graphql`
  mutation WithdrawalQueueRejectMutation($id: ID!, $reason: String!) {
    backoffice {
      rejectWithdrawal(id: $id, reason: $reason) {
        __typename
        ... on WithdrawalDecision {
          decision
          message
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

type Row = NonNullable<WithdrawalQueueQuery$data['backoffice']>['withdrawalQueue'][number];
/** What the last decision did, or why it was refused, shown above the queue (the row may have left it). */
type Said = { tone: 'done'; text: string } | { tone: 'refused'; failure: Failure };

/**
 * The withdrawal queue: who asks how much by which method since when, their KYC state and the approvals
 * so far; approve, or reject with a reason the player reads. The platform's answer (paid out, waiting
 * for a second approval, rejected — or a refusal: four eyes, KYC first, no longer pending) is said above
 * the queue in the staff's language, and the queue is read again, so it shows what is still waiting.
 */
export function WithdrawalQueue() {
  const { t } = useTranslation('backoffice-payments');
  const [fetchKey, setFetchKey] = useState(0);
  const [said, setSaid] = useState<Said | null>(null);
  const { backoffice } = useLazyLoadQuery<WithdrawalQueueQuery>(queueQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const rows = backoffice?.withdrawalQueue ?? [];
  const decided = (answer: Said) => {
    setSaid(answer);
    setFetchKey((key) => key + 1);
  };

  return (
    <section aria-labelledby="queue-title" data-testid="withdrawal-queue">
      <h2 id="queue-title">{t('queue.title')}</h2>
      <p className="muted">{t('queue.help')}</p>
      <div className="backoffice-payments__outcome" aria-live="polite" data-testid="queue-outcome">
        {said?.tone === 'done' && (
          <p className="form-status form-status--success" role="status">
            {said.text}
          </p>
        )}
        {said?.tone === 'refused' && <FailureText failure={said.failure} />}
      </div>
      {rows.length === 0 ? (
        <p className="empty-state">{t('queue.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="backoffice-table">
            <caption className="visually-hidden">{t('queue.title')}</caption>
            <thead>
              <tr>
                {(['player', 'amount', 'method', 'requestedAt', 'kyc', 'approvals', 'actions'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`queue.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <QueueRow key={row.id} row={row} onDecided={decided} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function QueueRow({ row, onDecided }: { row: Row; onDecided: (said: Said) => void }) {
  const { t } = useTranslation('backoffice-payments');
  const { lang = 'en-US' } = useParams();
  const [approve, approving] = usePromiseMutation<WithdrawalQueueApproveMutation>(approveMutation);
  const [reject, rejecting] = usePromiseMutation<WithdrawalQueueRejectMutation>(rejectMutation);
  const amount = formatMoney(lang, row.amount, row.currency);
  const player = row.userName ?? row.userId;
  const busy = approving || rejecting;

  const answered = (result: { failure?: Parameters<typeof failureOf>[0]['failure']; message?: string }) => {
    const failure = failureOf(result);
    onDecided(failure ? { tone: 'refused', failure } : { tone: 'done', text: t('queue.outcome', { player, amount, message: result.message ?? '' }) });
  };
  const failed = () => onDecided({ tone: 'refused', failure: { code: null, message: t('failed'), fields: [], retryAfterSeconds: null } });

  const submitReject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    await reject({ id: row.id, reason }).then((answer) => answered(answer.backoffice.rejectWithdrawal), failed);
  };

  return (
    <tr data-testid="withdrawal-row" data-player={player}>
      <td>
        {player}
        <span className="muted transaction__detail">#{row.userId}</span>
      </td>
      <td className="cell--amount">{amount}</td>
      <td>{row.method ?? '—'}</td>
      <td className="cell--nowrap">{formatDateTime(lang, row.requestedAt)}</td>
      <td>
        {row.kycStatus ? t(`kyc.${row.kycStatus}`) : '—'}
        {row.kycRequired && <span className="muted transaction__detail">{t('queue.kycRequired')}</span>}
      </td>
      <td data-testid="approvals">
        {t('queue.approvalsOf', { given: row.approvedBy.length, needed: row.approvalsNeeded })}
        {row.approvedBy.length > 0 && <span className="muted transaction__detail">{t('queue.approvedBy', { names: row.approvedBy.join(', ') })}</span>}
      </td>
      <td>
        <div className="backoffice-payments__decision">
          <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void approve({ id: row.id }).then((answer) => answered(answer.backoffice.approveWithdrawal), failed)}>
            {t('queue.approve')}
          </button>
          <details className="details">
            <summary>{t('queue.reject')}</summary>
            <form onSubmit={(event) => void submitReject(event)} aria-label={t('queue.rejectOf', { amount, player })} aria-busy={busy}>
              <label className="field__label" htmlFor={`reject-${row.id}`}>
                {t('queue.reason')}
              </label>
              <input id={`reject-${row.id}`} className="input" name="reason" required maxLength={500} />
              <button type="submit" className="button button--small" disabled={busy}>
                {t('queue.confirmReject')}
              </button>
            </form>
          </details>
        </div>
      </td>
    </tr>
  );
}
