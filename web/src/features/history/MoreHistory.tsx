import { lazy } from 'react';
import type { HistoryExtraTab, PeriodVariables } from './range';

const AccountHistory = lazy(() => import('./AccountHistory'));
const JackpotHistory = lazy(() => import('./JackpotHistory'));

/** The sidebar history's AccountHistory and jackpot tabs (seed 001 §2), each list its own chunk. */
export default function MoreHistory({ tab, period, timeZone }: { tab: HistoryExtraTab; period: PeriodVariables; timeZone: string }) {
  return tab === 'account' ? <AccountHistory period={period} timeZone={timeZone} /> : <JackpotHistory period={period} timeZone={timeZone} />;
}
