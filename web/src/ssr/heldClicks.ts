/**
 * A press on a server-rendered page before the app has taken it over would be lost: the buttons are
 * there, their handlers are not yet. The presses are held from the moment the app's code runs and
 * pressed again once React listens (main.tsx), so a pick made while the page starts still lands in
 * the slip. Links need no app (they load their page) and are left alone.
 */
const PRESSABLE = 'button, [role="button"], summary';
/** How long a held press waits for React to take its part of the page over. */
const TAKE_OVER_WAIT_MS = 5000;

export function holdClicks(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || !root.contains(target)) return;
    // Not also handled by React when it starts listening on this root during the take-over.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) pressWhenTakenOver(target, Date.now());
  };
}

/**
 * React takes a page over part by part: the part around a held press may still be the server's when the
 * first part is in place, and a press there would be lost again. React marks each element it has taken
 * over (a property named __reactProps$…); the press waits for that mark (a few seconds at most).
 */
function pressWhenTakenOver(target: HTMLElement, since: number) {
  if (!target.isConnected) return;
  if (Object.keys(target).some((key) => key.startsWith('__reactProps$'))) target.click();
  else if (Date.now() - since < TAKE_OVER_WAIT_MS) requestAnimationFrame(() => pressWhenTakenOver(target, since));
}
