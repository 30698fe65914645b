/**
 * The betting service's background pass: judge live bets whose delay is over, lapse unanswered trader
 * offers, then settle every match
 * that finished with bets still open. It polls (a few cheap indexed queries) rather than listening, so
 * it catches up by itself after a restart or a missed event.
 */
import type { BettingDeps } from './context';
import { judgeDelayed } from './acceptance';
import { lapseOffers } from './offers';
import { matchesToSettle, settleMatch } from './settle';

export async function bettingPass(deps: BettingDeps): Promise<{ judged: number; settled: number }> {
  const judged = await judgeDelayed(deps);
  await lapseOffers(deps);
  let settled = 0;
  for (const matchId of await matchesToSettle(deps)) settled += (await settleMatch(deps, matchId)).tickets;
  return { judged, settled };
}

/** Runs bettingPass every intervalMs until stopped; a failing pass is logged and the next one tries again. */
export function startBettingWorker(deps: BettingDeps, intervalMs = 250): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = bettingPass(deps)
      .catch((error: unknown) => console.error('betting: pass failed', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
