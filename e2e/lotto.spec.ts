import { expect, test } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { text } from './support';

// Issue 24 (seed 001 §2 History: LottoHistory): a signed-in player opens a keno game from the lobby's
// lotto category, picks five numbers on the board, plays a ticket for money, and finds that ticket in
// History → LottoHistory with its picks and hits. The draw is the game server's CSPRNG with no test
// hook, so the journey reads the hits the game showed and expects the history to say the same.
test.describe.configure({ timeout: 120_000 });

const games = (path: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((line, [name, value]) => line.replace(`{{${name}}}`, String(value)), text('en-US', 'games', path));
const settings = (path: string) => text('en-US', 'settings', path);
const common = (path: string) => text('en-US', 'common', path);

const PICKS = [80, 7, 42, 13, 66];

test('a player picks five numbers, plays a keno ticket and finds it in the lotto history with its picks and hits', async ({ browser }) => {
  const { context, page } = await fundedPlayerPage(browser, journeyPlayer('keno'), '50.00');
  try {
    await page.goto('/en-US/casino/all');
    await page.getByTestId('casino-categories').getByRole('link', { name: text('en-US', 'casino', 'web.categories.lotto') }).click();
    await expect(page).toHaveURL(/\/en-US\/casino\/lotto$/);
    await page.getByTestId('game-card').filter({ hasText: 'Keno 80' }).locator('.game-card__open').click();
    await page.getByTestId('start-game-play').click();

    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'REAL');
    await expect(frame.getByTestId('game-balance')).toHaveAttribute('data-amount', '50.00');
    // The board: 80 numbers, each a button named for a screen reader, pressed once picked.
    const board = frame.getByRole('group', { name: games('keno.board') });
    await expect(board.getByRole('button')).toHaveCount(80);
    for (const number of PICKS) await board.getByRole('button', { name: games('keno.number', { number }), exact: true }).click();
    await expect(board.locator('[aria-pressed="true"]')).toHaveCount(PICKS.length);
    await expect(frame.getByText(games('keno.picked', { count: 5 }))).toBeVisible();

    await frame.getByTestId('game-stake').selectOption('2.00');
    await frame.getByTestId('game-play').click();
    await expect(frame.getByTestId('game-result')).toHaveAttribute('data-round', /./, { timeout: 15_000 });
    const hitsLine = frame.getByTestId('keno-hits');
    await expect(hitsLine).toHaveAttribute('data-hits', /^\d+$/);
    const hits = Number(await hitsLine.getAttribute('data-hits'));
    await expect(hitsLine).toContainText(games('keno.hits', { hits, picks: 5 }));
    await expect(frame.getByTestId('keno-drawn')).toContainText(games('keno.drawn', { numbers: '' }).trim());
    // Every drawn number is marked on the board, the hit ones apart.
    await expect(board.locator('.drawn, .hit')).toHaveCount(20);
    await expect(board.locator('.hit')).toHaveCount(hits);

    // History → LottoHistory: the ticket, its picks ascending and its hits as the game showed them.
    const sidebar = page.locator('#right-sidebar');
    if ((await sidebar.getAttribute('data-open')) !== 'true') await page.getByRole('button', { name: common('sidebar.toggle') }).click();
    await sidebar.getByRole('tab', { name: common('sidebar.tabs.history'), exact: true }).click();
    const history = sidebar.getByTestId('bet-history');
    await history.getByTestId('history-tab-lotto').click();
    await expect(history.getByTestId('history-tab-lotto')).toHaveText(settings('history.tabs.lotto'));
    const tickets = history.getByTestId('lotto-history');
    await expect(tickets.locator('li')).toHaveCount(1);
    const ticket = tickets.locator('li').first();
    await expect(ticket).toContainText('Keno 80');
    await expect(ticket.getByTestId('lotto-picks')).toHaveText([...PICKS].sort((a, b) => a - b).join(', '));
    await expect(ticket.getByTestId('lotto-hits')).toContainText(`${hits} of 5`);
    await expect(ticket).toContainText('€2.00');
  } finally {
    await context.close();
  }
});
