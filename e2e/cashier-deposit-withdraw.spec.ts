import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { journeyPlayer, registerVerifiedPlayer, submitLogin } from './players';
import { text } from './support';

// One player's journey through the cashier and the bonuses, step by step, on one page.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// A player of this journey alone (e2e/players.ts says why).
const player = journeyPlayer('cashier');

const t = (path: string) => text('en-US', 'cashier', path);
const common = (path: string) => text('en-US', 'common', path);

let context: BrowserContext;
let page: Page;

const balance = (on: Page = page) => on.getByTestId('user-balance');

async function signIn(browser: Browser) {
  ({ context, page } = await submitLogin(browser, player));
  await expect(balance()).toHaveText('€0.00', { timeout: 20_000 });
  // Seed 000 §4: a new player has nothing to play with, so the lowBalance prompt comes first.
  const lowBalance = page.getByRole('dialog', { name: common('modals.titles.lowBalance') });
  await expect(lowBalance).toBeVisible();
  await lowBalance.getByRole('button', { name: common('modals.close'), exact: true }).last().click();
  await expect(lowBalance).toBeHidden();
}

test.beforeAll(async ({ browser }) => {
  await registerVerifiedPlayer(player);
  await signIn(browser);
});

test.afterAll(async () => {
  await context?.close();
});

