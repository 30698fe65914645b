import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useModal } from '../modals/ModalContext';
import { formatMoney } from './format';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LiveBalance } from './LiveBalance';
import { useSidebar } from './SidebarContext';
import { SignInNoticeToast } from './SignInNoticeToast';
import { useHref, useLanguage } from './useLanguage';
import { UserMenu } from './UserMenu';
import { useViewer } from './ViewerContext';
import { UnreadMessagesBadge } from '../messages/UnreadMessagesBadge';

// In the first download, not loaded after it: their subscriptions start with the page. Loaded late (to
// spare the bundle), a balance change made right after sign-in came before the subscription and the
// header kept the old balance (backoffice-trading-corrections, rehearsal at e51511bb).

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
            <LiveBalance key={viewer.id} viewerId={viewer.id} />
            <UnreadMessagesBadge key={`messages-${viewer.id}`} viewerId={viewer.id} />
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
