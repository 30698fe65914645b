import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { useNotices } from '../modals/useNotices';
import { FormStatus, SelectField, SubmitButton, useMessageText } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { formatDateTime } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useViewer } from '../shell/ViewerContext';
import { subscribeAsViewer } from '../shell/viewerSocket';
import { useUploadKycDocumentMutation } from '../../mutations/useUploadKycDocumentMutation';
import { failureOf } from '../../mutations/results';
import { KYC_ACCEPT, kycContentType, kycFileRule, readAsBase64 } from './kycFile';
import type { KycTab_viewer$key } from './__generated__/KycTab_viewer.graphql';
import type { KycDocumentType } from '../../mutations/__generated__/useUploadKycDocumentMutation.graphql';
import { Panel } from './Panel';

const fragment = graphql`
  fragment KycTab_viewer on Viewer @refetchable(queryName: "KycTabRefetchQuery") {
    kyc {
      status
      documents {
        id
        documentType
        fileName
        sizeBytes
        status
        uploadedAt
        rejectReason
      }
    }
  }
`;

/**
 * A compliance officer's decision, as it happens: the event answers the viewer with this tab's fragment,
 * which the store takes in, so the status and the reason show without asking again.
 */
const kycChanged = graphql`
  subscription KycTabSubscription {
    kycChanged {
      __typename
      ... on KycChanged {
        viewer {
          ...KycTab_viewer
        }
      }
    }
  }
`;

const DOCUMENT_TYPES: readonly KycDocumentType[] = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENCE', 'PROOF_OF_ADDRESS'];

interface UploadValues {
  [field: string]: string;
  DocumentType: string;
}

/** Seed 001 §2 Account Information → KYC: the verification status, the documents sent, and an upload. */
export function KycTab({ viewer }: { viewer: KycTab_viewer$key }) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const lang = useLanguage();
  const [data, refetch] = useRefetchableFragment(fragment, viewer);
  const environment = useRelayEnvironment();
  const viewerId = useViewer()?.id;
  useEffect(() => (viewerId ? subscribeAsViewer(environment, viewerId, kycChanged) : undefined), [environment, viewerId]);
  const notices = useNotices();
  const messageText = useMessageText();
  const [upload] = useUploadKycDocumentMutation();
  // A new key empties the file input after an upload (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileTouched, setFileTouched] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const fileError = file ? kycFileRule(file) : 'auth:kyc.chooseFile';
  const form = useForm<UploadValues>({
    initial: { DocumentType: '' },
    validate: (values) => (values.DocumentType ? {} : { DocumentType: 'required' }),
  });
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))
      : new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));

  const submit = form.handleSubmit(
    async (values) => {
      setFileTouched(true);
      if (!file || fileError) {
        document.getElementById('kyc-file')?.focus();
        return;
      }
      try {
        const response = await upload({
          documentType: values.DocumentType as KycDocumentType,
          fileName: file.name,
          contentType: kycContentType(file) ?? file.type,
          contentBase64: await readAsBase64(file),
        });
        const failure = failureOf(response.uploadKycDocument);
        if (failure) return notices.error(failure.fields.map((error) => error.message).join(' ') || failure.message);
        setUploaded(file.name);
        setFile(null);
        setFileTouched(false);
        setFileKey((key) => key + 1);
        form.reset();
        // The status may move (not submitted → pending) with the first document.
        refetch({}, { fetchPolicy: 'network-only' });
      } catch (error) {
        notices.thrown(error);
      }
    },
    () => setFileTouched(true),
  );

  const fileLabel = t('auth:kyc.file');
  const showFileError = fileTouched && fileError;
  return (
    <div className="stack">
      <Panel id="kyc-status" title={t('auth:kyc.title')}>
        <p>
          {t('auth:kyc.statusLabel')}{' '}
          <span className={`status status--${data.kyc.status.toLowerCase()}`} data-testid="kyc-status">
            {t(`auth:kyc.status.${data.kyc.status}`, { defaultValue: data.kyc.status })}
          </span>
        </p>
        <p className="muted">{t(`auth:kyc.explain.${data.kyc.status}`, { defaultValue: '' })}</p>
      </Panel>

      <Panel id="kyc-documents" title={t('auth:kyc.documents')}>
        {data.kyc.documents.length === 0 ? (
          <p className="muted">{t('auth:kyc.noDocuments')}</p>
        ) : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('auth:kyc.documentType')}</th>
                  <th scope="col">{t('auth:kyc.fileName')}</th>
                  <th scope="col">{t('auth:kyc.size')}</th>
                  <th scope="col">{t('auth:kyc.uploadedAt')}</th>
                  <th scope="col">{t('auth:kyc.documentStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {data.kyc.documents.map((document) => (
                  <tr key={document.id}>
                    <td>{t(`auth:kyc.types.${document.documentType}`, { defaultValue: document.documentType })}</td>
                    <td className="cell--wrap">{document.fileName}</td>
                    <td>{size(document.sizeBytes)}</td>
                    <td>{formatDateTime(lang, document.uploadedAt)}</td>
                    <td>
                      <span className={`status status--${document.status.toLowerCase()}`}>{t(`auth:kyc.status.${document.status}`, { defaultValue: document.status })}</span>
                      {/* The reviewer's reason, in their words, framed in the player's language. */}
                      {document.rejectReason && <p className="muted" data-testid="kyc-reject-reason">{t('auth:kyc.rejectedBecause', { reason: document.rejectReason })}</p>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <Panel id="kyc-upload" title={t('auth:kyc.upload')}>
        {uploaded && <FormStatus tone="success">{t('auth:kyc.uploaded', { name: uploaded })}</FormStatus>}
        <form className="form" noValidate onSubmit={submit}>
          <SelectField
            form={form}
            name="DocumentType"
            label={t('auth:kyc.documentType')}
            options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`auth:kyc.types.${value}`) }))}
            placeholder={t('auth:kyc.chooseType')}
            disabled={form.pending}
          />
          <div className={`field${showFileError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="kyc-file">
              {fileLabel}
            </label>
            <input
              key={fileKey}
              id="kyc-file"
              className="input input--file"
              type="file"
              accept={KYC_ACCEPT}
              disabled={form.pending}
              aria-invalid={showFileError ? true : undefined}
              aria-describedby={showFileError ? 'kyc-file-hint kyc-file-error' : 'kyc-file-hint'}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileTouched(true);
                setUploaded(null);
              }}
            />
            <p className="field__hint" id="kyc-file-hint">
              {t('auth:kyc.fileHint')}
            </p>
            {showFileError && (
              <p className="field__error" id="kyc-file-error" role="alert">
                {messageText({ key: fileError }, fileLabel)}
              </p>
            )}
          </div>
          <SubmitButton pending={form.pending} pendingLabel={t('auth:kyc.uploading')} className="button button--primary">
            {t('auth:kyc.submit')}
          </SubmitButton>
        </form>
      </Panel>
    </div>
  );
}
