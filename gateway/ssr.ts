/**
 * The server render of the web app's public pages (issue 24): the gateway loads the module Vite built
 * from web/src/entry-server.tsx (dist/web-server) and renders a page of a visitor into the app's root,
 * with the Relay records its queries read, so the browser shows the page at the first byte and takes it
 * over without asking again. The page's queries run through this gateway's own GraphQL endpoint in this
 * process (as the browser would send them), never through the network.
 *
 * A render that fails or takes longer than its budget is dropped: the page then goes out as the shell
 * the browser renders, as before. A signed-in player's page always renders in the browser (theirs is
 * not the public page).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerRender, ServerRenderRequest } from '../rules/server-render';
import type { Language } from '../rules/site-routes';
import { log } from './log';

/** What the built module exports (web/src/entry-server.tsx). */
interface ServerRenderModule {
  render(request: ServerRenderRequest): Promise<RenderedPage | null>;
}

/** A page's markup and what the browser needs to take it over; the caller writes both into the page. */
export type RenderedPage = ServerRender;

export type PageRenderer = (page: { path: string; language: Language; cookie: string; nonce: string }) => Promise<RenderedPage | null>;

export interface ServerRenderOptions {
  /** The built module (dist/web-server/entry-server.js); absent: no server render. */
  entry: string;
  /** Runs one GraphQL operation through the gateway's players' endpoint (yoga.fetch). */
  graphql(body: object, language: Language, signal: AbortSignal): Promise<unknown>;
  /** The longest a render may take before the page goes out unrendered. */
  budgetMs: number;
  /**
   * How many pages render at once; a page asked for beyond that goes out for the browser to render. A
   * render costs the gateway's CPU where a shell costs nothing: a flood of page requests must not take
   * the API's share of it.
   */
  concurrency: number;
}

/** The renderer of public pages, or null when the web app's server module was not built. */
export function createPageRenderer(options: ServerRenderOptions): PageRenderer | null {
  if (!existsSync(options.entry)) return null;
  // Loaded with the first page (a second or so of parsing), not at start: a gateway that serves only the API never pays it.
  let loaded: Promise<ServerRenderModule> | null = null;
  let rendering = 0;
  return async ({ path, language, cookie, nonce }) => {
    if (rendering >= options.concurrency) return null;
    rendering += 1;
    const signal = AbortSignal.timeout(options.budgetMs);
    try {
      loaded ??= import(pathToFileURL(options.entry).href) as Promise<ServerRenderModule>;
      const module = await loaded;
      return await module.render({ path, language, cookie, nonce, signal, graphql: (body, aborted) => options.graphql(body, language, aborted) });
    } catch (error) {
      // Out of time is one line; anything else is a defect and keeps its stack.
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      log.warn({ ...(timedOut ? { budgetMs: options.budgetMs } : { err: error }), path }, timedOut ? 'server render ran out of time: the page goes out for the browser to render' : 'server render failed: the page goes out for the browser to render');
      return null;
    } finally {
      rendering -= 1;
    }
  };
}
