import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useModal } from '../modals/ModalContext';
import { formatMoney } from './format';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSidebar } from './SidebarContext';
import { SignInNoticeToast } from './SignInNoticeToast';
import { useHref, useLanguage } from './useLanguage';
import { UserMenu } from './UserMenu';
import { useViewer } from './ViewerContext';

// A signed-in player's only, each with its subscription: a visitor's first download goes without them
// (bench:web-bundle). The balance itself is drawn here from the viewer at once; these follow its changes,
// and read the balance and the count again once their subscription is sent, so what changed while they
// loaded is not missed (a balance settled right after sign-in: backoffice-trading-corrections).
const LiveBalance = lazy(async () => ({ default: (await import('./LiveBalance')).LiveBalance }));
const UnreadMessagesBadge = lazy(async () => ({ default: (await import('../messages/UnreadMessagesBadge')).UnreadMessagesBadge }));

export function Header() {
  const { t } = useTranslation();
  const href = useHref();
  const lang = useLanguage();
  const viewer = useViewer();
  const { open: openModal } = useModal();
  const { open, setOpen } = useSidebar();
  const sections = [
    ['sport', 'nav.sport'],
    ['live', 'nav.live'],
    ['esports', 'nav.esports'],
    ['casino/all', 'nav.casino'],
    ['live-casino/all', 'nav.liveCasino'],
    ['promotions', 'nav.promotions'],
  ] as const;
  return (
    <header className="header">
      <Link to={href('home')} className="header__logo" aria-label="Oddsgate">
        <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
          <path d="M32 10 52 22v20L32 54 12 42V22z" fill="none" stroke="currentColor" strokeWidth="5" />
          <circle cx="32" cy="32" r="7" fill="var(--accent-gold)" />
        </svg>
        <span>Oddsgate</span>
      </Link>
      <nav className="header__sections" aria-label={t('nav.sections')}>
        {sections.map(([to, label]) => (
          <NavLink key={to} to={href(to)}>
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <div className="header__actions">
        <LanguageSwitcher />
        {viewer ? (
          <>
            <Suspense fallback={null}>
              <LiveBalance key={viewer.id} viewerId={viewer.id} />
            </Suspense>
            <Suspense fallback={null}>
              <UnreadMessagesBadge key={`messages-${viewer.id}`} viewerId={viewer.id} />
            </Suspense>
            <Link to={href('user/depositAndWithdraw/deposit')} className="header-balance" title={t('header.deposit')}>
              <span className="header-balance__label">{t('header.balance')}</span>
              <span className="header-balance__amount" data-testid="user-balance">
                {formatMoney(lang, viewer.balance.amount, viewer.balance.currency)}
              </span>
            </Link>
            <UserMenu viewer={viewer} />
          </>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={() => openModal('authModal', { view: 'login' })}>
              {t('header.login')}
            </button>
            <button type="button" className="button button--primary" onClick={() => openModal('authModal', { view: 'register' })}>
              {t('header.register')}
            </button>
          </>
        )}
        <button
          type="button"
          className="icon-button header__sidebar-toggle"
          aria-label={t('sidebar.toggle')}
          aria-controls="right-sidebar"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <Icon name="slip" />
        </button>
      </div>
      <SignInNoticeToast />
    </header>
  );
}
