import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHref } from '../shell/useLanguage';

/**
 * Issue 17: the deposit page leads to the limits, where a player about to deposit may want to set one.
 * Its string is the responsible namespace's: while that downloads the link waits alone, not the deposit form.
 */
export function DepositLimitLink() {
  return (
    <Suspense fallback={null}>
      <LimitsLink />
    </Suspense>
  );
}

function LimitsLink() {
  const { t } = useTranslation('responsible');
  const href = useHref();
  return (
    <Link className="rg-deposit-link" to={href('user/responsibleGambling')} data-testid="deposit-limit-link">
      {t('page.depositLink')}
    </Link>
  );
}
