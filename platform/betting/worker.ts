/**
 * The betting service's background pass: judge live bets whose delay is over, cash out tickets whose
 * automatic cash-out the prices reached, lapse unanswered trader offers, then settle every match
 * that finished with bets still open. It polls (a few cheap indexed queries) rather than listening, so
 * it catches up by itself after a restart or a missed event.
 */
import type { BettingDeps } from './context';
import { judgeDelayed } from './acceptance';
import { fireAutoCashouts } from './auto-cashout';
import { lapseOffers } from './offers';
import { matchesToSettle, settleMatch } from './settle';
import { repeatEvery } from '../repeat';

export async function bettingPass(deps: BettingDeps): Promise<{ judged: number; settled: number; autoCashouts: number }> {
  const judged = await judgeDelayed(deps);
  // Before settlement: a target the last prices reached is paid at them (settlement skips a locked ticket's turn, never pays it twice).
  const autoCashouts = await fireAutoCashouts(deps);
  await lapseOffers(deps);
  let settled = 0;
  for (const matchId of await matchesToSettle(deps)) settled += (await settleMatch(deps, matchId)).tickets;
  return { judged, settled, autoCashouts };
}

/** Runs bettingPass every intervalMs until stopped. */
export function startBettingWorker(deps: BettingDeps, intervalMs = 250): { stop(): Promise<void> } {
  return repeatEvery('betting', intervalMs, () => bettingPass(deps));
}
