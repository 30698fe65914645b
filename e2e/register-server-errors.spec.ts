import { expect, test, type Page } from '@playwright/test';
import { fillRegistration, journeyPlayer, registerVerifiedPlayer } from './players';
import { text } from './support';

// A phone-sized window: the registration form is taller than the dialog, so "Create account" is
// reached by scrolling past the first fields.
test.use({ viewport: { width: 375, height: 640 } });
test.describe.configure({ timeout: 90_000 });

async function submitRegistration(page: Page, account: { username: string; email: string; password: string }) {
  await page.goto('/en-US/register');
  const dialog = page.getByRole('dialog');
  await fillRegistration(dialog, account);
  const create = dialog.getByRole('button', { name: 'Create account' });
  await create.scrollIntoViewIfNeeded();
  await create.click();
  return dialog;
}

// Issue 24: the server's answer sat on a field scrolled out of view, so "Create account" seemed to do nothing.
test('a disposable e-mail refused by the server: the e-mail field is brought into view and focused', async ({ page }) => {
  const player = journeyPlayer('throwaway');
  const dialog = await submitRegistration(page, { ...player, email: `${player.username}@mailinator.com` });
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(dialog).toContainText(text('en-US', 'validation', 'email.temporary'));
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
});

test('a username already taken: the username field is brought into view and focused', async ({ page }) => {
  const taken = journeyPlayer('taken');
  await registerVerifiedPlayer(taken);
  const dialog = await submitRegistration(page, { ...journeyPlayer('taken'), username: taken.username });
  const username = dialog.getByLabel('Username', { exact: true });
  await expect(username).toBeFocused();
  await expect(username).toBeInViewport();
});
