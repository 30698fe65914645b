import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../ModalContext';
import type { ModalProps } from '../registry';
import { ModalTabs, tabIdOf } from './ModalTabs';
import { useViewer } from '../../shell/ViewerContext';
import { LoginForm } from '../../auth/LoginForm';
import { RegisterForm } from '../../auth/RegisterForm';
import { RegisterWizard } from '../../auth/RegisterWizard';
import { TwoFactorForm } from '../../auth/TwoFactorForm';

type View = 'login' | 'register' | 'register-wizard' | '2fa';

const VIEWS: readonly string[] = ['login', 'register', 'register-wizard', '2fa'];

/**
 * authModal (seed 000 §2): the welcome-bonus banner, the tabs Log in / Sign up,
 * and the login, registration (one page or wizard) and two-factor views. It
 * closes as soon as a signed-in viewer exists.
 */
export default function AuthModal({ data, close }: ModalProps<{ view?: string } | undefined>) {
  const { t } = useTranslation(['common', 'auth']);
  const { titleId } = useModalEntry();
  const viewer = useViewer();
  const requested = data?.view && VIEWS.includes(data.view) ? (data.view as View) : 'login';
  // The 2fa view needs the ticket of a password step in this modal; opened by link it starts at login.
  const [view, setView] = useState<View>(requested === '2fa' ? 'login' : requested);
  const [twoFactor, setTwoFactor] = useState<{ ticket: string; rememberMe: boolean } | null>(null);

  useEffect(() => {
    if (viewer) close();
  }, [viewer, close]);

  const tab = view === 'login' || view === '2fa' ? 'login' : 'register';
  const title = view === '2fa' ? t('auth:twoFactor.title') : t(tab === 'login' ? 'header.login' : 'header.register');
  return (
    <>
      <div className="auth-banner">
        <strong>{t('modals.authModal.bannerTitle')}</strong>
        <span>{t('modals.authModal.bannerText')}</span>
      </div>
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {view !== '2fa' && (
        <ModalTabs
          names={['login', 'register'] as const}
          selected={tab}
          onSelect={(name) => setView(name === 'register' && view === 'register-wizard' ? view : name)}
          label={(name) => t(name === 'login' ? 'header.login' : 'header.register')}
        />
      )}
      <div className="auth-panel" role="tabpanel" id={`${titleId}-panel`} aria-labelledby={view === '2fa' ? titleId : tabIdOf(titleId, tab)}>
        {view === 'login' && (
          <LoginForm
            close={close}
            onTwoFactor={(ticket, rememberMe) => {
              setTwoFactor({ ticket, rememberMe });
              setView('2fa');
            }}
          />
        )}
        {view === '2fa' && twoFactor && <TwoFactorForm ticket={twoFactor.ticket} rememberMe={twoFactor.rememberMe} close={close} onBack={() => setView('login')} />}
        {(view === 'register' || view === 'register-wizard') && (
          <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
            {view === 'register' ? <RegisterForm close={close} /> : <RegisterWizard close={close} />}
          </Suspense>
        )}
      </div>
    </>
  );
}
