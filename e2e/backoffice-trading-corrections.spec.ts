/**
 * Issue 19, corrected results: a player bets on a match that then ends and settles; a trader finds the
 * match in the back office by its name, day and sport, picks its 1X2 market as it was settled and the
 * outcome that really won, previews the tickets and the money (nothing moves yet), then applies it; the
 * player's balance, open in a second browser context, moves by exactly the difference without a reload.
 */
import { type Browser, expect, test } from '@playwright/test';
import { fundedPlayerPage, type JourneyPlayer, journeyPlayer, platform, signInByRest } from './players';
import { inject, scriptedMatch } from './sportsbook-support';
import { signInStaff, staffRestHeaders, testStaff } from './staff';
import { text } from './support';

const tr = (path: string, vars: Record<string, string> = {}) => text('en-US', 'backoffice', `trading.corrections.${path}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const euros = (minor: number) => `€${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface MarketsAnswer {
  Markets: { Key: string; Odds: { ID: number; Key: string; Price: number | null }[] }[];
}

interface SettledMatch {
  Name: string;
  Sport: string;
  StartsAt: string;
  HomeScore: number;
  AwayScore: number;
  Markets: { Key: string; Outcomes: { Key: string; Title: string }[] }[];
}

/** A trader signed in on the corrections page, the settled match found by its name, day and sport and chosen. */
async function pickMatch(browser: Browser, player: JourneyPlayer, name: string, matchId: number) {
  const trader = await testStaff(name, ['trader']);
  // What the test needs to know of the match, read as another trader (a TOTP code signs in once).
  const lookup = await testStaff(`${name}-lookup`, ['trader']);
  const settledMatch = (await platform<{ Match: SettledMatch }>(player, `/api/backoffice/trading/corrections/matches/${matchId}`, undefined, await staffRestHeaders(lookup))).Match;
  const { page } = await signInStaff(browser, trader);
  await page.goto('/backoffice/en-US/trading/corrections');
  await expect(page.getByRole('heading', { level: 1, name: tr('title') })).toBeVisible();

  const search = page.getByRole('search', { name: tr('search.title') });
  await search.getByLabel(tr('search.name')).fill(settledMatch.Name);
  await search.getByLabel(tr('search.date')).fill(settledMatch.StartsAt.slice(0, 10));
  await search.getByLabel(tr('search.sport')).selectOption({ label: settledMatch.Sport });
  await search.getByRole('button', { name: tr('search.submit') }).click();
  await page.getByRole('button', { name: tr('search.chooseMatch', { name: settledMatch.Name, number: String(matchId) }) }).click();
  await expect(page.getByTestId('correction-match').getByRole('heading', { level: 2 })).toContainText(settledMatch.Name);
  return { page, settledMatch };
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

  const { page, settledMatch } = await pickMatch(browser, player, 'trader', matchId);
  const title = (key: string) => settledMatch.Markets.find((market) => market.Key === 'match/1x2')!.Outcomes.find((outcome) => outcome.Key === key)!.Title;

  // Its markets as settled; the 1X2 and the outcome that really won (a win becomes a loss: the draw won).
  const correction = page.getByTestId('correction-match');
  const market = correction.getByLabel(tr('market'));
  await market.selectOption('match/1x2');
  // As settled: the home side won when the ticket did.
  const homeWon = new RegExp(`settled: ${title('home').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} won`);
  const chosen = market.locator('option:checked');
  await expect(chosen).toContainText(/^match\/1x2 — settled: /);
  if (won) await expect(chosen).toContainText(homeWon);
  else await expect(chosen).not.toContainText(homeWon);
  await correction.getByRole('radio', { name: tr('outcomeWon', { outcome: title(won ? 'draw' : 'home') }), exact: true }).check();
  await correction.getByLabel(tr('reason')).fill('The feed reported the wrong result');
  await correction.getByRole('button', { name: tr('preview') }).click();

  // The preview from the platform: one ticket and the money it moves; nothing moved yet.
  const preview = page.getByTestId('correction-preview');
  await expect(preview.getByTestId('correction-total')).toHaveText(
    tr('total', { count: '1', paid: won ? euros(0) : euros(after - paid), takenBack: won ? euros(paid) : euros(0) }),
  );
  await expect(preview.getByRole('row').filter({ hasText: ticketId })).toContainText(won ? `-${euros(paid)}` : euros(after - paid));
  await expect(playerPage.getByTestId('user-balance')).toHaveText(euros(50_00 - 10_00 + paid));

  await correction.getByRole('button', { name: tr('apply') }).click();
  await expect(correction.getByRole('status')).toContainText(tr('done', { id: '', count: '1' }).split(':')[1]!.trim());
  await expect(playerPage.getByTestId('user-balance')).toHaveText(euros(50_00 - 10_00 + after), { timeout: 20_000 });
});

test('a trader corrects the final score alone (what teaser legs settle from): previewed, applied, and the match shows it', async ({ browser }) => {
  test.setTimeout(90_000);
  const matchId = await scriptedMatch('soccer', { live: false });
  expect(await inject(matchId, 'kick-off')).toBe(true);
  expect(await inject(matchId, 'end')).toBe(true);
  const { page, settledMatch } = await pickMatch(browser, journeyPlayer('score-lookup'), 'scorer', matchId);
  const correction = page.getByTestId('correction-match');
  const score = { home: settledMatch.HomeScore + 1, away: settledMatch.AwayScore };

  await correction.getByLabel(tr('reason')).fill('The feed missed a goal in stoppage time');
  await correction.getByRole('spinbutton', { name: tr('scoreHome') }).fill(String(score.home));
  await correction.getByRole('spinbutton', { name: tr('scoreAway') }).fill(String(score.away));
  await correction.getByRole('button', { name: tr('preview') }).click();
  // No teaser on this match: nothing moves, and the trader sees it before applying.
  await expect(page.getByTestId('correction-preview')).toContainText(tr('nothingMoves'));
  await correction.getByRole('button', { name: tr('apply') }).click();
  await expect(correction.getByRole('status').filter({ hasText: tr('done', { id: '', count: '0' }).split(':')[1]!.trim() })).toBeVisible();
  await expect(correction.getByRole('heading', { level: 2 })).toContainText(`${score.home}–${score.away}`);
});
