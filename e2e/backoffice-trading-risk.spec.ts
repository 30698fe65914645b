/**
 * Issue 19, the player risk profile: a player builds a winning record through real settled tickets (the
 * journey's own scripted matches: the home side scores and wins each), a trader opens their profile,
 * reads the suggested stake factor with its reason, applies it with one click, and the player's bet
 * slip (a second browser) shows a quarter of the max bet it showed before, with nothing else said.
 */
import { expect, test } from '@playwright/test';
import { fundPlayer, journeyPlayer, platform, registerVerifiedPlayer, signInByRest, submitLogin } from './players';
import { inject, pickOdd, scriptedMatch } from './sportsbook-support';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const players = (path: string) => text('en-US', 'backoffice-players', path);

test.describe.configure({ timeout: 240_000 });

interface Markets {
  Markets: { Key: string; Odds: { ID: number; Key: string; Price: number }[] }[];
}

/** A bet on the home side of a fresh pre-match match; the match then kicks off, the home side scores, and it ends: the ticket won. */
async function winningTicket(player: ReturnType<typeof journeyPlayer>, token: string) {
  const matchId = await scriptedMatch('soccer', { live: false });
  const { Markets } = await platform<Markets>(player, `/api/sportsbook/matches/${matchId}/markets`);
  const home = Markets.find((market) => market.Key === 'match/1x2')!.Odds.find((odd) => odd.Key === 'home')!;
  await platform(player, '/api/bets', { Type: 'single', Stake: '1', Selections: [{ OddId: home.ID, Odds: home.Price.toFixed(2) }] }, { 'x-session-token': token });
  for (const event of ['kick-off', 'score-home', 'end'] as const) expect(await inject(matchId, event)).toBe(true);
}

const euros = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));

test('a trader applies the suggested stake factor to a winning player, and their slip shows a quarter of the max bet', async ({ browser }) => {
  const player = journeyPlayer('sharp');
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '100');
  const { SessionToken } = await signInByRest(player);
  for (let i = 0; i < 20; i++) await winningTicket(player, SessionToken);
  // The book settles each ended match within a second or so.
  const cleared = async () => (await platform<{ Tickets: unknown[] }>(player, '/api/bets?Tab=cleared&Period=all&PageSize=100', undefined, { 'x-session-token': SessionToken })).Tickets.length;
  await expect.poll(cleared, { timeout: 60_000 }).toBe(20);

  // The player's slip before: the operator's max bet on a fresh match's home side.
  const { page: tab } = await submitLogin(browser, player);
  await expect(tab.getByTestId('user-balance')).toBeVisible({ timeout: 20_000 });
  const matchId = await scriptedMatch('soccer', { live: false });
  const slipMaxBet = async () => {
    await tab.goto(`/en-US/match/${matchId}`);
    const maxBet = tab.getByTestId('betslip').getByTestId('max-bet');
    if ((await tab.getByTestId('betslip-selection').count()) === 0) await pickOdd(tab, tab.getByTestId('match-page').locator('[data-testid="odd"][aria-pressed="false"]:enabled').first());
    await expect(maxBet).toBeVisible();
    return euros((await maxBet.textContent())!);
  };
  const before = await slipMaxBet();

  const { page } = await signInStaff(browser, await testStaff('trader', ['trader']));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: players('title') }).click();
  await page.getByLabel(players('search.label')).fill(player.email);
  await page.getByRole('button', { name: players('search.submit') }).click();
  await page.getByRole('link', { name: player.username }).click();
  await expect(page.getByRole('heading', { name: player.username, level: 1 })).toBeVisible();

  const risk = page.getByTestId('player-risk');
  await expect(risk.getByRole('heading', { name: players('risk.title') })).toBeVisible();
  await expect(risk.getByTestId('risk-factor')).toHaveText('1.00');
  // 20 won of 20: the reason names the tickets, the profit and p.
  await expect(risk.getByTestId('risk-reason')).toContainText(/Profit \+\d+(\.\d)?% over 20 tickets, p = /);
  await expect(risk.getByTestId('risk-suggestion')).toContainText('0.25');
  const apply = risk.getByRole('button', { name: 'Apply 0.25' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(risk.getByRole('status')).toHaveText('Stake factor is now 0.25.');
  await expect(risk.getByTestId('risk-factor')).toHaveText('0.25');

  // A factor out of range: the platform's words, nothing changed.
  await risk.getByLabel(players('risk.factor'), { exact: true }).fill('12');
  await risk.getByLabel(players('risk.reason')).fill('Typo');
  await risk.getByRole('button', { name: players('risk.save') }).click();
  await expect(risk.getByRole('alert')).toContainText(players('risk.errors.factorRange'));
  await expect(risk.getByTestId('risk-factor')).toHaveText('0.25');

  // The player's slip: a quarter of the max bet, and no word of a limit.
  const after = await slipMaxBet();
  expect(after).toBeCloseTo(before / 4, 2);
  await expect(tab.getByTestId('betslip')).not.toContainText(/factor|limited|risk/i);
});
