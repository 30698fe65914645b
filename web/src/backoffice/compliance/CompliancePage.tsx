import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { mayCall } from '../../../../rules/backoffice';
import { useStaff } from '../StaffContext';
import { FlagList } from './FlagList';
import { KycQueue } from './KycQueue';
import './compliance.css';

/**
 * /backoffice/{lang}/compliance (issue 18): the KYC review queue and the flags raised by rules, each
 * shown to the roles the role table lets read it (and its decisions to those who may decide).
 */
export default function CompliancePage() {
  const { t } = useTranslation('backoffice-compliance');
  const staff = useStaff();
  return (
    <section className="page backoffice-page backoffice-compliance">
      <h1>{t('page.title')}</h1>
      {mayCall(staff.roles, 'kyc.read') && (
        <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
          <KycQueue />
        </Suspense>
      )}
      {mayCall(staff.roles, 'flags.read') && (
        <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
          <FlagList />
        </Suspense>
      )}
    </section>
  );
}
