import { useTranslation } from 'react-i18next';
import { ModalBody } from './content/ModalBody';
import { useModalEntry } from './ModalContext';

/**
 * What a modal shows when it cannot show its content: its own title, the reason, and OK. It stays inside
 * the dialog, so the page behind and the rest of the app are untouched.
 */
export function ModalProblem({ message, close }: { message: string; close: () => void }) {
  const { t } = useTranslation();
  const { tag } = useModalEntry();
  return (
    <ModalBody title={t(`modals.titles.${tag}`, { defaultValue: t('modals.errorTitle') })} dismiss={{ label: t('modals.ok'), onClick: close, primary: true }}>
      <p className="modal__text" role="alert" data-testid="modal-problem">
        {message}
      </p>
    </ModalBody>
  );
}
