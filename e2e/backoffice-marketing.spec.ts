/**
 * Issue 18, marketing: a marketing member signs in to the back office with a TOTP code and creates a
 * bonus code on the marketing page; a new player then registers on the site, confirms the e-mail, claims
 * the code in the bonus claim flow and sees the bonus among their active bonuses; the back office counts
 * the claim. Then marketing counts a segment the player is in and sends it a message the player reads.
 */
import { expect, test } from '@playwright/test';
import { fillAccountFields, journeyPlayer, platform } from './players';
import { signInStaffOn, suffix, testStaff } from './staff';
import { text } from './support';

test.describe.configure({ timeout: 180_000 });

const mkt = (path: string) => text('en-US', 'backoffice-marketing', path);
const cashier = (path: string) => text('en-US', 'cashier', path);
const common = (path: string) => text('en-US', 'common', path);

test('marketing creates a bonus code that a new player then claims, then messages the player’s segment', async ({ page, browser }) => {
  const code = `E2EMKT${suffix().toUpperCase()}`;
  const title = `Welcome free bet ${code.slice(-4)}`;

  await test.step('a marketing member creates the code in the back office', async () => {
    await signInStaffOn(page, await testStaff('marketing', ['marketing']));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: mkt('title') }).click();
    await expect(page.getByRole('heading', { name: mkt('title'), level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: mkt('create.title') });
    await form.getByLabel(mkt('form.code'), { exact: true }).fill(code);
    await form.getByLabel(mkt('form.title'), { exact: true }).fill(title);
    await form.getByLabel(mkt('form.kind'), { exact: true }).selectOption('FREE_BET');
    await form.getByLabel(mkt('form.amountIn').replace('{{currency}}', 'EUR'), { exact: true }).fill('10.00');
    await form.getByLabel(mkt('form.maxClaims'), { exact: true }).fill('100');
    await form.getByRole('button', { name: mkt('create.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(mkt('create.done').replace('{{code}}', code));
    const row = page.getByTestId(`campaign-${code}`);
    await expect(row.getByTestId('campaign-state')).toHaveText(mkt('states.RUNNING'));
    await expect(row.getByTestId('campaign-claims')).toHaveText('0 of 100');
  });

  const player = journeyPlayer('bonusnew');
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': player.address } });
  const site = await context.newPage();

  await test.step('a new player registers and confirms the e-mail', async () => {
    await site.goto('/en-US/register');
    const dialog = site.getByRole('dialog');
    await fillAccountFields(dialog, player);
    // Iceland: no other journey registers there, so the segment below is this player's alone.
    await dialog.getByLabel('Country', { exact: true }).selectOption('IS');
    await dialog.getByLabel('Day', { exact: true }).selectOption('17');
    await dialog.getByLabel('Month', { exact: true }).selectOption({ index: 5 });
    await dialog.getByLabel('Year', { exact: true }).selectOption('1990');
    await dialog.getByLabel(/I am at least 18 years old/).check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // The form solves its proof-of-work captcha first: slow on a loaded machine, so the wait is long.
    await expect(site.getByRole('dialog').filter({ hasText: 'You have successfully registered' })).toBeVisible({ timeout: 90_000 });

    // The confirmation mail's link, opened in the player's browser (the local mailbox page serves only
    // loopback visitors, and this player browses from an address of their own).
    const mail = await platform<{ Messages: { Text: string }[] }>(player, `/api/mailbox?to=${encodeURIComponent(player.email)}`);
    const link = /https?:\/\/\S*verify-email\?token=[^\s&]+/.exec(mail.Messages[0]?.Text ?? '')?.[0];
    expect(link, 'the confirmation mail carries its link').toBeTruthy();
    const url = new URL(link!);
    await site.goto(`${url.pathname}${url.search}`);
    await expect(site.getByRole('status').filter({ hasText: 'Your email address is confirmed. You can log in now.' })).toBeVisible();
  });

  await test.step('the player logs in', async () => {
    await site.goto('/en-US/login');
    const dialog = site.getByRole('dialog');
    await dialog.getByLabel('Username', { exact: true }).fill(player.username);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    // No picture to read: the ALTCHA check runs by itself; it is announced by name to a screen reader.
    await expect(dialog.getByRole('status', { name: 'Security check' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    // The proof-of-work security check runs first, as on sign-up.
    await expect(site.getByTestId('user-balance')).toHaveText('€0.00', { timeout: 90_000 });
    // Seed 000 §4: a new player has nothing to play with, so the lowBalance prompt comes first.
    const lowBalance = site.getByRole('dialog', { name: common('modals.titles.lowBalance') });
    await expect(lowBalance).toBeVisible();
    await lowBalance.getByRole('button', { name: common('modals.close'), exact: true }).last().click();
    await expect(lowBalance).toBeHidden();
  });

  await test.step('the player claims the code and sees the bonus', async () => {
    await site.goto('/en-US/user/bonuses/available');
    await site.getByRole('button', { name: cashier('web.bonuses.enterCode') }).click();
    const claim = site.getByRole('dialog', { name: common('modals.titles.claimUserBonusModal') });
    await claim.getByLabel(cashier('web.fields.BonusCode'), { exact: true }).fill(code.toLowerCase());
    await claim.getByRole('button', { name: cashier('web.bonuses.activate') }).click();
    await expect(claim).toContainText(cashier('bonus.claimed'));
    await claim.getByRole('button', { name: cashier('bonus.ok'), exact: true }).click();

    await site.getByRole('link', { name: cashier('web.bonuses.tabs.active') }).click();
    const active = site.getByTestId('user-bonus').filter({ hasText: title });
    await expect(active).toHaveAttribute('data-status', 'ACTIVE');
    await expect(active.getByTestId('bonus-status')).toHaveText(cashier('bonus.statuses.Active'));
    await expect(active).toContainText('€10.00');
  });

  await test.step('the back office counts the claim', async () => {
    await page.reload();
    await expect(page.getByTestId(`campaign-${code}`).getByTestId('campaign-claims')).toHaveText('1 of 100');
  });

  await test.step('marketing counts a segment of players and sends them a message, which the player reads', async () => {
    const subject = `Your free bet awaits ${code.slice(-4)}`;
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: mkt('messages.title') }).click();
    const form = page.getByRole('form', { name: mkt('messages.title') });
    await form.getByLabel(mkt('messages.countries'), { exact: true }).fill('IS');
    await form.getByLabel('EUR', { exact: true }).check();
    await form.getByLabel(mkt('messages.hasDeposited'), { exact: true }).selectOption('no');
    await form.getByLabel(mkt('messages.registeredFrom'), { exact: true }).fill(new Date().toISOString().slice(0, 10));
    await form.getByRole('button', { name: mkt('messages.count') }).click();
    const counted = form.getByTestId('segment-count');
    await expect(counted).toHaveText(/^\d+ players? in this segment\.$/);
    const reached = Number((await counted.textContent())!.match(/\d+/)![0]);
    expect(reached).toBeGreaterThanOrEqual(1);
    await form.getByLabel(mkt('messages.subject'), { exact: true }).fill(subject);
    await form.getByLabel(mkt('messages.body'), { exact: true }).fill('Claim it before Sunday.');
    await form.getByRole('button', { name: mkt('messages.send') }).click();
    await expect(form.getByRole('status')).toHaveText(reached === 1 ? 'Sent to 1 player.' : `Sent to ${reached} players.`);

    await site.goto('/en-US/user/privateMessage');
    await expect(site.getByTestId('message-item').filter({ hasText: subject })).toBeVisible();
  });
  await context.close();
});
