import { useTranslation } from 'react-i18next';

/**
 * Where the picture captcha was: the ALTCHA check needs nothing read, typed or clicked, so a screen reader or a
 * keyboard meets only this named status, which says when the check runs and when it is done.
 */
export function SecurityCheck({ checking, failed }: { checking: boolean; failed: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <p className="captcha" role="status" aria-label={t('captcha.name')} aria-busy={checking}>
      {failed ? t('captcha.failed') : checking ? t('captcha.checking') : t('captcha.hint')}
    </p>
  );
}
