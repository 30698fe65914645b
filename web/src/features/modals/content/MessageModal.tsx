import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../registry';

export interface MessageData {
  header?: string;
  message?: string;
}

/** messageModal: a header and a message (seed 000 §2). */
export default function MessageModal({ data, close }: ModalProps<MessageData | undefined>) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="modal-title" className="modal__title">
        {data?.header ?? t('modals.messageModal.title')}
      </h2>
      <p className="modal__text">{data?.message}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('modals.ok')}
        </button>
      </div>
    </>
  );
}
