import { expect, test } from '@playwright/test';
import { text } from './support';

test.use({ viewport: { width: 390, height: 844 } });
const t = (path: string) => text('en-US', 'common', path);

test('the bottom navigation follows seed 000 §2', async ({ page }) => {
  await page.goto('/en-US/home');
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  const expected = [
    [t('nav.home'), '/en-US/home'],
    [t('nav.casino'), '/en-US/casino/all'],
    [t('nav.sport'), '/en-US/sport'],
    [t('nav.liveCasino'), '/en-US/live-casino/all'],
    [t('nav.promotions'), '/en-US/promotions'],
    [t('nav.cashier'), '/en-US/login'],
  ];
  for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  // No Betslip outside sport-type pages.
  await expect(nav.getByRole('button', { name: new RegExp(t('nav.betslip')) })).toHaveCount(0);

  // A visitor's Cashier leads to sign-in.
  await nav.getByRole('link', { name: t('nav.cashier'), exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/login$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Betslip appears on sport pages with its count and toggles the right sidebar', async ({ page }) => {
  await page.goto('/en-US/live');
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  const betslip = nav.getByRole('button', { name: new RegExp(t('nav.betslip')) });
  await expect(betslip).toBeVisible();
  await expect(page.getByTestId('betslip-count')).toHaveText('0');
  const sidebar = page.locator('#right-sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  await betslip.click();
  await expect(sidebar).toHaveAttribute('data-open', 'true');
  await expect(sidebar).toBeInViewport();
  await betslip.click();
  await expect(sidebar).toHaveAttribute('data-open', 'false');
});

test('the navigation hides on private-message pages', async ({ page }) => {
  await page.goto('/en-US/user/privateMessage/7');
  await expect(page.getByTestId('messages-page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('nav.label') })).toHaveCount(0);
});

test('navigating scrolls to the top', async ({ page }) => {
  await page.goto('/en-US/terms-and-conditions');
  await expect(page.getByTestId('static-page')).toBeVisible();
  await page.mouse.move(100, 400);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: text('en-US', 'meta', 'routes.faq.title') }).click();
  await expect(page).toHaveURL(/\/en-US\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
