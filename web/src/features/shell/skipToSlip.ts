/**
 * "Skip to bet slip" (issue 24): from anywhere, one key press or the skip link puts focus in the slip's
 * stake, so a keyboard player does not Tab through every odd on the page to reach it. The slip is where it
 * is on screen (the sportsbook's right column), or the right sidebar is opened on it (other pages, and
 * phones, where the column is hidden and the sidebar is the slip's sheet).
 */

/** The shortcut, as aria-keyshortcuts names it: Alt+Shift+B ("bet slip"); no single key, so it never fires while typing. */
export const SLIP_SHORTCUT = 'Alt+Shift+B';

export const isSlipShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyB';

/** The slip on screen (not one in a hidden column), if any. */
function visibleSlip(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="betslip"]')].find((slip) => slip.getClientRects().length > 0) ?? null;
}

/** Where focus goes in the slip: its first stake, or its heading while it has no selection (or is still loading it). */
const targetIn = (slip: HTMLElement, settled: boolean): HTMLElement | null =>
  slip.querySelector<HTMLElement>('.slip__stake input:not([disabled])') ?? (settled ? slip.querySelector<HTMLElement>('#betslip-title') : null);

/** How long the slip may take to appear: its code and the book's check of the selections load on first opening. */
const WAIT_MS = 3000;

/**
 * Focuses the slip's stake, opening the sidebar on the slip when none is on screen. The slip's code may
 * still be loading: focus follows as soon as the stake (or, at the end of the wait, the heading) is there.
 */
export function focusBetslip(openSidebarSlip: () => void): void {
  if (!visibleSlip()) openSidebarSlip();
  const started = performance.now();
  const attempt = () => {
    const slip = visibleSlip();
    const settled = performance.now() - started > WAIT_MS || Boolean(slip?.querySelector('.betslip__empty'));
    const target = slip && targetIn(slip, settled);
    if (target) {
      if (target.id === 'betslip-title') target.tabIndex = -1;
      target.focus();
      target.scrollIntoView({ block: 'nearest' });
    } else if (!settled) requestAnimationFrame(attempt);
  };
  attempt();
}
