import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useHref } from '../shell/useLanguage';
import { SetPasswordForm } from './SetPasswordForm';

/** /{lang}/set-password?token=…: the page the password-reset e-mail links to. */
export default function SetPasswordPage() {
  const { t } = useTranslation(['auth', 'meta']);
  const href = useHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <section className="page account-card" data-testid="set-password-page">
      <h1>{t('meta:routes.setPassword.title')}</h1>
      {token ? (
        <>
          <p className="muted">{t('auth:setPassword.intro')}</p>
          <SetPasswordForm token={token} />
        </>
      ) : (
        <>
          <p className="muted">{t('auth:setPassword.noToken')}</p>
          <Link className="button button--primary" to={href('lost-password')}>
            {t('auth:setPassword.requestNew')}
          </Link>
        </>
      )}
    </section>
  );
}
