import { expect, test } from '@playwright/test';
import { text } from './support';

test.use({ viewport: { width: 390, height: 640 } });

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('/open-modal/messageModal/… opens the modal and the page cannot scroll behind it', async ({ page }) => {
  await page.goto('/en-US/open-modal/messageModal/Your%20withdrawal%20was%20approved');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your withdrawal was approved');
  await expect(dialog.getByRole('heading')).toHaveText(text('en-US', 'common', 'modals.titles.messageModal'));

  // The page behind is taller than the window, so it could scroll if the modal let it.
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200)).toBe(true);
  await page.mouse.move(20, 600);
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);

  // Closing leaves for home, and the page scrolls again.
  await dialog.getByRole('button', { name: text('en-US', 'common', 'modals.ok') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en-US\/home$/);
  // Home fills in as its matches load: a wheel turned while it is still a skeleton has nothing to
  // scroll, so the user turns it again until the page moves.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 900);
      return scrollY(page);
    })
    .toBeGreaterThan(0);
});

test('/login and /register open the auth modal on their tab; its backdrop is static', async ({ page }) => {
  await page.goto('/sv-SE/register');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: text('sv-SE', 'common', 'header.register') })).toHaveAttribute('aria-selected', 'true');
  await page.mouse.click(5, 5); // beside the dialog
  await expect(dialog).toBeVisible();
  await page.goto('/sv-SE/login');
  await expect(page.getByRole('dialog').getByRole('tab', { name: text('sv-SE', 'common', 'header.login') })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown modal tag leads to /404', async ({ page }) => {
  await page.goto('/en-US/open-modal/noSuchModal');
  await expect(page).toHaveURL(/\/en-US\/404$/);
});
