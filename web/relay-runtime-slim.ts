/**
 * A build plugin (web/vite.config.ts): `relay-runtime` becomes a module that exports only the names the app
 * and react-relay's hooks read, each from its own module of relay-runtime/lib. relay-runtime is CommonJS
 * and its index requires every part at once (the fragment containers' resolver, the experimental observe
 * and wait helpers, the response cache, fetchQuery_DEPRECATED…), which a bundler cannot tree-shake: the
 * first page downloaded them all (bench:web-bundle).
 *
 * A name not in the table cannot slip through: the app's ES imports of a missing name stop the build
 * (an export the module lacks), and a react-relay module that reads a name the table lacks from
 * `require('relay-runtime')` stops it too (checkReactRelayModule), instead of reading undefined at run time.
 */
import type { Plugin } from 'vite';

/** A name's module under relay-runtime/lib, and its property there (none: the module's own export). */
type Source = readonly [module: string, property?: string];

const EXPORTS: Record<string, Source> = {
  Environment: ['store/RelayModernEnvironment'],
  Network: ['network/RelayNetwork'],
  Observable: ['network/RelayObservable'],
  RecordSource: ['store/RelayRecordSource'],
  Record: ['store/RelayModernRecord'],
  ReplaySubject: ['util/RelayReplaySubject'],
  Store: ['store/RelayModernStore'],
  ConnectionHandler: ['handlers/connection/ConnectionHandler'],
  ConnectionInterface: ['handlers/connection/ConnectionInterface'],
  PreloadableQueryRegistry: ['query/PreloadableQueryRegistry'],
  RelayFeatureFlags: ['util/RelayFeatureFlags'],
  ID_KEY: ['store/RelayStoreUtils', 'ID_KEY'],
  areEqualSelectors: ['store/RelayModernSelector', 'areEqualSelectors'],
  getSelector: ['store/RelayModernSelector', 'getSelector'],
  getVariablesFromFragment: ['store/RelayModernSelector', 'getVariablesFromFragment'],
  createOperationDescriptor: ['store/RelayModernOperationDescriptor', 'createOperationDescriptor'],
  getFragment: ['query/GraphQLTag', 'getFragment'],
  getRequest: ['query/GraphQLTag', 'getRequest'],
  graphql: ['query/GraphQLTag', 'graphql'],
  getFragmentIdentifier: ['util/getFragmentIdentifier'],
  getPaginationMetadata: ['util/getPaginationMetadata'],
  getPaginationVariables: ['util/getPaginationVariables'],
  getPendingOperationsForFragment: ['util/getPendingOperationsForFragment'],
  getRefetchMetadata: ['util/getRefetchMetadata'],
  getRequestIdentifier: ['util/getRequestIdentifier'],
  getValueAtPath: ['util/getValueAtPath'],
  handlePotentialSnapshotErrors: ['util/handlePotentialSnapshotErrors', 'handlePotentialSnapshotErrors'],
  isPromise: ['util/isPromise'],
  recycleNodesInto: ['util/recycleNodesInto'],
  applyOptimisticMutation: ['mutations/applyOptimisticMutation'],
  commitLocalUpdate: ['mutations/commitLocalUpdate'],
  commitMutation: ['mutations/commitMutation'],
  fetchQuery: ['query/fetchQuery'],
  readInlineData: ['store/readInlineData'],
  requestSubscription: ['subscription/requestSubscription'],
};

/** relay-runtime's __internal object, as far as react-relay's hooks read it. */
const INTERNAL: Record<string, Source> = {
  createRelayContext: ['store/createRelayContext'],
  createRelayLoggingContext: ['store/createRelayLoggingContext'],
  fetchQuery: ['query/fetchQueryInternal', 'fetchQuery'],
  fetchQueryDeduped: ['query/fetchQueryInternal', 'fetchQueryDeduped'],
  getPromiseForActiveRequest: ['query/fetchQueryInternal', 'getPromiseForActiveRequest'],
  getObservableForActiveRequest: ['query/fetchQueryInternal', 'getObservableForActiveRequest'],
};

