import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useHref } from '../shell/useLanguage';
import { useVerifyEmailMutation } from '../../mutations/useVerifyEmailMutation';
import { dataOf, failureOf } from '../../mutations/results';

type Outcome = { ok: boolean; message: string };

/**
 * One request per token for the life of the page: React's development double
 * effects (and a remount) must not spend a single-use token twice.
 */
const attempts = new Map<string, Promise<Outcome>>();

/** /{lang}/verify-email?token=…: confirms the address on arrival, then offers to log in. */
export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'common', 'meta']);
  const href = useHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verify({ token }).then(
        (response): Outcome => {
          const result = response.verifyEmail;
          const failure = failureOf(result);
          if (failure) return { ok: false, message: failure.message || t('common:errors.somethingWentWrong') };
          return { ok: true, message: dataOf(result)?.message || t('auth:verifyEmail.done') };
        },
        (error: unknown): Outcome => ({ ok: false, message: error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong') }),
      );
      attempts.set(token, attempt);
    }
    void attempt.then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [token, verify, t]);

  const shown = token ? outcome : { ok: false, message: t('auth:verifyEmail.noToken') };
  return (
    <section className="page account-card page--center" data-testid="verify-email-page">
      <h1>{t('meta:routes.verifyEmail.title')}</h1>
      {shown ? (
        <>
          <p className={shown.ok ? 'result result--success' : 'result result--error'} role={shown.ok ? 'status' : 'alert'}>
            {shown.message}
          </p>
          <Link className="button button--primary" to={href('open-modal/authModal/login')}>
            {t('auth:verifyEmail.login')}
          </Link>
        </>
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {t('auth:verifyEmail.pending')}
        </p>
      )}
    </section>
  );
}
