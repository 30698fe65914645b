import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import AgentsSection from './AgentsSection';
import PartnerKeysSection from './PartnerKeysSection';
import ReleasesSection from './ReleasesSection';

/** Operations (issue 18): the live release and publishing one, partner API keys, the agent network. */
export default function OperationsPage() {
  const { t } = useTranslation(['backoffice-operations']);
  const loading = <p aria-busy="true">{t('backoffice-operations:loading')}</p>;
  return (
    <section className="page backoffice-page">
      <h1>{t('backoffice-operations:title')}</h1>
      <Suspense fallback={loading}>
        <ReleasesSection />
      </Suspense>
      <Suspense fallback={loading}>
        <PartnerKeysSection />
      </Suspense>
      <Suspense fallback={loading}>
        <AgentsSection />
      </Suspense>
    </section>
  );
}
