import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal, useModalEntry } from '../ModalContext';
import type { ModalProps } from '../registry';
import { ModalTabs, tabIdOf } from './ModalTabs';
import { useClientConfig } from '../../shell/ClientConfigContext';
import { formatWholeMoney } from '../../shell/format';
import { useLanguage } from '../../shell/useLanguage';
import { useViewer } from '../../shell/ViewerContext';
import { LoginForm } from '../../auth/LoginForm';
import { RegisterForm } from '../../auth/RegisterForm';
import { RegisterWizard } from '../../auth/RegisterWizard';
import { TwoFactorForm } from '../../auth/TwoFactorForm';

type View = 'login' | 'register' | 'register-wizard' | '2fa' | 'deposit';

const VIEWS: readonly string[] = ['login', 'register', 'register-wizard', '2fa', 'deposit'];
const TABS = ['login', 'register', 'deposit'] as const;
/** Seed 000 §1: casino and sport welcome bonuses "of up to 1200 each", in the site's currency. */
const WELCOME_BONUS_MAX = 1200;
type Tab = (typeof TABS)[number];

/**
 * authModal (seed 000 §2): the welcome-bonus banner, the tabs Log in / Sign up
 * and the deposit tab seed 000 §2 also names, and the login, registration (one
 * page or wizard) and two-factor views. It closes as soon as a signed-in viewer
 * exists; from the deposit tab it hands over to userAccountModal's deposit form
 * instead, since depositing is what the visitor came for.
 */
export default function AuthModal({ data, close }: ModalProps<{ view?: string } | undefined>) {
  const { t } = useTranslation(['common', 'auth']);
  const { titleId } = useModalEntry();
  const viewer = useViewer();
  const lang = useLanguage();
  const { defaultCurrency } = useClientConfig();
  const requested = data?.view && VIEWS.includes(data.view) ? (data.view as View) : 'login';
  // The 2fa view needs the ticket of a password step in this modal; opened by link it starts at login.
  const [view, setView] = useState<View>(requested === '2fa' ? 'login' : requested);
  const [twoFactor, setTwoFactor] = useState<{ ticket: string; rememberMe: boolean } | null>(null);
  const { replace } = useModal();
  // The sign-in may end twice (the viewer appears; the login form finishes): the hand-over happens once.
  const handedOver = useRef(false);
  // Opened on the deposit tab or moved to it: the visitor signs in to deposit (also through the 2fa step).
  const [wantsDeposit, setWantsDeposit] = useState(requested === 'deposit');
  const done = useCallback(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    if (wantsDeposit) replace('userAccountModal', { tab: 'deposit' });
    else close();
  }, [wantsDeposit, replace, close]);

  useEffect(() => {
    if (viewer) done();
  }, [viewer, done]);

  const tab: Tab = view === 'deposit' ? 'deposit' : view === 'login' || view === '2fa' ? 'login' : 'register';
  const title = view === '2fa' ? t('auth:twoFactor.title') : t(TAB_TITLES[tab]);
  return (
    <>
      <div className="auth-banner">
        <strong>{t('modals.authModal.bannerTitle')}</strong>
        <span>{t('modals.authModal.bannerText', { amount: formatWholeMoney(lang, WELCOME_BONUS_MAX, defaultCurrency) })}</span>
      </div>
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {view !== '2fa' && (
        <ModalTabs names={TABS} selected={tab} onSelect={(name) => {
            setWantsDeposit(name === 'deposit');
            setView(name === 'register' && view === 'register-wizard' ? view : name);
          }} label={(name) => t(TAB_TITLES[name])} />
      )}
      <div className="auth-panel" role="tabpanel" id={`${titleId}-panel`} aria-labelledby={view === '2fa' ? titleId : tabIdOf(titleId, tab)}>
        {view === 'deposit' && <p className="modal__text">{t('modals.authModal.depositText')}</p>}
        {(view === 'login' || view === 'deposit') && (
          <LoginForm
            close={done}
            onTwoFactor={(ticket, rememberMe) => {
              setTwoFactor({ ticket, rememberMe });
              setView('2fa');
            }}
          />
        )}
        {view === '2fa' && twoFactor && <TwoFactorForm ticket={twoFactor.ticket} rememberMe={twoFactor.rememberMe} close={done} onBack={() => setView('login')} />}
        {(view === 'register' || view === 'register-wizard') && (
          <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
            {view === 'register' ? <RegisterForm close={done} /> : <RegisterWizard close={done} />}
          </Suspense>
        )}
      </div>
    </>
  );
}

const TAB_TITLES: Record<Tab, string> = { login: 'header.login', register: 'header.register', deposit: 'modals.authModal.depositTab' };
