import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../registry';

/** successfulRegisterModal (seed 000 §4, registration step 5). */
export default function SuccessfulRegisterModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="modal-title" className="modal__title">
        {t('modals.successfulRegisterModal.title')}
      </h2>
      <p className="modal__text">{t('modals.successfulRegisterModal.message')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('modals.ok')}
        </button>
      </div>
    </>
  );
}
