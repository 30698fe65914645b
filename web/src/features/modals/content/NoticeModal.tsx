import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../ModalContext';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

export interface NoticeData {
  header?: string;
  message?: string;
  /** A second paragraph, e.g. the contact-support line under a registration error (seed 000 §8). */
  note?: string;
  /** Errors get a red title so they read as such at a glance. */
  tone?: 'error' | 'success';
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
  const { tag } = useModalEntry();
  return (
    <ModalBody
      title={<span className={data?.tone ? `notice-title notice-title--${data.tone}` : undefined}>{data?.header ?? t(`modals.titles.${tag}`)}</span>}
      dismiss={{ label: t(`modals.${tag}.button`, { defaultValue: t('modals.ok') }), onClick: close, primary: true }}
    >
      <p className="modal__text" data-testid="modal-message">
        {data?.message ?? t(`modals.${tag}.message`, { defaultValue: t('placeholder.modal') })}
      </p>
      {data?.note && <p className="modal__text">{data.note}</p>}
    </ModalBody>
  );
}
