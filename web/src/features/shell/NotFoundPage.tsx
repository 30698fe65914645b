import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHref } from './useLanguage';

/** The catch-all not-found screen (seed 000 §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <section className="page page--center" data-testid="not-found">
      <p className="not-found__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="button button--primary" to={href('home')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
