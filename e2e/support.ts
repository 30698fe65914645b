import { readFileSync } from 'node:fs';

export const PLATFORM_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;
/** The gateway of the e2e stack that renders the public pages on the server, as `npm start` does (e2e/server.ts). */
export const SERVER_RENDERING_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 2}`;

/** A string a user of that language sees, read from the same files the app ships; throws when the key is missing. */
export function text(lang: string, namespace: string, path: string): string {
  let node: unknown = JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8'));
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') throw new Error(`no string ${namespace}:${path} in ${lang}`);
  return node;
}

export const titleOf = (lang: string, routeKey: string) => `${text(lang, 'meta', `routes.${routeKey}.title`)} | Oddsgate`;

/** An operator publishing a new web build, as a deployment would. */
export async function publishRelease(hash: string) {
  const response = await fetch(`${PLATFORM_URL}/api/admin/release`, {
    method: 'POST',
    headers: { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ Hash: hash }),
  });
  if (!response.ok) throw new Error(`publishing a release failed: ${response.status}`);
}

export async function liveReleaseHash(): Promise<string> {
  return ((await (await fetch(`${PLATFORM_URL}/api/version`)).json()) as { Hash: string }).Hash;
}
