import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isRefusal } from './session';

/**
 * What a back-office page shows when its code or data failed: "your role may not" for FORBIDDEN, the
 * session's end for UNAUTHENTICATED (the network is already taking the browser to the sign-in page), a
 * retry otherwise.
 */
export function BackofficeRouteError() {
  const { t } = useTranslation(['backoffice']);
  const error = useRouteError();
  if (isRefusal(error, 'FORBIDDEN')) return <Notice text={t('backoffice:errors.forbidden')} testId="backoffice-forbidden" />;
  if (isRefusal(error, 'UNAUTHENTICATED')) return <Notice text={t('backoffice:errors.signedOut')} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <Notice text={t('backoffice:errors.notFound')} />;
  console.error(error);
  return (
    <section className="page page--center" role="alert">
      <h1>{t('backoffice:errors.somethingWentWrong')}</h1>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('backoffice:errors.retry')}
      </button>
    </section>
  );
}

function Notice({ text, testId }: { text: string; testId?: string }) {
  return (
    <section className="page page--center" role="alert" data-testid={testId}>
      <p>{text}</p>
    </section>
  );
}
