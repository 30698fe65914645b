/**
 * Issue 19, corrected results: a player bets on a match that then ends and settles; a trader enters the
 * corrected result of its 1X2 market in the back office (preview first, then apply) and the player's
 * balance, open in a second browser context, moves by exactly the difference without a reload.
 */
import { expect, test } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer, platform, signInByRest } from './players';
import { inject, scriptedMatch } from './sportsbook-support';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const tr = (path: string, vars: Record<string, string> = {}) => text('en-US', 'backoffice', `trading.corrections.${path}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const euros = (minor: number) => `€${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface MarketsAnswer {
  Markets: { Key: string; Odds: { ID: number; Key: string; Price: number | null }[] }[];
}

test('a trader enters a corrected result and the player sees the balance move live', async ({ browser }) => {
  test.setTimeout(120_000);
  const player = journeyPlayer('corrected');
  const { page: playerPage } = await fundedPlayerPage(browser, player, '50.00');
  const session = await signInByRest(player);
  const headers = { 'x-session-token': session.SessionToken };

  // A pre-match bet of 10 on the home side (no live delay), then the match kicks off and ends.
  const matchId = await scriptedMatch('soccer', { live: false });
  const book = await platform<MarketsAnswer>(player, `/api/sportsbook/matches/${matchId}/markets`);
  const home = book.Markets.find((market) => market.Key === 'match/1x2')!.Odds.find((odd) => odd.Key === 'home')!;
  const placed = await platform<{ Tickets: { Id: string }[] }>(player, '/api/bets', { Type: 'single', Stake: '10', OddsPolicy: 'accept-any', Selections: [{ OddId: home.ID, Odds: home.Price!.toFixed(2) }] }, headers);
  const ticketId = placed.Tickets[0]!.Id;
  expect(await inject(matchId, 'kick-off')).toBe(true);
  expect(await inject(matchId, 'end')).toBe(true);
  let settled: { Outcome: string | null; Returned: string | null } = { Outcome: null, Returned: null };
  await expect(async () => {
    settled = (await platform<{ Ticket: typeof settled }>(player, `/api/bets/${ticketId}`, undefined, headers)).Ticket;
    expect(settled.Outcome).toMatch(/^(won|lost|refunded)$/);
  }).toPass({ timeout: 20_000 });
  const paid = Math.round(Number(settled.Returned ?? '0') * 100);
  await expect(playerPage.getByTestId('user-balance')).toHaveText(euros(50_00 - 10_00 + paid), { timeout: 20_000 });

  // The correction turns the ticket round: a win becomes a loss (the draw won), anything else a win.
  const won = settled.Outcome === 'won';
  const after = won ? 0 : Math.round(10_00 * Number(home.Price!.toFixed(2)));

  const trader = await testStaff('trader', ['trader']);
  const { page } = await signInStaff(browser, trader);
  await page.goto('/backoffice/en-US/trading/corrections');
  await expect(page.getByRole('heading', { level: 1, name: tr('title') })).toBeVisible();
  await page.getByLabel(tr('match')).fill(String(matchId));
  await page.getByLabel(tr('market')).fill('match/1x2');
  await page.getByLabel(tr('winners')).fill(won ? 'draw' : 'home');
  await page.getByLabel(tr('reason')).fill('The feed reported the wrong result');
  await page.getByRole('button', { name: tr('preview') }).click();
  const preview = page.getByTestId('correction-preview');
  await expect(preview.getByRole('row').filter({ hasText: ticketId })).toContainText(won ? `-${euros(paid)}` : euros(after - paid));
  // Nothing moved yet.
  await expect(playerPage.getByTestId('user-balance')).toHaveText(euros(50_00 - 10_00 + paid));

  await page.getByRole('button', { name: tr('apply') }).click();
  await expect(page.getByRole('status')).toContainText(tr('done', { id: '', count: '1' }).split(':')[1]!.trim());
  await expect(playerPage.getByTestId('user-balance')).toHaveText(euros(50_00 - 10_00 + after), { timeout: 20_000 });
});
