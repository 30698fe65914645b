/**
 * The server render of the player's public pages (issue 24), built by Vite as a Node module
 * (dist/web-server) that the gateway loads (gateway/ssr.ts). A page renders exactly as the browser's
 * first render would: the same routes, preparations and components, with the request's own Relay
 * environment, language and cookies (ssr/render-scope.ts). What its queries read goes to the browser
 * with the page, so taking it over asks for nothing again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Network, Observable } from 'relay-runtime';
import { createI18n } from './i18n/i18n';
import { PlayerRoot } from './PlayerRoot';
import { persistedBody } from './relay/network';
import { createEnvironment } from './relay/environment';
import { routes } from './routes';
import { readRenderScopeWith, type RenderScope } from './ssr/render-scope';
import type { ServerRender, ServerRenderRequest } from '../../rules/server-render';

const scopes = new AsyncLocalStorage<RenderScope>();
readRenderScopeWith(() => scopes.getStore());

const handler = createStaticHandler(routes);

/** A Relay network that runs operations through the gateway in this process, answers and errors as the browser's would. */
function serverNetwork(request: ServerRenderRequest) {
  return Network.create((params, variables) =>
    Observable.from(
      request.graphql(persistedBody(params, variables), request.signal).then((answer) => {
        const json = answer as { errors?: { message: string }[]; data?: unknown };
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('; '));
        return json as never;
      }),
    ),
  );
}

/**
 * The page's markup once every query it shows has answered (a crawler and a link preview read the whole
 * page); null when the address is not a page to render here (a redirect) or the render gave up.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRender | null> {
  const environment = createEnvironment(undefined, serverNetwork(request));
  return scopes.run({ environment, cookie: request.cookie }, async () => {
    const context = await handler.query(new Request(new URL(request.path, 'http://localhost'), { signal: request.signal }));
    if (context instanceof Response) return null;
    const i18n = await createI18n(request.language);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await markup(
      <PlayerRoot environment={environment} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
      </PlayerRoot>,
      request,
    );
    return { html, state: { records: environment.getStore().getSource().toJSON(), namespaces: Object.keys(i18n.store.data[request.language] ?? {}) } };
  });
}

function markup(app: React.ReactNode, request: ServerRenderRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: request.nonce,
      // Every part in place in the markup: React would otherwise send a large part after the page, put in
      // place by a script, and a reader that runs none (a crawler, a link preview) would miss it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a boundary would leave its part to the browser: the page goes out unrendered instead.
        failed ??= error;
      },
    });
    request.signal.addEventListener('abort', () => abort(request.signal.reason), { once: true });
  });
}
