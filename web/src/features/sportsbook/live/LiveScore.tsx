import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { livePeriodKind } from '../match/labels';
import { clockText, hasRunningClock, runningSeconds } from './clock';
import type { LiveScore_live$key } from './__generated__/LiveScore_live.graphql';

const fragment = graphql`
  fragment LiveScore_live on LiveInfo {
    status
    period
    clockSeconds
    inInterval
    homeScore
    awayScore
  }
`;

/**
 * A live match's score, period and clock. The clock ticks here between feed updates and restarts from
 * each update's value; it stands still at breaks and in sports without a running clock.
 */
export function LiveScore({ live, sportKey, layout = 'stacked' }: { live: LiveScore_live$key; sportKey: string; layout?: 'stacked' | 'inline' }) {
  const { t } = useTranslation('sportsbook');
  const data = useFragment(fragment, live);
  const isLive = data.status === 'LIVE';
  const running = isLive && !data.inInterval && hasRunningClock(sportKey);
  const seconds = useRunningClock(data.clockSeconds, running);

  let state: string;
  if (isLive) {
    const period = data.period > 0 ? t(`live.periods.${livePeriodKind(sportKey)}`, { n: data.period }) : t('live.starting');
    state = data.inInterval ? t('live.break') : hasRunningClock(sportKey) ? `${period} · ${clockText(seconds)}` : period;
  } else {
    state = t(`live.status.${data.status}`);
  }
  return (
    <div className={`live-score live-score--${layout}`} data-status={data.status}>
      <span className="live-score__score" data-testid="live-score" data-home={data.homeScore} data-away={data.awayScore}>
        {`${data.homeScore} : ${data.awayScore}`}
      </span>
      <span className="live-score__state" data-testid="live-clock">
        {isLive && <span className="live-dot" aria-hidden="true" />}
        {state}
      </span>
    </div>
  );
}

/** The feed's clock value, counted on locally each second from when it arrived. */
function useRunningClock(fromFeed: number, running: boolean): number {
  const [tick, setTick] = useState<{ from: number; seconds: number } | null>(null);
  useEffect(() => {
    if (!running) return;
    const base = { seconds: fromFeed, at: Date.now() };
    const timer = setInterval(() => setTick({ from: fromFeed, seconds: runningSeconds(base, Date.now(), true) }), 1000);
    return () => clearInterval(timer);
  }, [fromFeed, running]);
  return running && tick?.from === fromFeed ? tick.seconds : fromFeed;
}
