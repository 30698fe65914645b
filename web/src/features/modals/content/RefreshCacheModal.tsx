import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../registry';
import { refreshToLatest } from '../../version/refresh';
import { ModalBody } from './ModalBody';

/** refreshCacheModal: a newer build is live (seed 000 §4). */
export default function RefreshCacheModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation();
  return (
    <ModalBody
      title={t('modals.titles.refreshCacheModal')}
      dismiss={{ label: t('modals.later'), onClick: close }}
      actions={
        <button type="button" className="button button--primary" onClick={() => void refreshToLatest()}>
          {t('modals.refreshCacheModal.refresh')}
        </button>
      }
    >
      <p className="modal__text">{t('modals.refreshCacheModal.message')}</p>
    </ModalBody>
  );
}
