import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useHref } from './useLanguage';
import type { ShellViewer } from './ViewerContext';

/** Seed 001 §2: the user menu; Agent Management only for agents. */
export function UserMenu({ viewer }: { viewer: ShellViewer }) {
  const { t } = useTranslation();
  const href = useHref();
  const entries = [
    { to: 'user/myAccount', label: t('userMenu.myAccount') },
    { to: 'user/depositAndWithdraw/deposit', label: t('userMenu.depositAndWithdraw') },
    { to: 'user/bonuses/available', label: t('userMenu.bonuses') },
    { to: 'user/accountInformation/personal', label: t('userMenu.accountInformation') },
    { to: 'user/privateMessage', label: t('userMenu.privateMessage') },
    { to: 'promotions', label: t('userMenu.promotions') },
    ...(viewer.isAgent ? [{ to: 'agent-management/users', label: t('userMenu.agentManagement') }] : []),
  ];
  return (
    <details className="user-menu">
      <summary>{viewer.username}</summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={href(entry.to)}>{entry.label}</NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
