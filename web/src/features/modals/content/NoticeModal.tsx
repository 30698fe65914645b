import { useTranslation } from 'react-i18next';
import { useModal } from '../ModalContext';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

export interface NoticeData {
  header?: string;
  message?: string;
}

/**
 * A modal that tells one thing and has one button: messageModal (header and
 * message from its data, seed 000 §2), australianIPDisclaimer,
 * successfulRegisterModal, and registered tags whose feature ships later. Its
 * strings are found by tag: modals.titles.<tag>, modals.<tag>.message and
 * modals.<tag>.button.
 */
export default function NoticeModal({ data, close }: ModalProps<NoticeData | undefined>) {
  const { t } = useTranslation();
  const tag = useModal().current?.tag ?? 'messageModal';
  return (
    <ModalBody
      title={data?.header ?? t(`modals.titles.${tag}`)}
      actions={
        <button type="button" className="button button--primary" onClick={close}>
          {t(`modals.${tag}.button`, { defaultValue: t('modals.ok') })}
        </button>
      }
    >
      <p className="modal__text">{data?.message ?? t(`modals.${tag}.message`, { defaultValue: t('placeholder.modal') })}</p>
    </ModalBody>
  );
}
