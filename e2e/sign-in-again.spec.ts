import { expect, test } from '@playwright/test';
import { fillLogin, fundPlayer, fundedPlayerPage, journeyPlayer } from './players';
import { text } from './support';

const common = (path: string) => text('en-US', 'common', path);

// The live subscriptions about the player ride a socket opened with their session. Signing out and in again
// in the same tab (no reload) must give the new session a socket of its own: the old one carries the session
// that ended, over which the balance subscription would be refused.
test('signed out and in again in the same tab, the header still follows the balance live', async ({ browser }) => {
  const player = journeyPlayer('again');
  const { context, page } = await fundedPlayerPage(browser, player, '10.00');
  try {
    await page.locator('.user-menu summary').click();
    await page.getByRole('button', { name: common('userMenu.logout'), exact: true }).click();
    await expect(page.getByTestId('user-balance')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    await fillLogin(page, player);
    await expect(page.getByTestId('user-balance')).toHaveText('€10.00');

    await fundPlayer(player, '5.00', '-2');
    await expect(page.getByTestId('user-balance')).toHaveText('€15.00');
  } finally {
    await context.close();
  }
});
