/**
 * Issue 19, the trading audit: a trader (who may not read the whole audit log) suspends a market in the
 * back office, opens the trading audit from the navigation and finds their own act there: who, what,
 * on which market, why.
 */
import { expect, test } from '@playwright/test';
import { globalId, scriptedMatch } from './sportsbook-support';
import { bo, signInStaff, suffix, testStaff } from './staff';
import { text } from './support';

const controls = (path: string) => text('en-US', 'backoffice-trading-controls', path);

test('a trader suspends a market and sees their own entry in the trading audit', async ({ browser }) => {
  test.setTimeout(120_000);
  const matchId = await scriptedMatch('soccer', { live: false });
  const staff = await testStaff('auditor-trader', ['trader']);
  const { page } = await signInStaff(browser, staff);
  const reason = `Team news ${suffix()}`;

  await page.goto(`/backoffice/en-US/trading-controls/matches/${encodeURIComponent(globalId('Match', matchId))}`);
  const market = page.getByTestId('trading-market').first();
  await page.getByLabel(controls('reason'), { exact: true }).fill(reason);
  await market.getByRole('button', { name: controls('market.suspend'), exact: true }).click();
  await expect(market.getByTestId('market-status')).toHaveText(controls('market.deskSuspended'));

  // The trader's navigation offers the trading audit (not the whole audit log), and their act is in it.
  await expect(page.getByRole('link', { name: bo('audit.title'), exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: text('en-US', 'backoffice-ticker', 'auditTitle'), exact: true }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: reason });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(staff.userName);
  await expect(entry).toContainText('trading.control');
  await expect(entry).toContainText(/market:\d+/);
});
