import { expect, test } from '@playwright/test';
import { liveReleaseHash, publishRelease, text } from './support';

/** The hash the page remembers; null while a reload is replacing the page. */
const storedHash = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('oddsgate.release')).catch(() => null);

test.describe.configure({ mode: 'serial' });

test('a version hash changed while the page is open opens refreshCacheModal', async ({ page }) => {
  await page.goto('/en-US/home');
  await expect.poll(() => storedHash(page)).toBe(await liveReleaseHash());

  // The page subscribes after it stores the hash; a release published in between is only
  // caught by the 5-minute check, so publish again until the open subscription delivers one.
  const dialog = page.locator('[role="dialog"][data-modal="refreshCacheModal"]');
  await expect(async () => {
    await publishRelease(`e2e-${Date.now()}`);
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByRole('heading')).toHaveText(text('en-US', 'common', 'modals.titles.refreshCacheModal'));

  // Refresh reloads onto the new build, which is then remembered.
  await dialog.getByRole('button', { name: text('en-US', 'common', 'modals.refreshCacheModal.refresh') }).click();
  await page.waitForLoadState('load');
  await expect.poll(() => storedHash(page)).toBe(await liveReleaseHash());
  await expect(dialog).toBeHidden();
});

test('a page that starts on an outdated build reloads onto the live one without asking', async ({ page }) => {
  await page.goto('/en-US/home');
  await expect.poll(() => storedHash(page)).toBe(await liveReleaseHash());
  await page.evaluate(() => localStorage.setItem('oddsgate.release', 'an-old-build'));
  await page.reload();
  await expect.poll(() => storedHash(page)).toBe(await liveReleaseHash());
  await expect(page.getByRole('dialog')).toBeHidden();
});
