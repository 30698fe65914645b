import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../registry';

/** australianIPDisclaimer: shown to visitors from Australia (seed 000 §4). */
export default function AustralianDisclaimerModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="modal-title" className="modal__title">
        {t('modals.australianIPDisclaimer.title')}
      </h2>
      <p className="modal__text">{t('modals.australianIPDisclaimer.message')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('modals.understood')}
        </button>
      </div>
    </>
  );
}
