import { expect, test, type Locator, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { text } from './support';
import { pickOdd, scriptedMatch } from './sportsbook-support';

const t = (path: string) => text('en-US', 'sportsbook', path);

/** A match page's full-time handicap line settling on `time` (REGULATION, SHOOTOUT): its header names both. */
function handicapLine(page: Page, time: string): Locator {
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: t('periods.MATCH'), exact: true });
  const title = new RegExp(`^${t('marketTypes.asian-handicap')} .* · ${t(`marketTimes.${time}`)}$`);
  return fullTime.locator('[data-testid="market"] > .market__line', { has: page.locator('.market__title', { hasText: title }) });
}

/**
 * Issue 22 item 4: an ice hockey match offers its handicaps in regulation time and including overtime and
 * shootout, and both the market headers and the bet slip leg say which is which. The match is scripted
 * (priced from equal strengths, nothing moves it), so the book is the same on every run.
 */
test('a hockey match page labels its regulation and incl.-overtime handicaps, and the slip keeps the label', async ({ page }) => {
  const matchId = await scriptedMatch('ice-hockey', { live: false });
  await page.goto(`/en-US/match/${matchId}`);
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: t('periods.MATCH'), exact: true });
  const handicap = (time: string) => handicapLine(page, time);
  await expect(handicap('REGULATION')).toHaveCount(1);
  await expect(handicap('SHOOTOUT')).toHaveCount(1);
  await expect(fullTime.locator('.market__title', { hasText: `${t('marketTypes.winner')} · ${t('marketTimes.SHOOTOUT')}` })).toHaveCount(1);
  await expect(fullTime.locator('.market__title', { hasText: `${t('marketTypes.1x2')} · ${t('marketTimes.REGULATION')}` })).toHaveCount(1);

  await pickOdd(page, handicap('SHOOTOUT').locator('[data-testid="odd"]:enabled').first());
  const leg = page.getByTestId('betslip').getByTestId('betslip-selection');
  await expect(leg).toHaveCount(1);
  await expect(leg).toContainText(t('marketTimes.SHOOTOUT'));
});

test('a placed ticket still says its handicap includes overtime and shootout', async ({ browser }) => {
  const matchId = await scriptedMatch('ice-hockey', { live: false });
  const { context, page } = await fundedPlayerPage(browser, journeyPlayer('hockey-times'), '20.00');
  await page.goto(`/en-US/match/${matchId}`);
  await pickOdd(page, handicapLine(page, 'SHOOTOUT').locator('[data-testid="odd"]:enabled').first());
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(text('en-US', 'betslip', 'stake.label'), { exact: true }).fill('1');
  await slip.getByRole('button', { name: text('en-US', 'betslip', 'place.button'), exact: true }).click();
  const ticket = page.getByTestId('bet-receipt').getByRole('article').first();
  await expect(ticket).toContainText(`${t('marketTypes.asian-handicap')} · ${t('marketTimes.SHOOTOUT')}`);
  await context.close();
});
