import { lazy } from 'react';
import type { HistoryExtraTab, PeriodVariables } from './range';

const AccountHistory = lazy(() => import('./AccountHistory'));
const JackpotHistory = lazy(() => import('./JackpotHistory'));
const LottoHistory = lazy(() => import('./LottoHistory'));

/** The sidebar history's AccountHistory, LottoHistory and jackpot tabs (seed 001 §2), each list its own chunk. */
export default function MoreHistory({ tab, period, timeZone }: { tab: HistoryExtraTab; period: PeriodVariables; timeZone: string }) {
  const List = tab === 'account' ? AccountHistory : tab === 'lotto' ? LottoHistory : JackpotHistory;
  return <List period={period} timeZone={timeZone} />;
}
