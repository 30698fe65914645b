import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureBoundary } from '../../shell/FailureBoundary';

/**
 * Keeps a failure of the slip or a ticket list (an unexpected server error, a lost connection while a
 * query loads) inside the panel: the page around it stays usable and the player can try again.
 */
export function PanelBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary what="panel" fallback={<PanelFailed />}>
      {children}
    </FailureBoundary>
  );
}

/** What a failed slip or list shows: the fallback message and a way to ask again. */
function PanelFailed({ retry }: { retry?: () => void }) {
  const { t } = useTranslation('betslip');
  return (
    <div className="slip__problem" role="alert">
      <span>{t('errors.fallback')}</span>
      <button type="button" className="button button--small" onClick={retry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
