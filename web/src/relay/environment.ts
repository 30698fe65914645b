import { Environment, RecordSource, Store } from 'relay-runtime';
import { network } from './network';
import { renderScope, serverRenderState } from '../ssr/render-scope';

/** A store's records as JSON (what a server render hands the browser). */
export type RecordMap = ReturnType<RecordSource['toJSON']>;

export function createEnvironment(records?: RecordMap, environmentNetwork = network) {
  return new Environment({ network: environmentNetwork, store: new Store(new RecordSource(records), { gcReleaseBufferSize: 10 }) });
}

/**
 * The app's one environment in the browser (route loaders need it outside React). It starts with what a
 * server render of the page read, so the first page's queries answer from the store.
 */
export const environment = createEnvironment(serverRenderState()?.records as RecordMap | undefined);

/** The environment of what is being rendered: the request's on the server, the page's one in the browser. */
export const currentEnvironment = (): Environment => renderScope()?.environment ?? environment;
