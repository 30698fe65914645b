/**
 * Issue 24, accessibility acceptance: axe-core finds no WCAG 2.1 A/AA violation on the player's pages, at
 * desktop (1366) and phone (375) widths. A red run lists each rule id with the elements that break it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { pickOdd, scriptedMatch } from './sportsbook-support';
import { text } from './support';

test.describe.configure({ timeout: 180_000 });

const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

/** axe's violations on the page as it stands, one line per rule: its id and the selectors of what breaks it. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A game runs in its provider's iframe: its markup is the provider's, not ours to fix.
    .exclude('iframe[data-testid="game-frame"]')
    .analyze();
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

async function expectClean(page: Page, what: string) {
  // Animations finish first: axe reads colours mid-fade as they are painted.
  await page.waitForTimeout(400);
  expect(await violations(page), `axe violations on ${what}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor: home, a sport list, live, a match with markets', async ({ page }) => {
      const matchId = await scriptedMatch('soccer', { live: true });
      await page.goto('/en-US/home');
      await expect(page.getByRole('main')).toBeVisible();
      await expectClean(page, 'home');

      await page.goto('/en-US/sport/soccer');
      await expect(page.getByTestId('odd').first()).toBeVisible();
      await expectClean(page, 'the soccer list');

      await page.goto('/en-US/live');
      await expect(page.getByTestId('odd').first()).toBeVisible();
      await expectClean(page, 'live');

      await page.goto(`/en-US/match/${matchId}`);
      await expect(page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true })).toBeVisible();
      await expectClean(page, 'the match page');
    });

    // Apart from the sportsbook pages so each test stays well inside its time on a loaded machine (axe takes seconds a page).
    test('a visitor: casino, the sign-in and register dialogs', async ({ page }) => {
      await page.goto('/en-US/casino/all');
      // The lobby as loaded, not its skeletons: the jackpot row (a sideways scroller on phones) and the game cards.
      await expect(page.getByTestId('jackpot-amount').first()).toBeVisible();
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await expectClean(page, 'casino');

      await page.goto('/en-US/login');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectClean(page, 'the sign-in dialog');

      await page.goto('/en-US/register');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectClean(page, 'the register dialog');
    });

    test('a signed-in player: deposit, the bet slip with selections, responsible gambling', async ({ browser }) => {
      const { page } = await fundedPlayerPage(browser, journeyPlayer(`axe-${viewport.name}`), '20.00');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      await page.goto('/en-US/user/deposit');
      await expect(page.getByRole('main')).toBeVisible();
      await expectClean(page, 'deposit');

      const matchId = await scriptedMatch('soccer', { live: false });
      await page.goto(`/en-US/match/${matchId}`);
      const odds = page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true }).locator('[data-testid="odd"][aria-pressed="false"]:enabled');
      await expect(odds.first()).toBeVisible();
      await pickOdd(page, odds.first());
      const slip = page.getByTestId('betslip');
      await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
      // On a phone the slip is a sheet: open it so what axe checks is the slip itself.
      await page.keyboard.press('Alt+Shift+B');
      await expect(slip.getByTestId('betslip-selection').first()).toBeVisible();
      await expectClean(page, 'the bet slip with a selection');

      await page.goto('/en-US/user/responsibleGambling');
      await expect(page.getByRole('main')).toBeVisible();
      await expectClean(page, 'responsible gambling');
    });
  });
}
