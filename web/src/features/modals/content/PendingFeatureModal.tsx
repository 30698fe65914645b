import { useTranslation } from 'react-i18next';
import { useModal } from '../ModalContext';
import type { ModalProps } from '../registry';

/** A registered modal whose content ships with a later capability: its title and an honest note. */
export default function PendingFeatureModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation();
  const { current } = useModal();
  return (
    <>
      <h2 id="modal-title" className="modal__title">
        {t(`modals.titles.${current?.tag ?? 'modal'}`)}
      </h2>
      <p className="modal__text">{t('placeholder.modal')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('modals.ok')}
        </button>
      </div>
    </>
  );
}
