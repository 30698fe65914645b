/**
 * Which price a bet takes when the price moved since the player saw it: the player's odds-change policy
 * (seed 002 §9) and, for live selections, the player's tolerance (issue 22 item 7). Real books let a live
 * bettor accept small drops: a favourite drifting by one tick during the live delay is then taken at the
 * new price instead of declined. Shared by placement, the live delay's judgement and the web slip, so the
 * slip asks "Accept changes" exactly when the book would refuse.
 */
export type OddsPolicyName = 'decline-any' | 'accept-better' | 'accept-any';

/**
 * True when `current` is at most `percent` % below `seen` (decimal odds in hundredths, whole percents).
 * Measured on the decimal price, as books state it: 2.00 → 1.96 is 2 % worse.
 */
export function withinTolerance(seen: number, current: number, percent: number): boolean {
  return current * 100 >= seen * (100 - Math.max(0, percent));
}

/**
 * Whether the bet takes the price now (it is then taken at `current`, never at the price seen). The
 * tolerance widens "accept better odds" only: "decline any change" means the player wants the price seen
 * or nothing, and "accept any change" already takes every move.
 */
export function takesPrice(policy: OddsPolicyName, seen: number, current: number, tolerancePercent = 0): boolean {
  if (seen === current || policy === 'accept-any') return true;
  if (policy === 'decline-any') return false;
  return current > seen || withinTolerance(seen, current, tolerancePercent);
}

/** The tolerance in force: the player's, never more than the operator's maximum. */
export function effectiveTolerance(playerPercent: number, operatorMaximum: number): number {
  return Math.max(0, Math.min(playerPercent, operatorMaximum));
}
