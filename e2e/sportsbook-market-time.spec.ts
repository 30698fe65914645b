import { expect, test } from '@playwright/test';
import { text } from './support';
import { pickOdd, scriptedMatch } from './sportsbook-support';

const t = (path: string) => text('en-US', 'sportsbook', path);

/**
 * Issue 22 item 4: an ice hockey match offers its handicaps in regulation time and including overtime and
 * shootout, and both the market headers and the bet slip leg say which is which. The match is scripted
 * (priced from equal strengths, nothing moves it), so the book is the same on every run.
 */
test('a hockey match page labels its regulation and incl.-overtime handicaps, and the slip keeps the label', async ({ page }) => {
  const matchId = await scriptedMatch('ice-hockey', { live: false });
  await page.goto(`/en-US/match/${matchId}`);
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: t('periods.MATCH'), exact: true });
  const handicap = (time: string) =>
    fullTime.locator('[data-testid="market"] > .market__line', { has: page.locator('.market__title', { hasText: new RegExp(`^${t('marketTypes.asian-handicap')} .* · ${t(`marketTimes.${time}`)}$`) }) });
  await expect(handicap('REGULATION')).toHaveCount(1);
  await expect(handicap('SHOOTOUT')).toHaveCount(1);
  await expect(fullTime.locator('.market__title', { hasText: `${t('marketTypes.winner')} · ${t('marketTimes.SHOOTOUT')}` })).toHaveCount(1);
  await expect(fullTime.locator('.market__title', { hasText: `${t('marketTypes.1x2')} · ${t('marketTimes.REGULATION')}` })).toHaveCount(1);

  await pickOdd(page, handicap('SHOOTOUT').locator('[data-testid="odd"]:enabled').first());
  const leg = page.getByTestId('betslip').getByTestId('betslip-selection');
  await expect(leg).toHaveCount(1);
  await expect(leg).toContainText(t('marketTimes.SHOOTOUT'));
});
