import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pagesFor, TITLE_NAMESPACES, titleOf } from './pages';
import { backofficeHref } from './paths';
import { useStaff } from './StaffContext';

/** The areas the signed-in member of staff may open. */
export default function DashboardPage() {
  const { t } = useTranslation(TITLE_NAMESPACES);
  const { lang = 'en-US' } = useParams();
  const staff = useStaff();
  const pages = pagesFor(staff.roles);
  return (
    <section className="page backoffice-page">
      <h1>{t('backoffice:dashboard.title')}</h1>
      <p>{t('backoffice:dashboard.welcome', { name: staff.displayName || staff.userName })}</p>
      {pages.length === 0 ? (
        <p>{t('backoffice:dashboard.nothing')}</p>
      ) : (
        <ul className="backoffice-dashboard" aria-label={t('backoffice:dashboard.areas')}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link className="backoffice-dashboard__area" to={backofficeHref(lang, page.path)}>
                {t(titleOf(page))}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
