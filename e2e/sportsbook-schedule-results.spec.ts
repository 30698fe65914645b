import { expect, test } from '@playwright/test';
import { dayInZone, lastDays, shiftDay, startOfDayIso } from '../web/src/features/sportsbook/time';
import { text } from './support';

// A zone half an hour off UTC: a day that starts at midnight UTC would be visibly wrong.
const ZONE = 'Asia/Kolkata';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'timezone', value: ZONE, url: test.info().project.use.baseURL! }]);
});

test('the schedule shows the 7 days from today, each with its matches, a live-only toggle and the sports of the day', async ({ page }) => {
  const today = dayInZone(Date.now(), ZONE);
  const week = Array.from({ length: 7 }, (_, index) => shiftDay(today, index));
  await page.goto('/en-US/schedule');
  const calendar = page.locator('.calendar__day');
  await expect(calendar).toHaveCount(7);
  expect(await calendar.evaluateAll((days) => days.map((day) => day.getAttribute('data-day')))).toEqual(week);
  await expect(calendar.first()).toHaveAttribute('aria-current', 'date');
  await expect(page.getByTestId('schedule-entry').first()).toBeVisible();
  await expect(page.getByTestId('schedule-sport').first()).toBeVisible();

  // Another day of the week: its own matches, all upcoming.
  await calendar.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/en-US/schedule/${week[3]}$`));
  await expect(calendar.nth(3)).toHaveAttribute('aria-current', 'date');
  const entries = page.getByTestId('schedule-entry');
  await expect(entries.first()).toBeVisible();
  await expect(entries.first().locator('time')).toBeVisible();

  // A sport of that day narrows the list to it.
  const sport = page.getByTestId('schedule-sport').first();
  await sport.click();
  await expect(sport).toHaveAttribute('aria-pressed', 'true');
  await expect(entries.first()).toBeVisible();

  // Live only, today, every sport: every row is a live score.
  await calendar.first().click();
  await page.getByRole('button', { name: text('en-US', 'sportsbook', 'nav.allSports') }).click();
  await page.getByTestId('live-only').click();
  await expect(page.getByTestId('live-only')).toHaveAttribute('aria-checked', 'true');
  await expect(entries.first()).toBeVisible();
  await expect(entries.locator('time')).toHaveCount(0);
});

test('results: the last 7 days, asked for from the start of the local day, with a search', async ({ page }) => {
  const today = dayInZone(Date.now(), ZONE);
  const dates: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as { operationName?: string; variables?: { date?: string } } | null;
    if (request.url().endsWith('/graphql') && body?.operationName === 'ResultsPageQuery' && body.variables?.date) dates.push(body.variables.date);
  });

  await page.goto('/en-US/results');
  const calendar = page.locator('.calendar__day');
  await expect(calendar).toHaveCount(7);
  expect(await calendar.evaluateAll((days) => days.map((day) => day.getAttribute('data-day')))).toEqual(lastDays(today, 7));
  await expect.poll(() => dates).toContain(startOfDayIso(today, ZONE));
  expect(startOfDayIso(today, ZONE)).toMatch(/T18:30:00\.000Z$/);

  // The seeded days: the days before today have finished matches, with their scores.
  let found = false;
  for (const [index, day] of lastDays(today, 7).entries()) {
    if (index === 0) continue;
    await calendar.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/en-US/results/${day}$`));
    await expect.poll(() => dates).toContain(startOfDayIso(day, ZONE));
    await expect(calendar.nth(index)).toHaveAttribute('aria-current', 'date');
    await expect(page.getByTestId('results-tree').or(page.locator('.empty-state'))).toBeVisible();
    if ((await page.getByTestId('results-tournament').count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a day before today with results').toBe(true);

  const tournament = page.getByTestId('results-tournament').first();
  const name = (await tournament.locator('.results-tournament__head > span').first().textContent())!;
  await tournament.getByRole('button').click();
  await expect(tournament.getByTestId('result').first().locator('.result__score')).toHaveText(/\d+ : \d+|\w+/);
  const teamName = (await tournament.locator('.result__name').first().textContent())!.split(' – ')[0]!;

  // The search narrows the tree to what matches, in the chosen field.
  await page.getByTestId('results-search').fill(name);
  await expect(page.getByTestId('results-tournament').first()).toContainText(name);
  await page.getByTestId('results-search').fill('no such competition anywhere');
  await expect(page.getByTestId('results-tournament')).toHaveCount(0);

  // A team's name finds its match: the tournament opens on that team's results only.
  await page.getByTestId('results-search').fill('');
  await tournament.getByRole('button').first().click();
  await expect(tournament.getByTestId('result')).toHaveCount(0);
  await page.getByTestId('results-filter').selectOption('team');
  await page.getByTestId('results-search').fill(teamName);
  const teamTournament = page.getByTestId('results-tournament').filter({ hasText: name });
  await expect(teamTournament).toBeVisible();
  await expect(teamTournament.getByTestId('result').first()).toBeVisible();
  for (const row of await teamTournament.locator('.result__name').allTextContents()) expect(row).toContain(teamName);
});
