import { expect, test } from '@playwright/test';
import { scriptedMatch } from './sportsbook-support';
import { text } from './support';

// Issue 24: the player area on a laptop screen, with the bet slip column open beside the page.
test.use({ viewport: { width: 1366, height: 768 } });

test('with the bet slip open at 1366px the match list still names its teams: no name cut down to a few letters', async ({ page }) => {
  await scriptedMatch('soccer', { live: false });
  for (const path of ['/en-US/prematch', '/en-US/sport/soccer']) {
    await page.goto(path);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    // The header's sidebar button adds the sidebar's column beside the page's own.
    await page.getByRole('button', { name: text('en-US', 'common', 'sidebar.toggle') }).click();
    await expect(page.locator('#right-sidebar')).toBeVisible();
    const narrow = await page.locator('.match-row__teams span').evaluateAll((names) =>
      names.filter((name) => name.getBoundingClientRect().width < 120 && name.scrollWidth > name.clientWidth).map((name) => `${name.textContent} ${Math.round(name.getBoundingClientRect().width)}px`),
    );
    expect(narrow, path).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(1366);
  }
});
