import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

export interface GenericModalData {
  /** The modal's title (else the generic modal's own, as for /open-modal/modal/{message}). */
  header?: string;
  message: string;
  /** Show the close button beside the optional action (default true). */
  closeButton?: boolean;
  button?: { label: string; to: string };
}

/** The generic modal of seed 000 §2: a header, a message, an optional close button and an optional button. */
export default function GenericModal({ data, close }: ModalProps<GenericModalData>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ModalBody
      title={data.header ?? t('modals.titles.modal')}
      dismiss={data.closeButton !== false ? { label: t('modals.close'), onClick: close } : undefined}
      actions={
        data.button && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              navigate(data.button!.to);
            }}
          >
            {data.button.label}
          </button>
        )
      }
    >
      <p className="modal__text">{data.message}</p>
    </ModalBody>
  );
}
