import { expect, test } from '@playwright/test';
import { text, titleOf } from './support';

test('an unknown language prefix leads to the matching route, or home', async ({ page }) => {
  // The server redirects, permanently (issue 24): search engines keep the address under a language.
  const redirected = await page.goto('/xx-YY/home');
  expect((await redirected?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(page).toHaveURL(/\/en-US\/home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();

  await page.goto('/xx-YY/casino/all');
  await expect(page).toHaveURL(/\/en-US\/casino\/all$/);
  await expect(page).toHaveTitle(titleOf('en-US', 'casino'));
});

test('an unknown page under a known language answers 404 and leads to /404', async ({ page }) => {
  expect((await page.goto('/en-US/nonsense'))?.status()).toBe(404);
  await expect(page).toHaveURL(/\/en-US\/404$/);
  await expect(page.getByTestId('not-found')).toContainText(text('en-US', 'common', 'notFound.title'));
  await expect(page).toHaveTitle(titleOf('en-US', 'notFound'));
  await page.getByRole('link', { name: text('en-US', 'common', 'notFound.home') }).click();
  await expect(page).toHaveURL(/\/en-US\/home$/);
});

test('query parameters are read and then removed from the address, except on set-password', async ({ page }) => {
  await page.goto('/en-US/home?btag=partner-7&utm_source=mail');
  await expect(page).toHaveURL(/\/en-US\/home$/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('oddsgate.landing') ?? '{}'))).toEqual({ btag: 'partner-7', utm_source: 'mail' });

  await page.goto('/en-US/set-password?token=abc123');
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-US\/set-password\?token=abc123$/);
});
