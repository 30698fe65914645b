/**
 * Issue 18, players: a support member signs in to the back office with a TOTP code, finds a player by
 * e-mail, opens the profile and ends the session of the player's open tab; that tab signs out at once,
 * without a reload, and says that support ended the session.
 */
import { expect, test } from '@playwright/test';
import { journeyPlayer, registerVerifiedPlayer, signInPage } from './players';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const players = (path: string) => text('en-US', 'backoffice-players', path);

test.describe.configure({ timeout: 120_000 });

test("support finds a player, ends their session, and the player's open tab signs out and says why", async ({ browser }) => {
  const player = journeyPlayer('supported');
  await registerVerifiedPlayer(player);
  const { page: tab } = await signInPage(browser, player, '€0.00');
  await tab.goto('/en-US/home');
  await expect(tab.getByTestId('user-balance')).toBeVisible();
  // A marker on the window: a reload would lose it, so it proves the tab signed out live.
  await tab.evaluate(() => Object.assign(window, { stillThisPage: true }));

  const { page } = await signInStaff(browser, await testStaff('support', ['support']));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: players('title') }).click();
  await expect(page.getByRole('heading', { name: players('title'), level: 1 })).toBeVisible();
  await page.getByLabel(players('search.label')).fill(player.email);
  await page.getByRole('button', { name: players('search.submit') }).click();
  await expect(page.getByTestId('player-result')).toHaveCount(1);
  await page.getByRole('link', { name: player.username }).click();

  await expect(page.getByRole('heading', { name: player.username, level: 1 })).toBeVisible();
  const sessions = page.getByTestId('player-sessions');
  // The tab's session is the browser's (Chromium's agent); the registration's REST calls opened none of their own here.
  const browserSession = sessions.getByTestId('player-session').filter({ hasText: /Chrome/ });
  await expect(browserSession).toHaveCount(1);
  await browserSession.getByRole('button', { name: players('sessions.end') }).click();
  await expect(sessions.getByRole('status')).toHaveText(players('sessions.ended'));
  await expect(browserSession).toHaveCount(0);

  // The player's tab: signed out where it stands, with the reason, and no reload.
  const notice = tab.getByTestId('rg-signed-out');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice).toHaveAttribute('data-change', 'SESSION_ENDED');
  await expect(notice).toContainText(text('en-US', 'responsible', 'page.signedOut.SESSION_ENDED'));
  await expect(tab.getByTestId('user-balance')).toHaveCount(0);
  expect(await tab.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});
