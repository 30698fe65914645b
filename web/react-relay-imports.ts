/**
 * A build plugin (web/vite.config.ts): `import { useFragment, usePaginationFragment } from 'react-relay'`
 * becomes one import per hook from the hook's own module. react-relay is CommonJS and its entries require
 * every hook at once, which a bundler cannot tree-shake: the first page downloaded pagination, refetch and
 * entry-point code only some pages run (bench:web-bundle). Per-hook imports let each hook land in the chunk
 * of the pages that use it. A name not in the table below stops the build, so a new import cannot slip
 * back to the whole entry unnoticed.
 */
import type { Plugin } from 'vite';

const HOOKS = 'react-relay/lib/relay-hooks';

// react-relay's names whose module (relay-hooks/<name>.js) exports just that one.
const HOOK_MODULES = ['RelayEnvironmentProvider', 'useFragment', 'useLazyLoadQuery', 'useMutation', 'usePaginationFragment', 'usePreloadedQuery', 'useQueryLoader', 'useRefetchableFragment', 'useRelayEnvironment', 'useSubscribeToInvalidationState', 'useSubscription'];
// The names react-relay re-exports from relay-runtime (an entry the app's own code imports anyway).
const RUNTIME_NAMES = ['ConnectionHandler', 'applyOptimisticMutation', 'commitLocalUpdate', 'commitMutation', 'fetchQuery', 'graphql', 'readInlineData', 'requestSubscription'];

/** Where each name the app imports from react-relay lives: the module, and its export (`default` for a module.exports). */
const MODULES: Record<string, readonly [string, string]> = {
  ...Object.fromEntries(HOOK_MODULES.map((name) => [name, [`${HOOKS}/${name}`, 'default'] as const])),
  ...Object.fromEntries(RUNTIME_NAMES.map((name) => [name, ['relay-runtime', name] as const])),
  loadQuery: [`${HOOKS}/loadQuery`, 'loadQuery'],
};

/** The react-relay modules the app's imports become (web/relay-runtime-slim.ts serves what they read). */
export const REACT_RELAY_MODULES = new Set(Object.values(MODULES).map(([module]) => module).filter((module) => module.startsWith('react-relay/')));

// After TypeScript is stripped: `import { a, b as c } from 'react-relay';` (type-only names are gone by then).
const IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*["']react-relay["'];?/g;
const ANY_IMPORT = /\bfrom\s*["']react-relay["']|\bimport\s*\(\s*["']react-relay["']\s*\)/;

/** The per-hook imports for one import statement's names; throws on a name the table lacks. */
export function perHookImports(names: string, file: string): string {
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((specifier) => {
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim()) as [string, string?];
      const target = MODULES[imported];
      if (!target) throw new Error(`${file}: react-relay's ${imported} is not in web/react-relay-imports.ts; add the module it lives in`);
      const [module, exported] = target;
      if (exported === 'default') return `import ${local} from '${module}';`;
      return `import { ${exported === local ? local : `${exported} as ${local}`} } from '${module}';`;
    })
    .join(' ');
}

/** Rewrites one module's source; null when it imports nothing from react-relay. */
export function splitReactRelayImports(code: string, file: string): string | null {
  if (!code.includes('react-relay')) return null;
  // As many lines as the statement had, so the rest of the module keeps its lines (and its source map).
  const rewritten = code.replace(IMPORT, (statement: string, names: string) => perHookImports(names, file) + '\n'.repeat(statement.split('\n').length - 1));
  if (ANY_IMPORT.test(rewritten)) throw new Error(`${file}: import react-relay's names by name (import { useFragment } from 'react-relay')`);
  return rewritten === code ? null : rewritten;
}

/**
 * react-relay's useFragmentInternal picks one of two implementations by relay-runtime's feature flag
 * ENABLE_ACTIVITY_COMPATIBILITY at each call, so both ship (about 1.7 kB gzip each). The flag is on by
 * default and nothing here sets it: the hooks get the implementation it selects, the other is never
 * downloaded. Throws if a relay-runtime release changes the default, so the build cannot keep the wrong one.
 */
export function fragmentHookModule(flags: { ENABLE_ACTIVITY_COMPATIBILITY?: boolean }): string {
  if (flags.ENABLE_ACTIVITY_COMPATIBILITY !== true) throw new Error("relay-runtime's ENABLE_ACTIVITY_COMPATIBILITY is no longer on by default: revisit fragmentHookModule in web/react-relay-imports.ts");
  return `${HOOKS}/useFragmentInternal_EXPERIMENTAL`;
}

export function reactRelayPerHookImports(): Plugin[] {
  const fragmentHook: Plugin = {
    name: 'oddsgate:react-relay-one-fragment-hook',
    apply: 'build',
    // Before Vite's own resolution, which would find ./useFragmentInternal.js itself.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== './useFragmentInternal' || !importer?.includes('/react-relay/lib/relay-hooks/')) return null;
      const { default: flags } = (await import('relay-runtime/lib/util/RelayFeatureFlags.js')) as { default: { ENABLE_ACTIVITY_COMPATIBILITY?: boolean } };
      return this.resolve(fragmentHookModule(flags), importer, { skipSelf: true });
    },
  };
  const perHook: Plugin = {
    name: 'oddsgate:react-relay-per-hook-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const rewritten = splitReactRelayImports(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
  return [fragmentHook, perHook];
}
