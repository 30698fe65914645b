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
      dismiss={token ? undefined : { label: t('modals.ok'), onClick: close, primary: true }}
    >
      {token ? <SetPasswordForm token={token} /> : <p className="modal__text">{t('auth:setPassword.noToken')}</p>}
    </ModalBody>
  );
}