test('a bonus that belongs to a deposit, claimed before any deposit: "Error claiming bonus" with a Deposit button to the deposit page', async () => {
  // Through the user menu: this page stays the one the player signed in on (see the next journey).
  await page.locator('.user-menu summary').click();
  await page.getByRole('link', { name: common('userMenu.bonuses') }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/bonuses\/available$/);
  await expect(page.getByTestId('bonus-offer').filter({ hasText: 'WELCOME100' })).toBeVisible();
  await page.getByRole('button', { name: t('web.bonuses.enterCode') }).click();
  const claim = page.getByRole('dialog', { name: common('modals.titles.claimUserBonusModal') });
  await claim.getByLabel(t('web.fields.BonusCode'), { exact: true }).fill('WELCOME100');
  await claim.getByRole('button', { name: t('web.bonuses.activate') }).click();

  const failure = page.getByRole('dialog', { name: t('bonus.errorTitle') });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(t('bonus.depositRequired'));
  // Seed 001 §4: the button reads "Deposit" (not OK) and leads to the deposit page.
  await expect(failure.getByRole('button', { name: common('modals.ok'), exact: true })).toHaveCount(0);
  await failure.getByRole('button', { name: t('bonus.depositButton'), exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/deposit$/);
  await expect(page.getByTestId('deposit-panel')).toBeVisible();
});

test('a card deposit through the sandbox payment page: approved with the new balance, and the header rises live in the other tab', async () => {
  // The page the player signed in on has not reloaded since: its header must follow the deposit made
  // in another tab as it happens (balanceChanged, on a socket that carries the new session).
  await expect(balance()).toHaveText('€0.00');
  const tab = await context.newPage();
  await tab.goto('/en-US/user/depositAndWithdraw/deposit');
  const methods = tab.getByRole('group', { name: t('web.deposit.methods') });
  await methods.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
  const form = tab.getByRole('form', { name: /Deposit with Debit\/Credit Card/ });
  await expect(tab.getByTestId('accepted-cards')).toContainText('Visa, Mastercard');
  // Seed 001 §9 quick amounts, scaled to the euro and the card's limits, formatted in the player's language.
  await form.getByRole('group', { name: t('web.deposit.quickAmounts') }).getByRole('button', { name: '€100.00' }).click();
  await expect(form.getByLabel('Amount (EUR)')).toHaveValue('100');
  await form.getByLabel('Amount (EUR)').fill('1000');
  await expect(form.getByLabel(t('web.fields.CardCountry'))).toHaveValue('SE');

  // The terms are required: the problem shows on the field, nothing is sent.
  await form.getByRole('button', { name: t('web.deposit.submit'), exact: true }).click();
  await expect(form.getByText(t('deposit.terms'))).toBeVisible();
  await expect(tab).toHaveURL(/\/user\/depositAndWithdraw\/deposit$/);

  await form.getByLabel(/I accept the deposit/).check();
  await form.getByRole('button', { name: t('web.deposit.submit'), exact: true }).click();
  await expect(tab).toHaveURL(/\/api\/cashier\/sandbox\/\d+/, { timeout: 20_000 });
  await expect(tab.getByRole('heading', { name: t('sandbox.title') })).toBeVisible();
  await tab.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await expect(tab.locator('#card-type')).toHaveText('Visa');
  await tab.getByLabel(/Expiry/).fill('12/34');
  await tab.getByLabel('CVC').fill('123');
  await tab.getByRole('button', { name: /^Pay/ }).click();

  // Back on the deposit page with the outcome the platform recorded and the new balance.
  await expect(tab).toHaveURL(/\/en-US\/user\/depositAndWithdraw\/deposit$/, { timeout: 20_000 });
  const outcome = tab.getByTestId('deposit-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'approved');
  await expect(outcome).toContainText(t('web.outcome.approvedTitle'));
  await expect(outcome).toContainText('Your deposit of €1,000.00 has been added to your balance. Your balance is now €1,000.00.');
  await expect(balance(tab)).toHaveText('€1,000.00');
  await expect(tab.getByTestId('balance-cash')).toHaveText('€1,000.00');
  await expect(tab.getByTestId('transaction-history').getByTestId('transaction-row').first()).toContainText('Completed');
  await tab.close();

  // The first tab, live: its header and the cashier's balances moved without a reload.
  await expect(balance()).toHaveText('€1,000.00');
  await expect(page.getByTestId('balance-cash')).toHaveText('€1,000.00');
  await expect(page).toHaveURL(/\/en-US\/user\/deposit$/);
});

test('a declined test card: the outcome says why and the balance stays', async () => {
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await page.getByRole('group', { name: t('web.deposit.methods') }).getByRole('radio', { name: /Debit\/Credit Card/ }).check();
  const form = page.getByRole('form', { name: /Deposit with Debit\/Credit Card/ });
  await form.getByLabel('Amount (EUR)').fill('20');
  await form.getByLabel(/I accept the deposit/).check();
  await form.getByRole('button', { name: t('web.deposit.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/api\/cashier\/sandbox\/\d+/, { timeout: 20_000 });
  await page.getByLabel(/Card number/).fill('4000 0000 0000 0002');
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();

  const outcome = page.getByTestId('deposit-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'declined', { timeout: 20_000 });
  await expect(outcome).toContainText(t('reasons.card_declined'));
  await expect(balance()).toHaveText('€1,000.00');
});

test('an abandoned card deposit stays pending with Resume and Cancel: Resume goes back to its payment page, Cancel ends it and takes nothing', async () => {
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await page.getByRole('group', { name: t('web.deposit.methods') }).getByRole('radio', { name: /Debit\/Credit Card/ }).check();
  const form = page.getByRole('form', { name: /Deposit with Debit\/Credit Card/ });
  await form.getByLabel('Amount (EUR)').fill('30');
  await form.getByLabel(/I accept the deposit/).check();
  await form.getByRole('button', { name: t('web.deposit.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/api\/cashier\/sandbox\/\d+/, { timeout: 20_000 });
  const paymentPage = page.url();

  // The player leaves the payment page for the cashier: the deposit waits there, pending.
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  const row = page.getByTestId('transaction-history').getByTestId('transaction-row').filter({ hasText: '€30.00' }).first();
  await expect(row).toContainText(t('statuses.Pending'));
  await row.getByRole('button', { name: t('web.deposit.resume') }).click();
  await expect(page).toHaveURL(paymentPage, { timeout: 20_000 });

  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await row.getByRole('button', { name: t('web.deposit.cancelPending') }).click();
  await expect(row).toContainText(t('statuses.Canceled'));
  await expect(row).toContainText(t('reasons.player_cancelled'));
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(balance()).toHaveText('€1,000.00');
});

test('a bank transfer waits days for its money: Resume shows the same bank details and reference again', async () => {
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await page.getByRole('group', { name: t('web.deposit.methods') }).getByRole('radio', { name: /^Bank transfer/ }).first().check();
  const form = page.getByRole('form', { name: /Deposit with Bank transfer/ });
  await form.getByLabel('Amount (EUR)').fill('45');
  await form.getByLabel(/I accept the deposit/).check();
  await form.getByRole('button', { name: t('web.deposit.submit'), exact: true }).click();
  const instructions = page.getByRole('dialog', { name: common('modals.titles.tigerGatewayDepositModal') });
  const details = instructions.getByTestId('bank-instructions');
  await expect(details).toContainText('€45.00');
  const reference = (await details.locator('dt', { hasText: common('modals.tigerGatewayDepositModal.fields.ReferenceNumber') }).locator('xpath=following-sibling::dd[1]/span').innerText()).trim();
  expect(reference).toMatch(/\w{4,}/);
  await instructions.getByRole('button', { name: common('modals.ok'), exact: true }).click();
  await expect(instructions).toBeHidden();

  // Later, the player needs the reference again: the pending row gives the same instructions back.
  await page.reload();
  const row = page.getByTestId('transaction-history').getByTestId('transaction-row').filter({ hasText: '€45.00' }).first();
  await expect(row).toContainText(t('statuses.Pending'));
  await row.getByRole('button', { name: t('web.deposit.resume') }).click();
  await expect(details).toContainText('€45.00');
  await expect(details).toContainText(reference);
  await instructions.getByRole('button', { name: common('modals.ok'), exact: true }).click();
  await expect(balance()).toHaveText('€1,000.00');
});

test('a withdrawal: the password is checked, then it is pending with its amount reserved; cancelling returns the money', async () => {
  await page.goto('/en-US/user/depositAndWithdraw/withdraw');
  const panel = page.getByTestId('withdraw-panel');
  await expect(panel.getByTestId('withdrawable')).toHaveText('€1,000.00');
  // Seed 001 §4: the first method is selected.
  await expect(panel.getByRole('radio').first()).toBeChecked();
  const form = page.getByRole('form', { name: /Withdraw with Bank transfer/ });

  // Each field's own required message (seed 001 §5).
  await form.getByRole('button', { name: t('web.withdraw.submit'), exact: true }).click();
  await expect(form.getByText('Amount (EUR) is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(form.getByText(t('withdraw.required.BankName'))).toBeVisible();

  await form.getByLabel('Amount (EUR)').fill('100');
  await form.getByLabel(t('web.fields.BankName'), { exact: true }).fill('Nordic Test Bank');
  await form.getByLabel(t('web.fields.BranchName'), { exact: true }).fill('Stockholm City');
  await form.getByLabel(t('web.fields.AccountType'), { exact: true }).selectOption('savings');
  await form.getByLabel(t('web.fields.AccountNumber'), { exact: true }).fill('SE12 3456 7890');
  await form.getByLabel(t('web.fields.AccountName'), { exact: true }).fill('Cash Ier');
  await form.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await form.getByRole('button', { name: t('web.withdraw.submit'), exact: true }).click();
  await expect(form.getByText(t('withdraw.wrongPassword'))).toBeVisible();
  await expect(balance()).toHaveText('€1,000.00');

  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: t('web.withdraw.submit'), exact: true }).click();
  // Seed 001 §4: the 3-business-day notice.
  await expect(page.getByTestId('withdrawal-submitted')).toHaveText(t('withdraw.success'));
  await expect(balance()).toHaveText('€900.00');
  await expect(page.getByTestId('balance-reserved')).toHaveText('€100.00');

  const pending = page.getByTestId('pending-withdrawals').getByTestId('transaction-row');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('€100.00');
  await expect(pending).toContainText('Pending');
  await pending.getByRole('button', { name: t('web.withdraw.cancel') }).click();

  const dialog = page.getByRole('dialog', { name: common('modals.titles.cancelWithdrawalModal') });
  await expect(dialog).toContainText('Do you want to cancel your withdrawal of €100.00 by Bank transfer?');
  await dialog.getByRole('button', { name: t('web.withdraw.cancelConfirm') }).click();
  await expect(dialog).toContainText(t('withdraw.canceled'));
  await dialog.getByRole('button', { name: common('modals.ok'), exact: true }).click();

  await expect(balance()).toHaveText('€1,000.00');
  await expect(page.getByTestId('balance-reserved')).toHaveText('€0.00');
  await expect(page.getByTestId('pending-withdrawals')).toContainText(t('web.withdraw.nonePending'));

  // The activity filter: under "Canceled / failed", the cancelled withdrawal and the deposit cancelled before it, nothing else.
  const history = page.getByTestId('transaction-history');
  await history.getByLabel(t('web.history.status')).selectOption({ label: t('statusGroups.canceled') });
  await history.getByRole('button', { name: t('web.history.apply') }).click();
  const rows = history.getByTestId('transaction-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Withdrawal' })).toContainText(t('statuses.Canceled'));
  await expect(rows.filter({ hasText: '€30.00' })).toContainText(t('reasons.player_cancelled'));
});

test('claiming FREEBET10: "Bonus code successfully activated!", listed as active; cancelled, it moves to the history', async () => {
  await page.goto('/en-US/user/bonuses/available');
  const offer = page.getByTestId('bonus-offer').filter({ hasText: 'FREEBET10' });
  await offer.getByRole('button', { name: t('web.bonuses.claim') }).click();
  const claim = page.getByRole('dialog', { name: common('modals.titles.claimUserBonusModal') });
  await expect(claim.getByLabel(t('web.fields.BonusCode'), { exact: true })).toHaveValue('FREEBET10');
  await claim.getByRole('button', { name: t('web.bonuses.activate') }).click();
  await expect(claim).toContainText(t('bonus.claimed'));
  await claim.getByRole('button', { name: t('bonus.ok'), exact: true }).click();
  await expect(offer).toHaveAttribute('data-status', 'ACTIVE');

  await page.getByRole('link', { name: t('web.bonuses.tabs.active') }).click();
  const active = page.getByTestId('user-bonus').filter({ hasText: 'FREEBET10' });
  await expect(active).toHaveAttribute('data-status', 'ACTIVE');
  await expect(active.getByTestId('bonus-status')).toHaveText(t('bonus.statuses.Active'));
  await expect(active).toContainText('€10.00');

  await active.getByRole('button', { name: t('web.bonuses.cancel') }).click();
  await active.getByRole('button', { name: t('web.bonuses.cancelConfirm') }).click();
  await expect(page.getByTestId('user-bonus').filter({ hasText: 'FREEBET10' })).toHaveCount(0);
  await expect(page.getByText(t('web.bonuses.noneActive'))).toBeVisible();
  await page.getByRole('link', { name: t('web.bonuses.tabs.history') }).click();
  const finished = page.getByTestId('user-bonus').filter({ hasText: 'FREEBET10' });
  await expect(finished).toHaveAttribute('data-status', 'CANCELED');
  await expect(finished.getByTestId('bonus-status')).toHaveText(t('bonus.statuses.Canceled'));
});
