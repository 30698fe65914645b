import { describe, expect, it } from 'vitest';
import { splitReactRelayImports } from '../../web/react-relay-imports';

describe('the web build imports each react-relay hook from its own module (bench:web-bundle)', () => {
  it('turns one import of several names into one import per hook, relay-runtime names from relay-runtime', () => {
    const code = "import { useFragment, usePaginationFragment as usePages, fetchQuery } from 'react-relay';\nuseFragment(usePages, fetchQuery);";
    expect(splitReactRelayImports(code, 'Page.tsx')).toBe(
      "import useFragment from 'react-relay/lib/relay-hooks/useFragment'; import usePages from 'react-relay/lib/relay-hooks/usePaginationFragment'; import { fetchQuery } from 'relay-runtime';\nuseFragment(usePages, fetchQuery);",
    );
  });

  it('keeps the module on its lines when the import spans several', () => {
    const code = "import {\n  loadQuery,\n  useRelayEnvironment,\n} from 'react-relay';\nconst here = 1;";
    const rewritten = splitReactRelayImports(code, 'routes.tsx')!;
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
    expect(rewritten.split('\n').at(-1)).toBe('const here = 1;');
    expect(rewritten).toContain("import { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';");
  });

  it('stops the build on a name it does not know, or on an import it cannot split', () => {
    expect(() => splitReactRelayImports("import { EntryPointContainer } from 'react-relay';", 'A.tsx')).toThrow(/EntryPointContainer is not in web\/react-relay-imports.ts/);
    expect(() => splitReactRelayImports("import * as Relay from 'react-relay';", 'B.tsx')).toThrow(/by name/);
  });

  it('leaves a module without react-relay alone', () => {
    expect(splitReactRelayImports("import { getRequest } from 'relay-runtime';", 'C.ts')).toBeNull();
  });
});
