import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useHref } from './useLanguage';
import { useSignOut } from './useSignOut';
import type { ShellViewer } from './ViewerContext';

/** Seed 001 §2: the user menu; Agent Management only for agents; Log out last. */
export function UserMenu({ viewer }: { viewer: ShellViewer }) {
  const { t } = useTranslation();
  const href = useHref();
  const [signOut, signingOut] = useSignOut();
  const menu = useRef<HTMLDetailsElement>(null);
  const entries = [
    { to: 'user/myAccount', label: t('userMenu.myAccount') },
    { to: 'user/depositAndWithdraw/deposit', label: t('userMenu.depositAndWithdraw') },
    { to: 'user/bonuses/available', label: t('userMenu.bonuses') },
    { to: 'user/accountInformation/personal', label: t('userMenu.accountInformation') },
    { to: 'user/privateMessage', label: t('userMenu.privateMessage') },
    { to: 'user/responsibleGambling', label: t('userMenu.responsibleGambling') },
    { to: 'promotions', label: t('userMenu.promotions') },
    ...(viewer.isAgent ? [{ to: 'agent-management/users', label: t('userMenu.agentManagement') }] : []),
  ];

  // A click outside or Escape folds the menu, as a menu is expected to.
  useEffect(() => {
    const fold = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', fold);
    document.addEventListener('keydown', fold);
    return () => {
      document.removeEventListener('pointerdown', fold);
      document.removeEventListener('keydown', fold);
    };
  }, []);

  const logOut = async () => {
    if (menu.current) menu.current.open = false;
    await signOut();
  };

  return (
    <details className="user-menu" ref={menu}>
      {/* A long name is cut short to keep the header on screen; the title says it whole. */}
      <summary title={viewer.username}>
        <span className="user-menu__name">{viewer.username}</span>
      </summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={href(entry.to)} onClick={() => menu.current?.removeAttribute('open')}>
              {entry.label}
            </NavLink>
          </li>
        ))}
        <li className="user-menu__separator">
          <button type="button" className="user-menu__logout" disabled={signingOut} onClick={() => void logOut()}>
            {t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
}
