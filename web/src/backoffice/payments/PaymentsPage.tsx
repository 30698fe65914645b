import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustmentForm } from './AdjustmentForm';
import { DepositsLookup } from './DepositsLookup';
import { WithdrawalQueue } from './WithdrawalQueue';
import './payments.css';

/**
 * /backoffice/{lang}/payments (issue 18): the payments desk — the withdrawal queue with its decisions,
 * the deposits lookup and manual adjustments. Each section loads its own data, so a slow lookup never
 * holds the queue back.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('backoffice-payments');
  return (
    <section className="page backoffice-page backoffice-payments">
      <h1>{t('title')}</h1>
      <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
        <WithdrawalQueue />
      </Suspense>
      <DepositsLookup />
      <AdjustmentForm />
    </section>
  );
}
