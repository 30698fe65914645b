/**
 * A press on a server-rendered page before the app has taken it over would be lost: the buttons are
 * there, their handlers are not yet. The presses are held from the moment the app's code runs and
 * pressed again once React listens (main.tsx), so a pick made while the page starts still lands in
 * the slip; fields changed meanwhile are told to React then too. Links need no app (they load their
 * page) and are left alone.
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
  let released = false;
  // Called again whenever the app's root commits anew: only the first call is the take-over.
  return () => {
    if (released) return;
    released = true;
    root.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) pressWhenTakenOver(target, Date.now());
    replayEditedFields(root);
  };
}

/**
 * A field changed before the take-over (a language chosen, a search typed while the code loads, even
 * before any script ran) keeps its new value on screen, but React hydrates it without hearing of it:
 * the app's state stays the server's. The browser still knows what the server sent (an option's
 * defaultSelected, a field's defaultValue); each field that differs is told to React again once it has
 * taken that field over, as the player's own change.
 */
function replayEditedFields(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement>('select, textarea, input')) {
    if (field instanceof HTMLSelectElement) {
      const server = Math.max(0, [...field.options].findIndex((option) => option.defaultSelected));
      const chosen = field.selectedIndex;
      if (chosen !== server) {
        replayUntilKept(field, () => field.selectedIndex === chosen, () => {
          field.selectedIndex = chosen;
          field.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }
    } else if (TYPED.has(field.type) && field.value !== field.defaultValue) {
      const value = field.value;
      replayUntilKept(field, () => field.value === value, () => typeAgain(field, value));
    }
  }
}

/** How many frames a replayed change must hold before it counts as React's (about half a second). */
const KEPT_FRAMES = 30;
const MOST_REPLAYS = 5;

/**
 * A change told to a part React is still taking over can be dropped with that render, and React then
 * puts the server's value back: the change is told again, until it holds (a few times at most).
 */
function replayUntilKept(field: HTMLElement, kept: () => boolean, replay: () => void, since = Date.now(), replays = 0) {
  whenTakenOver(
    field,
    () => {
      replay();
      let frames = 0;
      const check = () => {
        if (!field.isConnected || Date.now() - since > TAKE_OVER_WAIT_MS) return;
        if (!kept()) {
          if (replays + 1 < MOST_REPLAYS) replayUntilKept(field, kept, replay, since, replays + 1);
        } else if (++frames < KEPT_FRAMES) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    since,
  );
}

/** Fields whose typing React hears as input events (a checkbox's click would toggle it again). */
const TYPED = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'textarea']);

/**
 * React fires onChange only when a field's value differs from the one it last saw, and it saw the typed
 * one at the take-over: the field is given another value through React's own setter first, then the
 * typed one back through the browser's, and the input event that follows is a change to React.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  browserSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const pressWhenTakenOver = (target: HTMLElement, since: number) => whenTakenOver(target, () => target.click(), since);

/**
 * React takes a page over part by part: the part around a held press may still be the server's when the
 * first part is in place, and a press there would be lost again. React marks each element it has taken
 * over (a property named __reactProps$…); the act waits for that mark (a few seconds at most).
 */
function whenTakenOver(target: HTMLElement, act: () => void, since = Date.now()) {
  if (!target.isConnected) return;
  if (Object.keys(target).some((key) => key.startsWith('__reactProps$'))) act();
  else if (Date.now() - since < TAKE_OVER_WAIT_MS) requestAnimationFrame(() => whenTakenOver(target, act, since));
}
