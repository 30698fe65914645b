import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useViewer } from './ViewerContext';
import { useBetslipCount } from './useBetslipCount';
import { useHref } from './useLanguage';
import { useRouteHandle } from './useRouteHandle';
import { useSidebar } from './SidebarContext';
import { Icon } from './Icon';

/**
 * Seed 000 §2 "Bottom navigation": the cashier goes to sign-in for visitors; the
 * Betslip entry exists only on sport-type pages and toggles the right sidebar.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const href = useHref();
  const viewer = useViewer();
  const { sportType } = useRouteHandle();
  const { open, setOpen } = useSidebar();
  const count = useBetslipCount();
  const items = [
    { to: href('home'), label: t('nav.home'), icon: 'home' },
    { to: href('casino/all'), label: t('nav.casino'), icon: 'casino' },
    { to: href('sport'), label: t('nav.sport'), icon: 'sport' },
    { to: href('live-casino/all'), label: t('nav.liveCasino'), icon: 'live' },
    { to: href('promotions'), label: t('nav.promotions'), icon: 'gift' },
    { to: viewer ? href('user/depositAndWithdraw/deposit') : href('login'), label: t('nav.cashier'), icon: 'wallet' },
  ] as const;
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {items.map((item) => (
        // The name is the label's, also where a phone shows only the icon (the labels do not fit seven across 375px).
        <NavLink key={item.icon} to={item.to} className="bottom-nav__item" aria-label={item.label}>
          <Icon name={item.icon} />
          <span className="bottom-nav__label">{item.label}</span>
        </NavLink>
      ))}
      {sportType && (
        <button
          type="button"
          className="bottom-nav__item"
          aria-label={`${t('nav.betslip')} ${count}`}
          aria-pressed={open}
          aria-controls="right-sidebar"
          onClick={() => setOpen(!open)}
        >
          <Icon name="slip" />
          <span className="bottom-nav__label">{t('nav.betslip')}</span>
          <span className="badge" data-testid="betslip-count">
            {count}
          </span>
        </button>
      )}
    </nav>
  );
}