/** The names the module exports: the table's and __internal. */
export const SLIM_NAMES = new Set([...Object.keys(EXPORTS), '__internal']);

/** The module that stands for relay-runtime: one import per module of relay-runtime/lib it needs. */
export function slimRelayRuntime(): string {
  const modules = [...new Set([...Object.values(EXPORTS), ...Object.values(INTERNAL)].map(([module]) => module))];
  const local = (module: string) => `m${modules.indexOf(module)}`;
  const value = ([module, property]: Source) => (property ? `${local(module)}.${property}` : local(module));
  return [
    ...modules.map((module) => `import ${local(module)} from 'relay-runtime/lib/${module}.js';`),
    ...Object.entries(EXPORTS).map(([name, source]) => `export const ${name} = ${value(source)};`),
    `export const __internal = { ${Object.entries(INTERNAL).map(([name, source]) => `${name}: ${value(source)}`).join(', ')} };`,
  ].join('\n');
}

/**
 * The names a react-relay module reads from `require('relay-runtime')` that the slim module lacks.
 * react-relay's build reads them as `var _require = require('relay-runtime'), a = _require.a, …;`, as
 * `_relayRuntime.a` or as `_require.__internal.b`.
 */
export function namesMissingFrom(code: string): string[] {
  const read = new Set<string>();
  for (const statement of code.matchAll(/var (_require\d*) = require\(['"]relay-runtime['"]\)([^;]*);/g)) {
    for (const name of statement[2]!.matchAll(/= _require\d*\.(\w+)/g)) read.add(name[1]!);
  }
  for (const name of code.matchAll(/_relayRuntime\.(\w+)/g)) read.add(name[1]!);
  for (const name of code.matchAll(/\.__internal\.(\w+)/g)) read.add(`__internal.${name[1]}`);
  for (const name of code.matchAll(/__internal = _require\d*\.__internal,([^;]*);/g)) {
    for (const inner of name[1]!.matchAll(/= _require\d*\$__internal\.(\w+)/g)) read.add(`__internal.${inner[1]}`);
  }
  return [...read].filter((name) => (name.startsWith('__internal.') ? !(name.slice('__internal.'.length) in INTERNAL) : !SLIM_NAMES.has(name))).sort();
}

const SLIM_ID = '\0oddsgate:relay-runtime-slim';
const GENERATED = /\/__generated__\/[^/]+\.graphql\.ts$/;

/**
 * relay-compiler's artifacts import relay-runtime's types without `type` (ConcreteRequest, FragmentRefs…),
 * and verbatimModuleSyntax keeps such imports: from relay-runtime's CommonJS index they read undefined
 * unnoticed, from the slim module they are names it does not export. Artifacts import nothing else from it.
 */
export function typeOnlyImports(code: string): string {
  return code.replace(/^import \{([^}]*)\} from (['"])relay-runtime\2;/gm, 'import type {$1} from $2relay-runtime$2;');
}

export function relayRuntimeSlim(): Plugin {
  return {
    name: 'oddsgate:relay-runtime-slim',
    apply: 'build',
    // Before Vite's own resolution, which would find relay-runtime's index.
    enforce: 'pre',
    resolveId: (source) => (source === 'relay-runtime' ? SLIM_ID : null),
    load: (id) => (id === SLIM_ID ? slimRelayRuntime() : null),
    transform(code, id) {
      if (GENERATED.test(id.split('?')[0]!)) {
        const typed = typeOnlyImports(code);
        return typed === code ? null : { code: typed, map: null };
      }
      if (!id.includes('/node_modules/react-relay/lib/')) return null;
      const missing = namesMissingFrom(code);
      if (missing.length) throw new Error(`${id} reads relay-runtime's ${missing.join(', ')}: add them to web/relay-runtime-slim.ts`);
      return null;
    },
  };
}
