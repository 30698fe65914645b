import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../registry';
import { refreshToLatest } from '../../version/refresh';

/** refreshCacheModal: a newer build is live (seed 000 §4). */
export default function RefreshCacheModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="modal-title" className="modal__title">
        {t('modals.refreshCacheModal.title')}
      </h2>
      <p className="modal__text">{t('modals.refreshCacheModal.message')}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          {t('modals.later')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void refreshToLatest()}>
          {t('modals.refreshCacheModal.refresh')}
        </button>
      </div>
    </>
  );
}
