import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { NavLink, useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { clearUserData, refreshViewer } from './session';
import { useHref } from './useLanguage';
import type { ShellViewer } from './ViewerContext';

/** Seed 001 §2: the user menu; Agent Management only for agents; Log out last. */
export function UserMenu({ viewer }: { viewer: ShellViewer }) {
  const { t } = useTranslation();
  const href = useHref();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [signOut, signingOut] = useSignOutMutation();
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
    // Even when the call fails (the session already expired), this tab forgets the account.
    await signOut({}).catch((error: unknown) => console.warn('sign-out failed', error));
    // Leave the page first: a user page must not react to the viewer disappearing by asking to sign in.
    await navigate(href('home'));
    clearUserData(environment);
    void refreshViewer(environment);
  };

  return (
    <details className="user-menu" ref={menu}>
      <summary>{viewer.username}</summary>
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
