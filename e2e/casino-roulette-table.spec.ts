import { expect, test } from '@playwright/test';
import { PLATFORM_URL, text } from './support';

// A visitor plays roulette for free on the table's lines and crossings: a split and a corner, paid
// 36 / covered numbers on the pocket that came up (issue 22). The game's RNG is the OS CSPRNG with no
// test hook, so the journey asserts the table's rule on whatever pocket the ball found.
test.describe.configure({ timeout: 120_000 });

interface CatalogueGame {
  Id: number;
  Engine: string;
  HasDemo: boolean;
}

const SPLIT = [17, 20];
const CORNER = [17, 18, 20, 21];
const minor = (amount: string) => Math.round(Number(amount) * 100);
const euros = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('a visitor bets a split and a corner on the roulette table and is paid what the table says', async ({ page }) => {
  const response = await fetch(`${PLATFORM_URL}/api/casino/games?Kind=table&Category=roulette&First=50`);
  const { Games } = (await response.json()) as { Games: CatalogueGame[] };
  const game = Games.find((candidate) => candidate.Engine === 'roulette' && candidate.HasDemo)!;
  await page.goto(`/en-US/casino/game/${game.Id}?mode=demo`);

  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'DEMO');
  const balance = frame.getByTestId('game-balance');
  await expect(balance).toHaveAttribute('data-amount', /\d/);
  const start = minor((await balance.getAttribute('data-amount'))!);

  // €5 on the split 17/20 (on the line between them), €2 on the corner 17/18/20/21 (on their crossing).
  const split = frame.locator(`[data-bet="split:${SPLIT.join('-')}"]`);
  const corner = frame.locator(`[data-bet="corner:${CORNER.join('-')}"]`);
  await expect(split).toHaveAttribute('aria-label', text('en-US', 'games', 'betNames.split').replace('{{numbers}}', '17/20'));
  await frame.getByTestId('game-stake').selectOption('5.00');
  await split.click();
  await frame.getByTestId('game-stake').selectOption('2.00');
  await corner.click();
  await expect(split.locator('.chip')).toHaveText('5');
  await expect(corner.locator('.chip')).toHaveText('2');
  await expect(frame.getByText(text('en-US', 'games', 'betsTotal').replace('{{amount}}', euros(700)))).toBeVisible();

  const result = frame.getByTestId('game-result');
  await frame.getByTestId('game-play').click();
  await expect(result).toHaveAttribute('data-round', /./, { timeout: 15_000 });
  const pocket = Number(await frame.getByTestId('roulette-pocket').textContent());

  // 36 / 2 = 18 times the split's stake, 36 / 4 = 9 times the corner's, stake included; nothing elsewhere.
  const win = (SPLIT.includes(pocket) ? 18 * 500 : 0) + (CORNER.includes(pocket) ? 9 * 200 : 0);
  await expect(result).toHaveText(win > 0 ? text('en-US', 'games', 'win').replace('{{amount}}', euros(win)) : text('en-US', 'games', 'noWin'));
  await expect(balance).toHaveAttribute('data-amount', ((start - 700 + win) / 100).toFixed(2));

  // Every spot covering the pocket is lit, the played ones and the others alike; the rest are not.
  await expect(frame.locator(`[data-bet="straight:${pocket}"]`)).toHaveClass(/\bwon\b/);
  await expect(split).toHaveClass(SPLIT.includes(pocket) ? /\bwon\b/ : /^(?!.*\bwon\b)/);
  await expect(corner).toHaveClass(CORNER.includes(pocket) ? /\bwon\b/ : /^(?!.*\bwon\b)/);
  if (pocket > 0) await expect(frame.locator(`[data-bet="${pocket % 2 === 0 ? 'even' : 'odd'}:"]`)).toHaveClass(/\bwon\b/);
  else await expect(frame.locator('[data-bet="basket:0-1-2-3"]')).toHaveClass(/\bwon\b/);
});
