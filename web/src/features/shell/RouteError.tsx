import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** What a route shows when its code or data failed to load: the seed's fallback text and a retry. */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <section className="page page--center" role="alert">
      <h1>{t('errors.somethingWentWrong')}</h1>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('errors.retry')}
      </button>
    </section>
  );
}
