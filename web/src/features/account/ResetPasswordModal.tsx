import { useTranslation } from 'react-i18next';
import { ModalBody } from '../modals/content/ModalBody';
import type { ModalProps } from '../modals/registry';
import { SetPasswordForm } from './SetPasswordForm';

/** resetPasswordModal (seed 000 §2: "takes a token"): the set-password form over the page. */
export default function ResetPasswordModal({ data, close }: ModalProps<{ token?: string } | undefined>) {
  const { t } = useTranslation(['common', 'auth']);
  const token = data?.token ?? '';
  return (
    <ModalBody
      title={t('modals.titles.resetPasswordModal')}
      actions={
        token ? null : (
          <button type="button" className="button button--primary" onClick={close}>
            {t('modals.ok')}
          </button>
        )
      }
    >
      {token ? <SetPasswordForm token={token} /> : <p className="modal__text">{t('auth:setPassword.noToken')}</p>}
    </ModalBody>
  );
}
