import { Suspense, useEffect, type ReactNode } from 'react';
import { NavLink, useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '../shell/AppLayout';
import { useHref } from '../shell/useLanguage';
import { RequireViewer } from './RequireViewer';

/**
 * A user-area page whose address names its tab (/user/bonuses/:tab, /user/accountInformation/:tab,
 * seed 001 §2): the tabs as links, an unknown tab replaced by the first one, and the tab's content
 * for a signed-in viewer once it has loaded.
 */
export function TabbedUserPage<Tab extends string>({
  base,
  tabs,
  label,
  tabLabel,
  head,
  className = '',
  testId,
  children,
}: {
  /** The page's path without its tab. */
  base: string;
  tabs: readonly Tab[];
  label: string;
  tabLabel: (tab: Tab) => string;
  head: ReactNode;
  className?: string;
  testId: string;
  children: (tab: Tab) => ReactNode;
}) {
  const { tab } = useParams();
  const href = useHref();
  const navigate = useNavigate();
  const known = tabs.find((each) => each === tab);

  useEffect(() => {
    if (!known) void navigate(href(`${base}/${tabs[0]}`), { replace: true });
  }, [known, base, tabs, href, navigate]);

  return (
    <section className={`page account-page ${className}`.trim()} data-testid={testId}>
      {head}
      <nav className="tabs tabs--links" aria-label={label}>
        {tabs.map((name) => (
          <NavLink key={name} to={href(`${base}/${name}`)} className="tabs__tab">
            {tabLabel(name)}
          </NavLink>
        ))}
      </nav>
      {known && <RequireViewer>{() => <Suspense fallback={<PageSkeleton />}>{children(known)}</Suspense>}</RequireViewer>}
    </section>
  );
}
