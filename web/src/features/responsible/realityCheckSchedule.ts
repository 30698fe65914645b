/**
 * When the reality check (issue 17) shows, worked out from the platform's figures alone. The server's
 * clock and the browser's never meet: the figures say how far into the session the server is
 * (elapsedSeconds) and where the next check falls (nextCheckAt − signedInAt), both on the server's
 * clock; the difference is a duration, which the browser's own timer then counts down. A player's
 * clock moved by the operator's test hook, a laptop clock off by an hour: neither changes the wait.
 */
export interface RealityCheckFigures {
  signedInAt: string;
  elapsedSeconds: number;
  intervalMinutes: number | null | undefined;
  nextCheckAt: string | null | undefined;
}

/** Milliseconds until the next check is due (0 when it is due already); null when no check applies. */
export function realityCheckDueInMs(figures: RealityCheckFigures): number | null {
  if (!figures.intervalMinutes || !figures.nextCheckAt) return null;
  const signedIn = Date.parse(figures.signedInAt);
  const next = Date.parse(figures.nextCheckAt);
  if (Number.isNaN(signedIn) || Number.isNaN(next)) return null;
  return Math.max(0, next - signedIn - figures.elapsedSeconds * 1000);
}

/**
 * The wait after a check was shown and answered. The browser's timer may fire a moment before the
 * server reaches the check it was set for (the figures are whole seconds), so the server can still
 * name that same check as the next one: a wait shorter than half the interval is that check again,
 * and the one after it is meant.
 */
export function nextRealityCheckInMs(figures: RealityCheckFigures): number | null {
  const due = realityCheckDueInMs(figures);
  if (due === null) return null;
  const interval = figures.intervalMinutes! * 60_000;
  return due < interval / 2 ? due + interval : due;
}

/** Which check of the session the figures are at (1 for the first): the tabs of a player agree on it. */
export function realityCheckNumber(figures: Pick<RealityCheckFigures, 'elapsedSeconds' | 'intervalMinutes'>): number {
  if (!figures.intervalMinutes) return 0;
  return Math.max(1, Math.round(figures.elapsedSeconds / (figures.intervalMinutes * 60)));
}

/** Whole hours and minutes since sign-in, for the modal's "time since sign-in". */
export function sessionDuration(elapsedSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, elapsedSeconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The localStorage key a tab writes its answer to, so the player's other tabs close the same check. */
export const REALITY_CHECK_STORAGE_KEY = 'oddsgate.realityCheck';

export interface RealityCheckAnswer {
  check: number;
  signedInAt: string;
  choice: 'continue' | 'history' | 'signOut';
}

/** Another tab's answer read back from its storage event; null for anything else or a malformed value. */
export function parseRealityCheckAnswer(value: string | null): RealityCheckAnswer | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<RealityCheckAnswer>;
    if (typeof parsed.check !== 'number' || typeof parsed.signedInAt !== 'string') return null;
    if (parsed.choice !== 'continue' && parsed.choice !== 'history' && parsed.choice !== 'signOut') return null;
    return { check: parsed.check, signedInAt: parsed.signedInAt, choice: parsed.choice };
  } catch {
    return null;
  }
}
