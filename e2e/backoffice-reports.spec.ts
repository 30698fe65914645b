/**
 * Issue 18, reports: a member of the payments staff signs in to the back office with a TOTP code, opens
 * the reports, sees today's figures of a currency only this journey moves (a Canadian player's voucher
 * deposit), and downloads the same report as CSV.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registrationBody, solvePow } from '../tests/helpers/account';
import { journeyPlayer, platform, signInByRest } from './players';
import { ADMIN_TOKEN, signInStaffOn, testStaff } from './staff';

test('payments staff read the day’s figures and download them as CSV', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  // A CAD player (no other journey plays in CAD) deposits 75.00 with an operator's voucher.
  const player = journeyPlayer('report');
  const captcha = await platform<{ PowChallenge: string; PowDifficulty: number }>(player, '/api/account/captcha');
  await platform(player, '/api/account/register', registrationBody({ UserName: player.username, Email: player.email, Password: player.password, ReCaptchaToken: solvePow(captcha.PowChallenge, captcha.PowDifficulty) }, { Currency: { Abbreviation: 'CAD' } }));
  const mail = await platform<{ Messages: { Text: string }[] }>(player, `/api/mailbox?to=${encodeURIComponent(player.email)}`);
  await platform(player, '/api/account/verify-email', { Token: /verify-email\?token=([^\s&]+)/.exec(mail.Messages[0]?.Text ?? '')?.[1] });
  const code = `E2E-RPT-${player.username.replace(/_/g, '-').toUpperCase()}`.slice(0, 40);
  await platform(player, '/api/admin/cashier/vouchers', { Currency: 'CAD', Amount: '75.00', Code: code }, ADMIN_TOKEN);
  const session = await signInByRest(player);
  await platform(player, '/api/cashier/deposit', { PaymentMethod: 'vouchers', VoucherCode: code, Currency: 'CAD' }, { 'x-session-token': session.SessionToken });

  await signInStaffOn(page, await testStaff('payments', ['payments']));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-help')).toContainText('NGR (net gaming revenue) = GGR − bonus cost');

  // Today's row in CAD: one deposit of 75.00, nobody played, so no revenue.
  const cad = page.getByTestId('report-CAD');
  await expect(cad.getByRole('heading', { name: 'Figures in CAD' })).toBeVisible();
  await expect(cad.getByRole('img', { name: /GGR per product and NGR per day, CAD/ })).toBeVisible();
  const row = cad.locator(`tr[data-day="${today}"]`);
  await expect(row.locator('td[data-column="deposits"]')).toHaveText(/^1 · CA\$75\.00$/);
  await expect(row.locator('td[data-column="withdrawals"]')).toHaveText(/^0 · CA\$0\.00$/);
  await expect(row.locator('td[data-column="activePlayers"]')).toHaveText('0');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Day,Currency,SportsbookStakes,/);
  expect(csv.split('\r\n')).toContain(`${today},CAD,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,1,75.00,0,0.00,0`);
});
