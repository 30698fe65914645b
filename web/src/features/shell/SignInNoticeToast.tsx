import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import { dismissSignInNotice, useSignInNotice } from './signInNotice';
import { useLanguage } from './useLanguage';

/** Long enough to read a date; the close button is there for those done sooner. */
const VISIBLE_MS = 12_000;

/** A toast under the header after a sign-in: when this account signed in before. */
export function SignInNoticeToast() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const notice = useSignInNotice();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissSignInNotice, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {notice && (
        <div className="toast" data-testid="previous-sign-in">
          <p className="toast__text">
            {notice.previousSignInAt
              ? t('header.previousSignIn', { time: formatDateTime(lang, notice.previousSignInAt) })
              : t('header.firstSignIn')}
          </p>
          <button type="button" className="toast__close" aria-label={t('header.dismiss')} onClick={dismissSignInNotice}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
