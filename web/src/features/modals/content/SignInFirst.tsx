import { useTranslation } from 'react-i18next';
import { useModal } from '../ModalContext';
import { ModalBody } from './ModalBody';

/** A modal about the player's own account opened by a visitor: it says so and offers the login in its place. */
export function SignInFirst({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  const { replace } = useModal();
  return (
    <ModalBody
      title={title}
      actions={
        <button type="button" className="button button--primary" onClick={() => replace('authModal', { view: 'login' })}>
          {t('required.login')}
        </button>
      }
    >
      <p className="modal__text">{t('required.text')}</p>
    </ModalBody>
  );
}
