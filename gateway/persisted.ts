import { readFileSync } from 'node:fs';
import { projectFile } from '../rules/project-files';

/**
 * The documents relay-compiler persisted for the web client, by SHA-256 id.
 * In production these are the only documents an anonymous client may run.
 */
export function loadPersistedOperations(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(projectFile('web/persisted-operations.json'), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The id a client sent, in the APQ-style extension Relay's network layer uses. */
export function persistedIdOf(params: { extensions?: Record<string, unknown> | null }): string | null {
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : null;
}
