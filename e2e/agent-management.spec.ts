import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fillAccountFields, fundPlayer, journeyPlayer, platform, registerVerifiedPlayer, signInPage, submitLogin } from './players';
import { staffRestHeaders, testStaff } from './staff';
import { text } from './support';

// Issue 8 acceptance: an agent creates a sub-agent, deposits to it, locks it (the sub-agent's sign-in then
// fails with a clear message), unlocks it and reads the week's report with the chart.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const agent = journeyPlayer('agent');
// The sub-agent is created through the form; journeyPlayer only names it (and gives it an address).
const sub = journeyPlayer('subag');
const ACCOUNT_LOCKED = text('en-US', 'account', 'messages.accountLocked');
const web = (path: string) => text('en-US', 'agents', `web.${path}`);

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // A fresh super agent of its own (other journeys never touch its tree): a verified player with cash,
  // made a super agent (type 2) by an admin through the back office's REST (a person's change, issue 18).
  await registerVerifiedPlayer(agent);
  await fundPlayer(agent, '200.00');
  const staff = await staffRestHeaders(await testStaff('agents', ['admin']));
  const { Accounts } = await platform<{ Accounts: { Id: string; UserName: string }[] }>(agent, `/api/backoffice/operations/agents?Search=${encodeURIComponent(agent.username)}`, undefined, staff);
  const id = Accounts.find((account) => account.UserName === agent.username)!.Id;
  await platform(agent, `/api/backoffice/operations/agents/${id}/type`, { AccountType: 2 }, staff);
  ({ context, page } = await signInPage(browser, agent, '€200.00'));
});

test.afterAll(async () => {
  await context?.close();
});

test('the agent finds Agent Management in the user menu and creates a sub-agent, the form showing the server\'s field errors', async () => {
  await page.locator('.user-menu summary').click();
  await page.getByRole('link', { name: 'Agent Management' }).click();
  await expect(page).toHaveURL(/\/en-US\/agent-management\/users$/);
  await expect(page.getByTestId('sub-accounts-empty')).toHaveText(web('users.empty'));

  await page.getByTestId('sub-account-create').click();
  const form = page.getByTestId('sub-account-form');
  await expect(form.getByLabel('Account type')).toHaveValue('AGENT');
  await fillAccountFields(form, sub);
  await form.getByLabel('Agent commission (%)', { exact: true }).fill('12.5');
  await form.getByLabel('Rebate (%)', { exact: true }).fill('0.5');

  // A username already taken is the platform's to know: its message lands under the field.
  await form.getByLabel('Username', { exact: true }).fill(agent.username);
  await form.getByRole('button', { name: web('form.submitCreate') }).click();
  const username = form.getByLabel('Username', { exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText(text('en-US', 'agents', 'fields.userNameTaken'));

  await username.fill(sub.username);
  await form.getByRole('button', { name: web('form.submitCreate') }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('agents-notice')).toHaveText(`${sub.username} was created.`);
  const created = page.locator(`[data-testid="sub-account-row"][data-username="${sub.username}"]`);
  await expect(created).toContainText('Agent');
  await expect(created.getByTestId('sub-account-balance')).toHaveText('€0.00');

  // The search finds it by its email, and finds nothing for a name nobody has.
  await page.getByTestId('sub-accounts-search').fill('nobody-by-this-name');
  await expect(page.getByTestId('sub-accounts-empty')).toBeVisible();
  await page.getByTestId('sub-accounts-search').fill(sub.email);
  await expect(created).toBeVisible();
  await expect(page.getByTestId('sub-accounts-total')).toHaveText('1 sub-account');
});

test('the agent deposits to the sub-agent: its balance and the agent\'s move once', async () => {
  const created = page.locator(`[data-testid="sub-account-row"][data-username="${sub.username}"]`);
  await created.getByRole('button', { name: web('users.actions.deposit') }).click();
  const dialog = page.getByTestId('sub-account-transfer');
  await expect(dialog.getByRole('heading')).toHaveText(`Deposit to ${sub.username}`);
  // More than the agent holds is refused before any request.
  await dialog.getByLabel('Amount in EUR').fill('250');
  await dialog.getByRole('button', { name: web('transfer.submitDeposit'), exact: true }).last().click();
  await expect(dialog.getByText(web('transfer.overOwnBalance'))).toBeVisible();
  await dialog.getByLabel('Amount in EUR').fill('40');
  await dialog.getByRole('button', { name: web('transfer.submitDeposit'), exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('agents-notice')).toHaveText(`€40.00 was deposited to ${sub.username}.`);
  await expect(created.getByTestId('sub-account-balance')).toHaveText('€40.00');
  await expect(page.getByTestId('user-balance')).toHaveText('€160.00');
});

test('a locked sub-agent cannot sign in and is told why; unlocked, it can', async ({ browser }) => {
  const created = page.locator(`[data-testid="sub-account-row"][data-username="${sub.username}"]`);
  await created.getByTestId('sub-account-lock').click();
  await expect(created).toHaveAttribute('data-locked', 'true');
  await expect(created.getByTestId('sub-account-status')).toHaveText(web('users.status.locked'));
  await expect(page.getByTestId('agents-notice')).toHaveText(`${sub.username} is locked and can no longer sign in or bet.`);

  const refused = await submitLogin(browser, sub);
  await expect(refused.page.getByText(ACCOUNT_LOCKED)).toBeVisible({ timeout: 20_000 });
  await expect(refused.page.getByTestId('user-balance')).toHaveCount(0);
  await refused.context.close();

  await created.getByTestId('sub-account-lock').click();
  await expect(created).toHaveAttribute('data-locked', 'false');
  await expect(created.getByTestId('sub-account-status')).toHaveText(web('users.status.active'));

  const welcomed = await submitLogin(browser, sub);
  await expect(welcomed.page.getByTestId('user-balance')).toHaveText('€40.00', { timeout: 20_000 });
  await welcomed.context.close();
});

test('the agent reads the week\'s report: the sub-agent in the table and in the chart, and the CSV', async () => {
  await page.getByRole('navigation', { name: web('nav.label') }).getByRole('link', { name: web('nav.reports') }).click();
  await expect(page).toHaveURL(/\/en-US\/agent-management\/reports$/);
  await expect(page.getByTestId('agent-report')).toHaveAttribute('data-period', 'month');
  await page.getByTestId('report-week').click();
  const report = page.getByTestId('agent-report');
  await expect(report).toHaveAttribute('data-period', 'week');
  const line = report.locator(`[data-testid="report-row"][data-username="${sub.username}"]`);
  await expect(line.locator('[data-figure="stakes"]')).toHaveText('€0.00');
  await expect(report.getByTestId('report-totals')).toContainText('Total');
  const chart = report.getByTestId('report-chart');
  await expect(chart.locator('svg title').first()).toHaveText(web('reports.chartTitle'));
  await expect(chart.getByTestId('report-chart-group')).toHaveCount(await report.getByTestId('report-row').count());
  await expect(chart.getByTestId('report-chart-group').filter({ hasText: sub.username.slice(0, 6) }).first()).toBeVisible();

  const csv = report.getByTestId('report-csv');
  const response = await page.request.get((await csv.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await response.text()).toContain(sub.username);
});
