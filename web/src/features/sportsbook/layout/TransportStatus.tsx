import { useTranslation } from 'react-i18next';
import { useTransport } from '../../../relay/transport';

/** A small light for the live feed's connection (seed 002 §4 transport states). */
export function TransportIndicator() {
  const { t } = useTranslation('sportsbook');
  const { state } = useTransport();
  return (
    <p className="transport" data-state={state} data-testid="transport-state">
      <span className="transport__dot" aria-hidden="true" />
      {t(`transport.${state}`)}
    </p>
  );
}

/** While the connection is lost: prices and scores may be stale until it comes back (it retries by itself). */
export function ReconnectingBanner() {
  const { t } = useTranslation('sportsbook');
  const { state } = useTransport();
  if (state !== 'disconnected') return null;
  return (
    <div className="reconnecting" role="status" data-testid="reconnecting">
      <span className="reconnecting__spinner" aria-hidden="true" />
      {t('transport.reconnecting')}
    </div>
  );
}
