import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { mayCall } from '../../../../rules/backoffice';
import { formatDateTime } from '../../features/shell/format';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { useStaff } from '../StaffContext';
import { ReasonForm } from './ReasonForm';
import { Refusal } from './Refusal';
import { ResponsibleHistory } from './ResponsibleHistory';
import { useDecidedList } from './useDecidedList';
import type { KycQueueApproveMutation } from './__generated__/KycQueueApproveMutation.graphql';
import type { KycQueueQuery, KycQueueQuery$data } from './__generated__/KycQueueQuery.graphql';
import type { KycQueueRejectMutation } from './__generated__/KycQueueRejectMutation.graphql';

const queueQuery = graphql`
  query KycQueueQuery {
    backoffice {
      kycQueue {
        id
        playerId
        userName
        email
        documentType
        fileName
        contentType
        sizeBytes
        uploadedAt
        fileUrl
      }
    }
  }
`;

const approveMutation = graphql`
  mutation KycQueueApproveMutation($id: ID!) {
    backoffice {
      approveKycDocument(id: $id) {
        __typename
        ... on KycDecision {
          id
          status
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const rejectMutation = graphql`
  mutation KycQueueRejectMutation($id: ID!, $reason: String!) {
    backoffice {
      rejectKycDocument(id: $id, reason: $reason) {
        __typename
        ... on KycDecision {
          id
          status
          rejectReason
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

type QueuedDocument = KycQueueQuery$data['backoffice']['kycQueue'][number];

/**
 * The KYC review queue (issue 18), oldest first: who sent what and when, the file itself (an image shown
 * in the page, a PDF opened in its own tab — both through the gateway's export route, which serves them
 * sandboxed and never executable), and the decision: approve, or reject with the reason the player reads.
 * A decided document leaves the queue; the last decision is announced above it.
 */
export function KycQueue() {
  const { t } = useTranslation('backoffice-compliance');
  const { fetchKey, announced, decided } = useDecidedList();
  const { backoffice } = useLazyLoadQuery<KycQueueQuery>(queueQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const documents = backoffice.kycQueue;

  return (
    <section aria-labelledby="kyc-queue-title" data-testid="kyc-queue">
      <h2 id="kyc-queue-title">{t('page.kycQueue')}</h2>
      <p role="status" className="form-status form-status--success" hidden={!announced} data-testid="kyc-decided">
        {announced}
      </p>
      {documents.length === 0 ? (
        <p className="empty-state">{t('page.noDocuments')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('page.kycQueue')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('page.uploaded')}</th>
              <th scope="col">{t('page.player')}</th>
              <th scope="col">{t('page.document')}</th>
              <th scope="col">{t('page.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <QueuedRow key={document.id} document={document} onDecided={decided} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function QueuedRow({ document, onDecided }: { document: QueuedDocument; onDecided: (message: string) => void }) {
  const { t, i18n } = useTranslation('backoffice-compliance');
  const staff = useStaff();
  const kind = t(`documentTypes.${document.documentType}`, { defaultValue: document.documentType });
  return (
    <tr data-testid={`kyc-document-${document.fileName}`}>
      <td>
        <time dateTime={document.uploadedAt}>{formatDateTime(i18n.language, document.uploadedAt)}</time>
      </td>
      <td>
        <strong>{document.userName}</strong>
        <div className="muted">{document.email}</div>
        {mayCall(staff.roles, 'responsible.read') && <ResponsibleHistory playerId={document.playerId} userName={document.userName} />}
      </td>
      <td>
        {kind}
        <div className="muted">
          {document.fileName} · {new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(document.sizeBytes / 1024)))}
        </div>
        <DocumentFile document={document} kind={kind} />
      </td>
      <td>{mayCall(staff.roles, 'kyc.decide') ? <Decision document={document} kind={kind} onDecided={onDecided} /> : <span className="muted">{t('page.readOnly')}</span>}</td>
    </tr>
  );
}

/** The file: an image in the page once asked for (a queue of photos would download them all), a PDF in its own tab. */
function DocumentFile({ document, kind }: { document: QueuedDocument; kind: string }) {
  const { t } = useTranslation('backoffice-compliance');
  const [shown, setShown] = useState(false);
  if (document.contentType === 'application/pdf')
    return (
      <a className="button button--small" href={document.fileUrl} target="_blank" rel="noopener noreferrer">
        {t('page.openPdf')}
      </a>
    );
  return (
    <div className="backoffice-kyc-file">
      <button type="button" className="button button--small" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
        {shown ? t('page.hide') : t('page.view')}
      </button>
      {shown && (
        <a href={document.fileUrl} target="_blank" rel="noopener noreferrer">
          <img src={document.fileUrl} alt={t('page.imageOf', { kind, name: document.userName })} className="backoffice-kyc-file__image" />
        </a>
      )}
    </div>
  );
}

function Decision({ document, kind, onDecided }: { document: QueuedDocument; kind: string; onDecided: (message: string) => void }) {
  const { t } = useTranslation('backoffice-compliance');
  const [approve, approving] = usePromiseMutation<KycQueueApproveMutation>(approveMutation);
  const [reject] = usePromiseMutation<KycQueueRejectMutation>(rejectMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const subject = { kind, name: document.userName };

  const approveIt = async () => {
    const answer = (await approve({ id: document.id })).backoffice.approveKycDocument;
    setFailure(failureOf(answer));
    if (dataOf(answer)) onDecided(t('page.approvedOf', subject));
  };
  const rejectIt = async (reason: string) => {
    const answer = (await reject({ id: document.id, reason })).backoffice.rejectKycDocument;
    if (dataOf(answer)) onDecided(t('page.rejectedOf', subject));
    return failureOf(answer);
  };

  return (
    <div className="backoffice-decision">
      <Refusal failure={failure} />
      <button type="button" className="button button--primary" disabled={approving} onClick={approveIt}>
        {t('page.approve')}
      </button>
      <ReasonForm id={`kyc-reason-${document.id}`} name={t('page.rejectOf', subject)} label={t('page.reason')} submit={t('page.reject')} decide={rejectIt} />
    </div>
  );
}
