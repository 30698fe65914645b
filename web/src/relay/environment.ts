import { Environment, RecordSource, Store } from 'relay-runtime';
import { network } from './network';

export function createEnvironment() {
  return new Environment({ network, store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }) });
}

/** The app's one environment (route loaders need it outside React). */
export const environment = createEnvironment();
