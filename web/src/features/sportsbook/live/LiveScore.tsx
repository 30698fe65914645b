import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { hasRunningClock, runningSeconds } from './clock';
import { liveStateText, tennisPoints } from './state';
import type { LiveScore_live$key } from './__generated__/LiveScore_live.graphql';

const fragment = graphql`
  fragment LiveScore_live on LiveInfo {
    status
    period
    clockSeconds
    inInterval
    homeScore
    awayScore
    stoppageTime {
      announcedMinutes
      playedSeconds
    }
    gamePoints {
      home
      away
      tieBreak
    }
    serving
    halfInning
    outs
  }
`;

/**
 * A live match's score, period and clock, and what a live bettor reads besides: added time in soccer
 * ("90+3'"), the game's points and the server in tennis, the half-inning and outs in baseball. The clock
 * ticks here between feed updates and restarts from each update's value; it stands still at breaks and
 * in sports without a running clock, and at 45:00/90:00 while the added time runs on.
 */
export function LiveScore({ live, sportKey, layout = 'stacked' }: { live: LiveScore_live$key; sportKey: string; layout?: 'stacked' | 'inline' }) {
  const { t, i18n } = useTranslation('sportsbook');
  const data = useFragment(fragment, live);
  const isLive = data.status === 'LIVE';
  const stoppage = isLive ? data.stoppageTime : null;
  const running = isLive && !data.inInterval && hasRunningClock(sportKey);
  const seconds = useRunningClock(data.clockSeconds, running && !stoppage);
  const added = useRunningClock(stoppage?.playedSeconds ?? 0, running && !!stoppage);

  const state = liveStateText(t, i18n.language, { ...data, stoppageTime: stoppage }, sportKey, stoppage ? added : seconds);
  const points = isLive && data.gamePoints ? tennisPoints(data.gamePoints) : null;
  const serve = (side: 'HOME' | 'AWAY') =>
    data.serving === side ? (
      <span className="live-score__serve" data-testid="live-serve" data-side={side} title={t('live.serving')} aria-label={t('live.serving')}>
        ●
      </span>
    ) : null;
  return (
    <div className={`live-score live-score--${layout}`} data-status={data.status}>
      <span className="live-score__score" data-testid="live-score" data-home={data.homeScore} data-away={data.awayScore}>
        {`${data.homeScore} : ${data.awayScore}`}
      </span>
      <span className="live-score__state" data-testid="live-clock">
        {isLive && <span className="live-dot" aria-hidden="true" />}
        {state}
        {stoppage && (
          // The fourth official's board: the minutes added, shown as books show them beside the clock.
          <span className="live-score__added" data-testid="live-added" title={t('live.addedTime', { count: stoppage.announcedMinutes })} aria-label={t('live.addedTime', { count: stoppage.announcedMinutes })}>
            {`+${stoppage.announcedMinutes}`}
          </span>
        )}
      </span>
      {points && data.gamePoints && (
        <span className="live-score__points" data-testid="live-points" data-tie-break={data.gamePoints.tieBreak}>
          {data.gamePoints.tieBreak && <span className="live-score__tie-break">{t('live.tieBreak')}</span>}
          {serve('HOME')}
          {`${points.home}–${points.away}`}
          {serve('AWAY')}
        </span>
      )}
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
