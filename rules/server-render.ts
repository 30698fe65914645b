/**
 * What a server render hands the browser with the page (issue 24): the gateway writes it as JSON in a
 * script element of this id after the rendered root (gateway/static.ts); the web app starts its store
 * from the records (web/src/relay/environment.ts), so it does not ask for the same data again, and loads
 * the namespaces of strings the page shows before it takes the page over (web/src/main.tsx).
 */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

import type { Language } from './site-routes';

export interface ServerRenderState {
  /** The Relay records the render's queries read (RecordSource.toJSON). */
  records: Record<string, unknown>;
  /** The i18next namespaces the render used. */
  namespaces: string[];
}

/** What the gateway asks the web app's server render (web/src/entry-server.tsx) for one page. */
export interface ServerRenderRequest {
  /** The page's address (path and query) on this site, as the browser sent it. */
  path: string;
  language: Language;
  /** The visitor's cookies: their display settings (odds format, time zone) shape the page. */
  cookie: string;
  /** The page's CSP nonce: React's own inline scripts carry it. */
  nonce: string;
  /** Runs one GraphQL operation as the browser would send it (persisted id) and returns the answer's JSON. */
  graphql(body: object, signal: AbortSignal): Promise<unknown>;
  /** Gives up (the gateway then sends the page for the browser to render). */
  signal: AbortSignal;
}

export interface ServerRender {
  /** The markup of the app's root element. */
  html: string;
  /** What the browser needs to take the page over. */
  state: ServerRenderState;
}
