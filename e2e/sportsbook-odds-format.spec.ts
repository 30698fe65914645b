import { expect, test, type Page } from '@playwright/test';
import { formatOdds, ODDS_FORMATS, type OddsFormat } from '../rules/odds-formats';

/** Every price on screen as [decimal price, what it shows], read in one pass so a feed update cannot split a pair. */
const shownPrices = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="odd"][data-price]')].map((odd) => [Number(odd.getAttribute('data-price')), odd.querySelector('[data-testid="odd-price"]')?.textContent ?? ''] as const),
  );

async function expectEveryPriceIn(page: Page, format: OddsFormat) {
  await expect
    .poll(async () => {
      const prices = (await shownPrices(page)).filter(([price]) => price > 1);
      if (prices.length === 0) return 'no prices on screen';
      return prices.filter(([price, shown]) => shown !== formatOdds(price, format)).map(([price, shown]) => `${price} shown as ${shown}`);
    })
    .toEqual([]);
}

test('the odds format setting changes every price shown, at once and for the next visit', async ({ page }) => {
  await page.goto('/en-US/prematch');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expectEveryPriceIn(page, 'decimal');

  const setting = page.getByTestId('odds-format');
  for (const format of ODDS_FORMATS.filter((each) => each !== 'decimal')) {
    await setting.selectOption(format);
    await expectEveryPriceIn(page, format);
  }

  // Kept in the oddsFormat cookie: the next page (and a reload) shows the same format.
  await setting.selectOption('american');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'oddsFormat')?.value).toBe('american');
  await page.goto('/en-US/live');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByTestId('odds-format')).toHaveValue('american');
  await expectEveryPriceIn(page, 'american');
});

test('a match page shows its whole book in the chosen format', async ({ page, context }) => {
  await context.addCookies([{ name: 'oddsFormat', value: 'fractional', url: test.info().project.use.baseURL! }]);
  await page.goto('/en-US/prematch');
  await page.getByTestId('match-row').first().locator('.match-row__teams').click();
  await expect(page.getByTestId('book')).toBeVisible();
  await expectEveryPriceIn(page, 'fractional');
});
