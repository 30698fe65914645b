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
import { repeatEvery } from '../repeat';

export async function bettingPass(deps: BettingDeps): Promise<{ judged: number; settled: number }> {
  const judged = await judgeDelayed(deps);
  await lapseOffers(deps);
  let settled = 0;
  for (const matchId of await matchesToSettle(deps)) settled += (await settleMatch(deps, matchId)).tickets;
  return { judged, settled };
}

/** Runs bettingPass every intervalMs until stopped. */
export function startBettingWorker(deps: BettingDeps, intervalMs = 250): { stop(): Promise<void> } {
  return repeatEvery('betting', intervalMs, () => bettingPass(deps));
}
