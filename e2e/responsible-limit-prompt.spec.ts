import { expect, test, type Browser, type Page } from '@playwright/test';
import { journeyPlayer, platformSession, registerVerifiedPlayer, submitLogin, type JourneyPlayer } from './players';
import { PLATFORM_URL, text } from './support';

// Issue 17: before the first deposit the deposit page asks for a deposit limit; the player may skip it
// (every shipped profile allows it) and is not asked again, or set one there and see it in force.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const r = (path: string) => text('en-US', 'responsible', path);

/** A new player with nothing deposited yet, signed in, on the deposit page. */
async function newPlayerOnDepositPage(browser: Browser, prefix: string): Promise<{ page: Page; player: JourneyPlayer }> {
  const player = journeyPlayer(prefix);
  await registerVerifiedPlayer(player);
  const { page } = await submitLogin(browser, player);
  await expect(page.getByTestId('user-balance')).toHaveText('€0.00', { timeout: 20_000 });
  // Seed 000 §4: a new player has nothing to play with, so the lowBalance prompt comes first.
  const lowBalance = page.getByRole('dialog', { name: text('en-US', 'common', 'modals.titles.lowBalance') });
  await expect(lowBalance).toBeVisible();
  await lowBalance.getByRole('button', { name: text('en-US', 'common', 'modals.close'), exact: true }).last().click();
  await expect(lowBalance).toBeHidden();
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await expect(page.getByTestId('deposit-panel')).toBeVisible();
  return { page, player };
}

const prompt = (page: Page) => page.getByRole('region', { name: r('limitPrompt.title') });

test('the player skips the prompt: the deposit form was usable all along, and the prompt does not come back', async ({ browser }) => {
  const { page } = await newPlayerOnDepositPage(browser, 'skipper');
  await expect(prompt(page)).toBeVisible();
  // Skippable: the methods are offered below it.
  await expect(page.getByRole('group', { name: text('en-US', 'cashier', 'web.deposit.methods') })).toBeVisible();
  await prompt(page).getByRole('button', { name: r('limitPrompt.skip'), exact: true }).click();
  await expect(prompt(page)).toHaveCount(0);
  // Remembered for the account, not the page: a reload does not ask again.
  await page.reload();
  await expect(page.getByTestId('deposit-panel')).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await page.context().close();
});

test('the player sets a deposit limit in the prompt: it is in force at once', async ({ browser }) => {
  const { page, player } = await newPlayerOnDepositPage(browser, 'limiter');
  await prompt(page).getByLabel(r('limitPrompt.period')).selectOption({ label: r('limitPrompt.periods.WEEK') });
  await prompt(page).getByLabel(/^Amount/).fill('0');
  await prompt(page).getByRole('button', { name: r('limitPrompt.submit') }).click();
  await expect(prompt(page).getByRole('alert')).toHaveText(r('invalidAmount'));
  await prompt(page).getByLabel(/^Amount/).fill('25');
  await prompt(page).getByRole('button', { name: r('limitPrompt.submit') }).click();
  await expect(page.getByTestId('limit-prompt-set')).toHaveText(r('limitPrompt.inForce').replace('{{amount}}', '€25.00').replace('{{period}}', r('limitPrompt.periods.WEEK')));
  await expect(prompt(page)).toHaveCount(0);

  // The platform holds it in force, and a deposit over it is refused there.
  const token = await platformSession(player);
  const response = await fetch(`${PLATFORM_URL}/api/responsible`, { headers: { 'x-session-token': token, 'x-forwarded-for': player.address } });
  const { Limits } = (await response.json()) as { Limits: { Kind: string; Period: string; Amount: string | null; Pending: unknown }[] };
  expect(Limits).toEqual([expect.objectContaining({ Kind: 'deposit', Period: 'week', Amount: '25.00', Pending: null })]);
  await page.reload();
  await expect(page.getByTestId('deposit-panel')).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await page.context().close();
});
