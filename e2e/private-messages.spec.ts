import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { journeyPlayer, platform, registerVerifiedPlayer, signInPage } from './players';
import { staffRestHeaders, testStaff } from './staff';

// Issue 8 acceptance: a player receives a message and the unread count drops when it is read.
test.describe.configure({ timeout: 90_000 });

const player = journeyPlayer('reader');
let support: Record<string, string> | undefined;
let playerId: string | undefined;

/** Support's send from the back office (REST, as a signed-in support member): to the player found by name. */
async function send(Subject: string, Body: string) {
  support ??= await staffRestHeaders(await testStaff('support', ['support']));
  playerId ??= (await platform<{ Players: { Id: string }[] }>(player, `/api/backoffice/players?Query=${encodeURIComponent(player.email)}`, undefined, support)).Players[0]!.Id;
  return platform<{ MessageId: string }>(player, `/api/backoffice/players/${playerId}/messages`, { Subject, Body, IdempotencyKey: randomUUID() }, support);
}

test('a player receives a private message and the unread count drops when it is read', async ({ browser }) => {
  await registerVerifiedPlayer(player);
  await send('Welcome to Oddsgate', 'Your account is ready.\nGood luck!');
  const { context, page } = await signInPage(browser, player, '€0.00');
  // Off the login address (its modal answers it), onto an ordinary page with the header.
  await page.goto('/en-US/home');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const unread = page.getByTestId('unread-messages');
  await expect(unread).toHaveAttribute('data-count', '1');

  // A second message arrives while the player is on the site: the header counts it at once.
  await send('Weekend offer', 'Double points on every bet this weekend.');
  await expect(unread).toHaveAttribute('data-count', '2');
  await expect(unread).toHaveText('2');

  // The envelope leads to the list; the bottom navigation is hidden on this page.
  await page.getByTestId('messages-badge').click();
  await expect(page).toHaveURL(/\/en-US\/user\/privateMessage$/);
  await expect(page.locator('.bottom-nav')).toHaveCount(0);
  const items = page.getByTestId('message-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Weekend offer');
  await expect(page.getByTestId('messages-totals')).toHaveText('2 messages · 2 unread messages');

  // Reading one: the reader shows it, the count drops in the header and the list marks it read.
  await items.filter({ hasText: 'Welcome to Oddsgate' }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/privateMessage\/\d+$/);
  await expect(page.getByTestId('message-body')).toHaveText('Your account is ready.\nGood luck!');
  await expect(unread).toHaveAttribute('data-count', '1');
  await expect(items.filter({ hasText: 'Welcome to Oddsgate' })).toHaveAttribute('data-read', 'true');
  // The list's own count follows too (issue 24: it kept "2 unread" after reading).
  const totals = page.getByTestId('messages-totals');
  await expect(totals).toHaveText('2 messages · 1 unread message');

  // Removing the other one (unread) leaves the list empty of unread: the badge disappears.
  await items.filter({ hasText: 'Weekend offer' }).click();
  await expect(page.getByRole('heading', { name: 'Weekend offer' })).toBeVisible();
  await expect(unread).toHaveAttribute('data-count', '0');
  await expect(unread).toBeHidden();
  await page.getByTestId('message-remove').click();
  await expect(page).toHaveURL(/\/en-US\/user\/privateMessage$/);
  await expect(items).toHaveCount(1);
  // And removing one takes it out of the total (issue 24: "1 message", not "1 messages").
  await expect(totals).toHaveText('1 message · 0 unread messages');

  // After a reload the state is the server's: one message, read.
  await page.reload();
  await expect(page.getByTestId('message-item')).toHaveCount(1);
  await expect(page.getByTestId('unread-messages')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('messages-totals')).toHaveText('1 message · 0 unread messages');
  await context.close();
});
