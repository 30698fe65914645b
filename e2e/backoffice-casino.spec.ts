/**
 * Issue 18, casino: a marketing member of staff retires a game in the back office while a player has the
 * casino lobby open; the game leaves the player's open lobby (no reload) and the game search at once.
 * The game is one of Rocket's table games (no other journey plays Rocket), so the lobby filtered to
 * Rocket shows it on the first screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { signInStaff, testStaff } from './staff';
import { PLATFORM_URL, text } from './support';

test.describe.configure({ timeout: 120_000 });

const casino = (path: string) => text('en-US', 'backoffice-casino', path);

/** The third most played Rocket table game, as the platform lists it now. */
async function rocketGame(): Promise<{ Id: number; Title: string }> {
  const response = await fetch(`${PLATFORM_URL}/api/casino/games?Kind=table&Provider=rocket&First=10`);
  const { Games } = (await response.json()) as { Games: { Id: number; Title: string }[] };
  return Games[2]!;
}

/** The player's search for the title: the titles it answers, once the list shows its answer. */
async function searchTitles(page: Page, title: string): Promise<string[]> {
  await page.getByTestId('casino-search-open').click();
  await page.getByTestId('casino-search-input').fill(title);
  await expect(page.getByTestId('casino-search')).toHaveAttribute('data-view', /^(results|notFound)$/);
  const titles = await page.getByTestId('casino-search').locator('.games-search__title').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('casino-search')).toHaveCount(0);
  return titles;
}

test('marketing retires a game: it leaves the open lobby and the search at once', async ({ browser }) => {
  const game = await rocketGame();
  const { context: playerContext, page: lobby } = await fundedPlayerPage(browser, journeyPlayer('lobby'), '10.00');
  await lobby.goto('/en-US/casino/table');
  await lobby.getByTestId('casino-provider').selectOption('rocket');
  const card = lobby.getByTestId('game-card').filter({ has: lobby.getByText(game.Title, { exact: true }) });
  await expect(card).toHaveCount(1);
  const count = lobby.getByTestId('casino-count');
  await expect(count).toHaveText('10 games');
  expect(await searchTitles(lobby, game.Title)).toContain(game.Title);

  const { context: staffContext, page: office } = await signInStaff(browser, await testStaff('casino', ['marketing']));
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: casino('title') }).click();
  await expect(office.getByRole('heading', { name: casino('title'), level: 1 })).toBeVisible();
  await office.getByLabel(casino('games.search')).fill(game.Title);
  await office.getByLabel(casino('games.provider'), { exact: true }).first().selectOption('rocket');
  await office.getByRole('search').getByRole('button', { name: casino('games.find') }).click();
  const row = office.locator(`[data-testid="bo-casino-game"][data-game-id="${game.Id}"]`);
  await expect(row.getByTestId('bo-casino-status')).toHaveText(casino('statuses.AVAILABLE'));
  await row.getByRole('button', { name: casino('games.retire') }).click();
  await row.getByLabel(casino('reason')).fill('The studio withdrew the table');
  await row.getByRole('button', { name: casino('games.confirm') }).click();
  await expect(row.getByTestId('bo-casino-status')).toHaveText(casino('statuses.RETIRED'));

  // The player's lobby, still open and never reloaded, drops the card and counts one game fewer.
  await expect(card).toHaveCount(0);
  await expect(count).toHaveText('9 games');
  expect(await searchTitles(lobby, game.Title)).not.toContain(game.Title);

  await staffContext.close();
  await playerContext.close();
});
