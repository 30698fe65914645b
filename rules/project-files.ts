/**
 * Files the services read at run time (locales, the persisted operations) by their place in the project,
 * whether the code runs from its sources (rules/ is one level down) or from the compiled bundles in
 * dist/server/, whose banner names the project root (scripts/build-server.ts): a path relative to each
 * module's own URL would break once the modules are bundled into one file.
 */
const bundledRoot = (globalThis as { oddsgateProjectRoot?: URL }).oddsgateProjectRoot;

export const PROJECT_ROOT: URL = bundledRoot ?? new URL('../', import.meta.url);

/** A project file's URL, e.g. projectFile('locales/en-US/errors.json'). */
export const projectFile = (path: string): URL => new URL(path, PROJECT_ROOT);
