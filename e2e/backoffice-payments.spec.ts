/**
 * Issue 18, payments: a player with two pending withdrawals (asked through the platform's REST contract)
 * has their cashier history open; a payments member approves one and rejects the other with a reason in
 * the back office, and the player's tab shows each outcome as it happens, without a reload. Then a
 * withdrawal above the four-eyes amount (WITHDRAWAL_FOUR_EYES_ABOVE, 1000 by default; below the KYC
 * amount, 2000): the first payments member's approval is recorded and it stays pending, their second
 * approval is refused with the translated four-eyes message, and a second payments member completes it.
 * Last, the desk finds the player's deposit by user name and credits a goodwill adjustment, which the
 * player's tab shows in the history and the balance at once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { journeyPlayer, platform, registerVerifiedPlayer, fundPlayer, signInByRest, signInPage, type JourneyPlayer } from './players';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const pay = (path: string) => text('en-US', 'backoffice-payments', path);
const cashier = (path: string) => text('en-US', 'cashier', path);

async function withdraw(player: JourneyPlayer, token: string, amount: string) {
  await platform(player, '/api/cashier/withdraw', { Method: 'skrill', Amount: amount, Password: player.password, Email: 'payout@wallet.example' }, { 'x-session-token': token });
}

/** The player's row of this amount in the back office's withdrawal queue. */
const queueRow = (page: Page, player: JourneyPlayer, amount: string): Locator =>
  page.getByTestId('withdrawal-queue').getByTestId('withdrawal-row').filter({ hasText: player.username }).filter({ hasText: amount });

/** The row of this amount in the player's transaction history. */
const historyRow = (page: Page, amount: string): Locator => page.getByTestId('transaction-history').getByTestId('transaction-row').filter({ hasText: amount });

async function openPayments(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: pay('title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: pay('title') })).toBeVisible();
}

test('payments staff approve and reject withdrawals, four eyes above the threshold, and the player sees each outcome live', async ({ browser }) => {
  // Three actors, four decisions, a lookup and an adjustment: longer than one journey's default minute.
  test.setTimeout(180_000);
  const player = journeyPlayer('payout');
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '1600');
  const session = await signInByRest(player);
  await withdraw(player, session.SessionToken, '20');
  await withdraw(player, session.SessionToken, '30');
  await withdraw(player, session.SessionToken, '1200');

  // The player's tab: the cashier with its history, the three withdrawals pending.
  const { page: playerPage } = await signInPage(browser, player, '€350.00');
  await playerPage.goto('/en-US/user/depositAndWithdraw/deposit');
  for (const amount of ['€20.00', '€30.00', '€1,200.00']) await expect(historyRow(playerPage, amount)).toContainText(cashier('statuses.Pending'));

  const [ann, bob] = [await testStaff('payments', ['payments']), await testStaff('payments', ['payments'])];
  const { page: annPage } = await signInStaff(browser, ann);
  await openPayments(annPage);

  // Approved: paid out, gone from the queue, and "Completed" in the player's open history.
  await queueRow(annPage, player, '€20.00').getByRole('button', { name: pay('queue.approve') }).click();
  await expect(annPage.getByTestId('queue-outcome')).toContainText(`Withdrawal of €20.00 by ${player.username}: ${cashier('withdraw.successShort')}`);
  await expect(queueRow(annPage, player, '€20.00')).toHaveCount(0);
  await expect(historyRow(playerPage, '€20.00')).toContainText(cashier('statuses.Completed'));

  // Rejected with a reason: the money comes back and the player reads why, in the same open tab.
  const rejected = queueRow(annPage, player, '€30.00');
  await rejected.getByText(pay('queue.reject')).click();
  await rejected.getByLabel(pay('queue.reason')).fill('The wallet is not in your name');
  await rejected.getByRole('button', { name: pay('queue.confirmReject'), exact: true }).click();
  await expect(annPage.getByTestId('queue-outcome')).toContainText(`Withdrawal of €30.00 by ${player.username}: ${cashier('withdraw.rejected')}`);
  await expect(historyRow(playerPage, '€30.00')).toContainText(cashier('statuses.Rejected'));
  await expect(historyRow(playerPage, '€30.00')).toContainText(`${cashier('reasons.operator_rejected')} The wallet is not in your name`);
  await expect(playerPage.getByTestId('user-balance')).toHaveText('€380.00');

  // Above the four-eyes amount: Ann's approval is recorded and the withdrawal waits for another person.
  const large = queueRow(annPage, player, '€1,200.00');
  await large.getByRole('button', { name: pay('queue.approve') }).click();
  await expect(annPage.getByTestId('queue-outcome')).toContainText(cashier('withdraw.awaitingSecondApproval'));
  await expect(large.getByTestId('approvals')).toContainText(`1 of 2`);
  await expect(large.getByTestId('approvals')).toContainText(ann.userName);
  await expect(historyRow(playerPage, '€1,200.00')).toContainText(cashier('statuses.Pending'));
  // Her second approval is refused, translated, and changes nothing.
  await large.getByRole('button', { name: pay('queue.approve') }).click();
  await expect(annPage.getByTestId('queue-outcome').getByRole('alert')).toHaveText(cashier('withdraw.fourEyesSameStaff'));
  await expect(large.getByTestId('approvals')).toContainText(`1 of 2`);

  // Bob, another payments member, gives the second approval: paid out, and the player sees it.
  const { page: bobPage } = await signInStaff(browser, bob);
  await openPayments(bobPage);
  await queueRow(bobPage, player, '€1,200.00').getByRole('button', { name: pay('queue.approve') }).click();
  await expect(bobPage.getByTestId('queue-outcome')).toContainText(`Withdrawal of €1,200.00 by ${player.username}: ${cashier('withdraw.successShort')}`);
  await expect(queueRow(bobPage, player, '€1,200.00')).toHaveCount(0);
  await expect(historyRow(playerPage, '€1,200.00')).toContainText(cashier('statuses.Completed'));

  // The deposits lookup by player: the voucher deposit that funded the account.
  const lookup = bobPage.getByTestId('deposits-lookup');
  await lookup.getByLabel(pay('deposits.player')).fill(player.username);
  await lookup.getByRole('button', { name: pay('deposits.search') }).click();
  await expect(lookup.getByTestId('deposit-row')).toHaveCount(1);
  await expect(lookup.getByTestId('deposit-row')).toContainText('€1,600.00');
  await expect(lookup.getByTestId('deposit-row')).toContainText(cashier('statuses.Completed'));

  // A goodwill credit: the player's open tab shows it as an adjustment, with the reason, and the new balance.
  const adjustment = bobPage.getByTestId('adjustment');
  await adjustment.getByLabel(pay('adjust.userId')).fill(session.User.Id);
  await adjustment.getByLabel(pay('adjust.credit')).check();
  await adjustment.getByLabel(pay('adjust.amount')).fill('15');
  await adjustment.getByLabel(pay('adjust.reason')).selectOption({ label: pay('adjust.reasons.goodwill') });
  await adjustment.getByLabel(pay('adjust.note')).fill('Complaint about the slow payout');
  await adjustment.getByRole('button', { name: pay('adjust.submit') }).click();
  await expect(adjustment.getByRole('status')).toHaveText(`Credit of €15.00 made for account ${session.User.Id}. Cash balance now €395.00.`);
  await expect(historyRow(playerPage, '€15.00')).toContainText(cashier('statementTypes.AdjustmentCredit'));
  await expect(historyRow(playerPage, '€15.00')).toContainText(cashier('reasons.adjustment_goodwill'));
  await expect(playerPage.getByTestId('user-balance')).toHaveText('€395.00');
});
