import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { BACKOFFICE_PATH } from '../../../rules/backoffice';
import { LanguageSwitcher } from '../features/shell/LanguageSwitcher';
import type { BackofficeLayoutQuery } from './__generated__/BackofficeLayoutQuery.graphql';
import type { BackofficeLayoutSignOutMutation } from './__generated__/BackofficeLayoutSignOutMutation.graphql';
import { StaffContext, type Staff } from './StaffContext';
import { BACKOFFICE_PAGES, pagesFor, TITLE_NAMESPACES, titleOf } from './pages';
import { backofficeHref, SIGN_IN } from './paths';

const layoutQuery = graphql`
  query BackofficeLayoutQuery {
    staffViewer {
      id
      userName
      displayName
      roles
    }
  }
`;

const signOutMutation = graphql`
  mutation BackofficeLayoutSignOutMutation {
    staffSignOut
  }
`;

/** The signed-in back office: who, their roles, the nav of the pages their roles may open, the page. */
export function BackofficeLayout() {
  const { lang = 'en-US' } = useParams();
  // network-only: whoever is signed in now, never a member of staff a cached answer remembers.
  const { staffViewer } = useLazyLoadQuery<BackofficeLayoutQuery>(layoutQuery, {}, { fetchPolicy: 'network-only' });
  if (!staffViewer) return <Navigate to={backofficeHref(lang, SIGN_IN)} replace />;
  return (
    <StaffContext.Provider value={staffViewer}>
      <Shell staff={staffViewer} lang={lang} />
    </StaffContext.Provider>
  );
}

function Shell({ staff, lang }: { staff: Staff; lang: string }) {
  const { t } = useTranslation(TITLE_NAMESPACES);
  const pages = pagesFor(staff.roles);
  const [signOut, signingOut] = useMutation<BackofficeLayoutSignOutMutation>(signOutMutation);
  // A full load of the sign-in page: nothing of this session stays in memory.
  const leave = () => location.assign(backofficeHref(lang, SIGN_IN));

  return (
    <div className="app backoffice">
      <DocumentTitle />
      <a className="skip-link" href="#main">
        {t('backoffice:shell.skipToContent')}
      </a>
      <header className="header backoffice__header">
        <a className="header__logo" href={backofficeHref(lang)}>
          {t('backoffice:shell.productName')}
        </a>
        <nav className="backoffice__nav" aria-label={t('backoffice:shell.navigation')}>
          <ul>
            <li>
              <NavLink to={backofficeHref(lang)} end>
                {t('backoffice:dashboard.title')}
              </NavLink>
            </li>
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink to={backofficeHref(lang, page.path)}>{t(titleOf(page))}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="backoffice__who" data-testid="backoffice-who">
          <span>{t('backoffice:shell.signedInAs', { name: staff.displayName || staff.userName })}</span>{' '}
          <span className="backoffice__roles">{staff.roles.map((role) => t(`backoffice:roles.${role}`)).join(', ')}</span>
        </div>
        <LanguageSwitcher base={BACKOFFICE_PATH} />
        <button type="button" className="button button--ghost" disabled={signingOut} onClick={() => signOut({ variables: {}, onCompleted: leave, onError: leave })}>
          {t('backoffice:shell.signOut')}
        </button>
      </header>
      <main id="main" className="app__main backoffice__main" tabIndex={-1}>
        <Suspense fallback={<div className="page-skeleton" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** The document's title follows the page (its table entry's title). */
function DocumentTitle() {
  const { t } = useTranslation(TITLE_NAMESPACES);
  const { pathname } = useLocation();
  const page = pathname.split('/')[3];
  const entry = BACKOFFICE_PAGES.find((candidate) => candidate.path === page);
  const title = entry ? t(titleOf(entry)) : t('backoffice:dashboard.title');
  useEffect(() => {
    document.title = `${title} · ${t('backoffice:shell.productName')}`;
  }, [title, t]);
  return null;
}
