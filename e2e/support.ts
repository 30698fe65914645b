import { readFileSync } from 'node:fs';

export const PLATFORM_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;

/** The strings a user of that language sees, read from the same files the app ships. */
export function strings(lang: string, namespace: string): Record<string, any> {
  return JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8'));
}

export const titleOf = (lang: string, routeKey: string) => `${strings(lang, 'meta').routes[routeKey].title} | Oddsgate`;

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
