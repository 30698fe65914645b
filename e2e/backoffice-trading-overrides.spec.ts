/**
 * Issue 19, price and margin overrides: a trader overrides a price of a scripted match on the controls
 * page; the player's open match page shows it at once (no reload), the player bets at it and the receipt
 * shows it; the trader then sets the market's margin, and the player's page shows the re-priced market;
 * released, the feed's price is back.
 */
import { expect, test } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { globalId, pickOdd, scriptedMatch } from './sportsbook-support';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

/** A controls-page text, its {{placeholders}} filled. */
const controls = (path: string, values: Record<string, string> = {}) => text('en-US', 'backoffice-trading-controls', path).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const slipText = (path: string) => text('en-US', 'betslip', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

test('a trader overrides a price, then a margin: the player’s open page follows, the bet is taken at the trader’s price, release returns the feed’s', async ({ browser }) => {
  test.setTimeout(150_000);
  const matchId = await scriptedMatch('soccer', { live: false });

  // The player has the match open.
  const { page: player } = await fundedPlayerPage(browser, journeyPlayer('override'), '50.00');
  await player.goto(`/en-US/match/${matchId}`);
  const fullTime = player.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true });
  const odd = fullTime.locator('[data-testid="odd"][aria-pressed="false"]:enabled').first();
  await expect(odd).toBeVisible();
  const oddId = (await odd.getAttribute('data-odd-id'))!;
  const feedPrice = Number(await odd.getAttribute('data-price'));
  const priced = player.locator(`[data-testid="odd"][data-odd-id="${oddId}"]`).first();

  // The trader opens the match's controls and overrides that price, fixed, with a reason.
  const { page: trader } = await signInStaff(browser, await testStaff('trader', ['trader']));
  await trader.goto(`/backoffice/en-US/trading-controls/matches/${encodeURIComponent(globalId('Match', matchId))}`);
  const market = trader.locator(`[data-testid="trading-market"][data-odds~="${oddId}"]`);
  const key = (await market.getAttribute('data-market'))!;
  const override = trader.locator(`[data-testid="trading-market-override"][data-market="${key}"]`);
  await expect(override.getByTestId('market-override')).toHaveText(controls('override.feed'));
  await trader.getByLabel(controls('reason'), { exact: true }).fill('Sharp money on the home side');
  await override.getByLabel(controls('override.modeOf', { market: key }), { exact: true }).selectOption('fixed');
  await override.locator(`[id="override-price-${oddId}"]`).fill('7.77');
  await override.getByRole('button', { name: controls('override.setPrices'), exact: true }).click();
  await expect(override.getByTestId('market-override')).toContainText('Prices overridden');

  // The player's page shows it without a reload; the bet is placed at it and the receipt shows it.
  await expect(priced).toHaveAttribute('data-price', '7.77');
  await pickOdd(player, priced);
  const slip = player.getByTestId('betslip');
  await slip.getByLabel(slipText('stake.label'), { exact: true }).first().fill('5');
  await slip.getByRole('button', { name: slipText('place.button'), exact: true }).click();
  const ticket = player.getByTestId('bet-receipt').getByRole('article').first();
  await expect(ticket).toContainText('7.77');

  // The trader sets the market's margin at 25 % (more than the feed's): every price of the market shortens.
  await override.getByLabel(controls('override.marginOf', { market: key }), { exact: true }).fill('25');
  await override.getByRole('button', { name: controls('override.setMargin'), exact: true }).click();
  await expect(override.getByTestId('market-override')).toContainText('Margin 25.00 %');
  await expect(priced).not.toHaveAttribute('data-price', '7.77');
  expect(Number(await priced.getAttribute('data-price'))).toBeLessThan(feedPrice);

  // A bad margin is refused in words, and changes nothing.
  await override.getByLabel(controls('override.marginOf', { market: key }), { exact: true }).fill('40');
  await override.getByRole('button', { name: controls('override.setMargin'), exact: true }).click();
  await expect(trader.getByRole('alert')).toContainText(controls('errors.marginInvalid'));
  await expect(override.getByTestId('market-override')).toContainText('Margin 25.00 %');

  // Released: the feed's price is back on the player's page.
  await override.getByRole('button', { name: controls('override.release'), exact: true }).click();
  await expect(override.getByTestId('market-override')).toHaveText(controls('override.feed'));
  await expect(priced).toHaveAttribute('data-price', String(feedPrice));
});
