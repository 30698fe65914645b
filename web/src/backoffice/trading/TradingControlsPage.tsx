import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import MatchControls from './MatchControls';
import SportsControls from './SportsControls';

/**
 * The trading desk's controls (issue 19): the sports with suspend/reopen at trading-controls/, a match's
 * markets (suspend/reopen, max stake) at trading-controls/matches/<match id> (tradingControlsPath).
 */
export default function TradingControlsPage() {
  const { t } = useTranslation('backoffice-trading-controls');
  const loading = <p aria-busy="true">{t('loading')}</p>;
  return (
    <section className="page backoffice-page">
      <Suspense fallback={loading}>
        <Routes>
          <Route index element={<SportsControls />} />
          <Route path="matches/:matchId" element={<MatchControls />} />
        </Routes>
      </Suspense>
    </section>
  );
}
