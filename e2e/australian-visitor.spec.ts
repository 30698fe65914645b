import { expect, test } from '@playwright/test';

// A visitor whose address the proxy in front reports as Australian (seed 000 §4).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' } });

test('a player from Australia gets the australianIPDisclaimer after logging in', async ({ page }) => {
  await page.goto('/en-US/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username', { exact: true }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  // No picture to read: the ALTCHA check runs by itself; it is announced by name to a screen reader.
  await expect(dialog.getByRole('status', { name: 'Security check' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

  const disclaimer = page.getByRole('dialog', { name: 'Notice for visitors from Australia' });
  await expect(disclaimer).toBeVisible({ timeout: 20_000 });
  await expect(disclaimer).toContainText('You appear to be visiting from Australia.');
  await disclaimer.getByRole('button', { name: 'I understand' }).click();
  await expect(disclaimer).toBeHidden();
  // The demo player has money: no low-balance prompt.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('user-balance')).toContainText('1,000.00');
});
