import type { Environment } from 'relay-runtime';
import { SERVER_RENDER_ELEMENT_ID, type ServerRenderState } from '../../../rules/server-render';

/**
 * What a server render of one request gives the code that runs outside React (route loaders, the display
 * settings): its own Relay environment and the visitor's cookies. The server entry (entry-server.tsx)
 * installs a reader backed by its per-request storage; in the browser there is none and every reader
 * falls back to the page's one environment and document.cookie.
 */
export interface RenderScope {
  environment: Environment;
  cookie: string;
}

let read: () => RenderScope | undefined = () => undefined;

export const renderScope = (): RenderScope | undefined => read();

/** The server entry's reader of the request being rendered (called once, at its start). */
export function readRenderScopeWith(reader: () => RenderScope | undefined) {
  read = reader;
}

let hydrating = false;

/**
 * True while the browser takes over a server-rendered page, from its start until the first render is
 * committed (main.tsx). Meanwhile the first page's preparations read what the server's render left in
 * the store, even those that otherwise ask again on every visit (the server just asked), so taking over
 * costs no second request for the same data; and they read none of the browser's own state (its
 * storage), so they prepare what the server rendered. Components learn it per component, from React
 * (ssr/useHydrated.ts): a part of the page may be taken over after the first commit.
 */
export const isHydrating = () => hydrating;

/** Whether a preparation must read what the server would: on the server, or while the browser takes its page over. */
export const asServerRendered = () => hydrating || renderScope() !== undefined;


export function setHydrating(value: boolean) {
  hydrating = value;
}

let state: ServerRenderState | null | undefined;

/** What the server's render of this page left for it (rules/server-render.ts); null for a page the browser renders. Read once. */
export function serverRenderState(): ServerRenderState | null {
  if (state !== undefined) return state;
  state = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_RENDER_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      state = JSON.parse(text) as ServerRenderState;
    } catch {
      // A page whose state cannot be read is rendered by the browser afresh.
    }
  }
  return state;
}
