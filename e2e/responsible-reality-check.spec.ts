import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer, signInByRest, type JourneyPlayer } from './players';
import { minor, slotToFind, spin } from './slots';
import { PLATFORM_URL, text } from './support';

// Issue 17: a player who asked for a reality check every 15 minutes plays a slot; when the 15 minutes are
// up the check covers the game with this session's figures and the game waits for the player's choice.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const player = journeyPlayer('reality');
const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oddsgate-admin', 'content-type': 'application/json' };

/** A signed decimal amount ("-1.50") in cents. */
const cents = (amount: string | null) => Math.round(Number(amount) * 100);

let context: BrowserContext;
let page: Page;

/** A REST call as the player, with a session of their own. */
async function asPlayer(who: JourneyPlayer, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-session-token': token, 'x-forwarded-for': who.address },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The operator's test hook: the player's responsible-gambling clock (and their sessions' start) moves on. */
async function advancePlayerClock(userId: string, minutes: number) {
  const response = await fetch(`${PLATFORM_URL}/api/admin/responsible/${userId}/clock`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ AdvanceMinutes: minutes }) });
  expect(response.status).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await fundedPlayerPage(browser, player, '100.00'));
});

test.afterAll(async () => {
  await context?.close();
});

test('My Account shows the deposits, withdrawals and net deposits of the last 12 months', async () => {
  await page.goto('/en-US/user/myAccount');
  const panel = page.getByRole('region', { name: text('en-US', 'account', 'netPosition.title') });
  const row = (key: string) => panel.locator('.details__row').filter({ has: page.getByText(text('en-US', 'account', `netPosition.${key}`), { exact: true }) }).locator('dd');
  // The journey's one deposit: the 100.00 voucher it was funded with.
  await expect(row('deposits')).toHaveText('€100.00');
  await expect(row('withdrawals')).toHaveText('€0.00');
  await expect(row('netDeposits')).toHaveText('€100.00');
});

test('the reality check interrupts the slot with this session’s net position, and the game waits for Continue', async () => {
  const { SessionToken: token, User } = await signInByRest(player);
  await asPlayer(player, token, 'PUT', '/api/responsible/reality-check', { Minutes: 15 });

  // The browser's timers are the test's from here: the page schedules the check with them.
  await page.clock.install();
  const { game } = await slotToFind();
  await page.goto(`/en-US/casino/game/${game.Id}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'REAL');
  const balance = frame.getByTestId('game-balance');
  await expect(balance).toHaveAttribute('data-amount', '100.00');
  const before = minor((await balance.getAttribute('data-amount'))!);
  for (let round = 0; round < 3; round += 1) await spin(frame);
  const after = minor((await balance.getAttribute('data-amount'))!);
  const rounds = await frame.getByTestId('game-result').getAttribute('data-round');

  const check = page.getByRole('dialog', { name: text('en-US', 'responsible', 'realityCheck.title') });
  await expect(check).toHaveCount(0);
  // The page has read the figures and set its timer before any time passes.
  await expect(page.getByTestId('reality-check-scheduled')).toHaveCount(1);
  // Fifteen minutes pass for the platform and for the page.
  await advancePlayerClock(User.Id, 15);
  await page.clock.fastForward('15:00');

  await expect(check).toBeVisible();
  // Returns − stakes of the rounds played is what the balance moved by.
  const net = check.getByTestId('reality-check-net');
  await expect(net).toHaveText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format((after - before) / 100));
  expect(cents(await net.getAttribute('data-amount'))).toBe(after - before);
  const stakes = cents(await check.getByTestId('reality-check-stakes').getAttribute('data-amount'));
  const returns = cents(await check.getByTestId('reality-check-returns').getAttribute('data-amount'));
  expect(stakes).toBeGreaterThan(0);
  expect(returns - stakes).toBe(after - before);
  await expect(check.getByTestId('reality-check-elapsed')).toContainText('15');
  // Focus is in the dialog, Escape does not close it, and the game behind takes no click.
  await expect(check.getByRole('button', { name: text('en-US', 'responsible', 'realityCheck.continue') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // The game page itself is paused too (its own word: a play asked for now waits).
  await expect(frame.locator('body')).toHaveAttribute('data-paused', '');
  await expect(frame.getByTestId('game-play').click({ timeout: 1_500 })).rejects.toThrow();
  await expect(frame.getByTestId('game-result')).toHaveAttribute('data-round', rounds!);
  await expect(balance).toHaveAttribute('data-amount', (after / 100).toFixed(2));

  await check.getByRole('button', { name: text('en-US', 'responsible', 'realityCheck.continue') }).click();
  await expect(check).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(frame.locator('body')).not.toHaveAttribute('data-paused', '');
  // The game plays again.
  await spin(frame);
});

test("a choice in one tab (View history) closes the same check in the player's other tab", async () => {
  const { User } = await signInByRest(player);
  // The clock installed above is the context's: this tab schedules with it too.
  const other = await context.newPage();
  await other.goto('/en-US/user/myAccount');
  await expect(other.getByTestId('my-account-page')).toBeVisible();
  const title = { name: text('en-US', 'responsible', 'realityCheck.title') };
  // Both tabs have read the figures and set their timers before any time passes.
  await expect(page.getByTestId('reality-check-scheduled')).toHaveCount(1);
  await expect(other.getByTestId('reality-check-scheduled')).toHaveCount(1);
  await advancePlayerClock(User.Id, 15);
  await page.clock.fastForward('15:00');
  await expect(page.getByRole('dialog', title)).toBeVisible();
  await expect(other.getByRole('dialog', title)).toBeVisible();

  // "View history" opens the history tab of the sidebar where it was chosen, and answers the check everywhere.
  await other.getByRole('dialog', title).getByRole('button', { name: text('en-US', 'responsible', 'realityCheck.viewHistory') }).click();
  await expect(other.getByRole('dialog', title)).toHaveCount(0);
  const sidebar = other.locator('#right-sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'true');
  await expect(sidebar.getByRole('tab', { name: text('en-US', 'common', 'sidebar.tabs.history'), exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('dialog', title)).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await other.close();
});
