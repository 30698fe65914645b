/**
 * Issue 18, operations: an admin signs in to the back office with a TOTP code, creates a partner API key
 * and sees its secret once; the key opens the partner API on /graphql until the admin revokes it, and is
 * refused from then on. An admin finds a player's account and promotes it to a super agent, which can
 * then manage a network of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { journeyPlayer, registerVerifiedPlayer, signInByRest } from './players';
import { signInStaffOn, suffix, testStaff } from './staff';
import { PLATFORM_URL, text } from './support';

const ops = (path: string) => text('en-US', 'backoffice-operations', path);
const GRAPHQL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}/graphql`;

/** A partner's call to the players' endpoint with its key, as a partner's server makes it. */
async function partnerCall(key: string) {
  const response = await fetch(GRAPHQL, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: '{ sports { id } }' }) });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
}

async function openOperations(page: Page) {
  await signInStaffOn(page, await testStaff('opsadmin', ['admin']));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: ops('title') }).click();
  await expect(page.getByRole('heading', { name: ops('title'), level: 1 })).toBeVisible();
}

test('an admin creates a partner key, sees its secret once, and revoking it shuts the partner out', async ({ page }) => {
  await openOperations(page);
  const name = `E2E partner ${suffix()}`;
  await page.getByLabel(ops('keys.name'), { exact: true }).fill(name);
  await page.getByLabel(ops('keys.scope.CATALOGUE_READ')).check();
  await page.getByRole('button', { name: ops('keys.submit') }).click();

  const shown = page.getByRole('region', { name: ops('keys.secretTitle') });
  await expect(shown).toContainText(ops('keys.secretOnce').replace('{{name}}', name));
  const secret = (await shown.getByTestId('partner-key-secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^og_[A-Za-z0-9_-]{43}$/);
  const row = page.getByTestId(`partner-key-row-${name}`);
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);
  await expect(row).not.toContainText(secret);
  await shown.getByRole('button', { name: ops('keys.done') }).click();
  await expect(shown).toBeHidden();
  // Once: after a reload the key is listed and its secret is nowhere on the page.
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  const open = await partnerCall(secret);
  expect(open.status).toBe(200);
  expect(open.body.errors).toBeUndefined();

  await row.getByRole('button', { name: ops('keys.revokeOf').replace('{{name}}', name) }).click();
  await expect(row).toContainText(ops('keys.revokedAt').split('{{')[0]!.trim());
  await expect.poll(async () => (await partnerCall(secret)).status, { timeout: 5_000 }).toBe(401);
  expect((await partnerCall(secret)).body.errors?.[0]?.extensions?.code).toBe('PARTNER_KEY_INVALID');
});

test('an admin promotes a player to super agent', async ({ page }) => {
  const player = journeyPlayer('promo');
  await registerVerifiedPlayer(player);
  const session = await signInByRest(player);
  const subAccounts = () => fetch(`${PLATFORM_URL}/api/agent/subAgents`, { headers: { 'x-session-token': session.SessionToken, 'x-forwarded-for': player.address } });
  expect((await subAccounts()).status).toBe(403);

  await openOperations(page);
  await page.getByLabel(ops('agents.search')).fill(player.username);
  await page.getByRole('button', { name: ops('agents.searchSubmit') }).click();
  const row = page.getByTestId(`network-row-${player.username}`);
  await expect(row.getByTestId('network-type')).toHaveText(ops('agents.types.USER'));
  await row.getByText(ops('agents.changeOf').replace('{{name}}', player.username)).click();
  await row.getByLabel(ops('agents.newType')).selectOption({ label: ops('agents.types.SUPER_AGENT') });
  await row.getByLabel(ops('agents.reason')).first().fill('Runs a shop in Malmö');
  await row.getByRole('button', { name: ops('agents.setType') }).click();
  await expect(row.getByTestId('network-type')).toHaveText(ops('agents.types.SUPER_AGENT'));

  // The account is an agent now: the agent routes answer it (they refused a player).
  await expect.poll(async () => (await subAccounts()).status).toBe(200);
});
