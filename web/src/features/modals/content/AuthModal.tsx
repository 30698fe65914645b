import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ModalProps } from '../registry';

type View = 'login' | 'register' | '2fa';

/**
 * authModal: the Log in / Sign up tabs with the welcome-bonus banner
 * (seed 000 §2). The forms themselves arrive with the accounts capability.
 */
export default function AuthModal({ data }: ModalProps<{ view?: string } | undefined>) {
  const { t } = useTranslation();
  const initial: View = data?.view === 'register' || data?.view === '2fa' ? data.view : 'login';
  const [view, setView] = useState<View>(initial);
  return (
    <>
      <div className="auth-banner">
        <strong>{t('modals.authModal.bannerTitle')}</strong>
        <span>{t('modals.authModal.bannerText')}</span>
      </div>
      <h2 id="modal-title" className="visually-hidden">
        {t(view === 'register' ? 'header.register' : 'header.login')}
      </h2>
      <div className="tabs" role="tablist">
        {(['login', 'register'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={view === tab} className="tabs__tab" onClick={() => setView(tab)}>
            {t(tab === 'login' ? 'header.login' : 'header.register')}
          </button>
        ))}
      </div>
      <p className="modal__text" role="tabpanel">
        {t('placeholder.authForms')}
      </p>
    </>
  );
}
