import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_URL, SERVER_RENDERING_URL, text, titleOf } from './support';
import { scriptedMatch } from './sportsbook-support';

/**
 * Issue 24: a visitor's public page comes rendered in its first byte, in the address's language, and the
 * browser takes it over as it is: no hydration error, the server's elements kept, and none of the page's
 * queries asked again (the server sent what they read).
 */
test.describe.configure({ timeout: 120_000 });
test.use({ baseURL: SERVER_RENDERING_URL });

interface MatchInfo {
  HomeTeamName: string;
  AwayTeamName: string;
  PreviewMarkets: { IsMain: boolean; Odds: { Price: number | null; IsSuspended: boolean }[] }[];
}

/** A match as the platform describes it: its teams and its main market's prices as the page prints them. */
async function matchInfo(id: number) {
  const { Matches } = (await (await fetch(`${PLATFORM_URL}/api/sportsbook/matches/infos?ids=${id}`)).json()) as { Matches: MatchInfo[] };
  const match = Matches[0]!;
  const main = match.PreviewMarkets.find((market) => market.IsMain)!;
  const prices = main.Odds.filter((odd) => odd.Price !== null && !odd.IsSuspended).map((odd) => odd.Price!.toFixed(2));
  return { home: match.HomeTeamName, away: match.AwayTeamName, prices };
}

/** The page's HTML as a crawler or a link preview gets it: no script runs. */
async function served(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-render"/.exec(html)?.[1] ?? '';

/**
 * Opens a page and watches its take-over: React's hydration errors, the GraphQL operations it sends, and
 * whether the element the server rendered is still the one on screen afterwards.
 */
async function takeOver(page: Page, path: string, ready: string) {
  const problems: string[] = [];
  const operations: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/hydrat|Minified React error|did not match|server rendered/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') operations.push((request.postDataJSON() as { operationName: string }).operationName);
  });
  // The server's element, taken when the document is parsed: before any script of the app runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { serverElement: Element | null }).serverElement = document.querySelector('#root .app');
    });
  });
  await page.goto(path);
  await expect(page.getByTestId(ready)).toBeVisible();
  // Taken over: the app's own head replaced the server's (features/shell/DocumentHead.tsx).
  await expect(page.locator('head [data-server-head]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const element = (window as unknown as { serverElement: Element | null }).serverElement;
    return element !== null && document.contains(element);
  });
  return { problems, operations, kept };
}

test('a sport list and a match page come rendered in the address’s language, with their matches and prices', async ({ page }) => {
  const matchId = await scriptedMatch('soccer', { live: false });
  const match = await matchInfo(matchId);

  const list = await served(page, '/sv-SE/sport/soccer');
  expect(list).toContain('<html lang="sv-SE"');
  expect(list).toContain(`<title data-server-head>${titleOf('sv-SE', 'sport')}</title>`);
  for (const lang of ['en-US', 'sv-SE', 'de-DE', 'it-IT']) expect(list).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]+/${lang}/sport/soccer"`));
  const rendered = root(list);
  expect(rendered).toContain(text('sv-SE', 'common', 'header.skipToContent'));
  expect(rendered).toMatch(/data-testid="match-row"[\s\S]*?<span>[^<]+<\/span><span>[^<]+<\/span>/);
  expect(rendered).toMatch(/data-testid="odd-price">\d+\.\d\d</);

  const matchPage = root(await served(page, `/de-DE/match/${matchId}`));
  expect(matchPage).toContain(match.home);
  expect(matchPage).toContain(match.away);
  for (const price of match.prices) expect(matchPage).toContain(`data-testid="odd-price">${price}<`);
});

test('the browser takes a server-rendered page over without a hydration error and without asking for its data again', async ({ page }) => {
  const matchId = await scriptedMatch('soccer', { live: false });
  const match = await takeOver(page, `/en-US/match/${matchId}`, 'match-page');
  expect(match.problems).toEqual([]);
  expect(match.kept).toBe(true);
  for (const operation of ['AppLayoutQuery', 'MatchPageQuery']) expect(match.operations).not.toContain(operation);

  const list = await takeOver(page, '/en-US/sport/soccer', 'prematch-page');
  expect(list.problems).toEqual([]);
  expect(list.kept).toBe(true);
  for (const operation of ['AppLayoutQuery', 'SportsNavQuery', 'PrematchPageQuery']) expect(list.operations).not.toContain(operation);

  // Taken over for real: the page acts on a click.
  await page.getByTestId('odd').first().click();
  await expect(page.getByTestId('odd').first()).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone too: home and a sport list are taken over as the server rendered them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [path, ready, queries] of [
    ['/sv-SE/home', 'home-page', ['AppLayoutQuery', 'HomePageQuery']],
    ['/sv-SE/sport/soccer', 'prematch-page', ['AppLayoutQuery', 'SportsNavQuery', 'PrematchPageQuery']],
  ] as const) {
    const shown = await takeOver(page, path, ready);
    expect(shown.problems, path).toEqual([]);
    expect(shown.kept, path).toBe(true);
    for (const operation of queries) expect(shown.operations, path).not.toContain(operation);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a match page shows its teams and prices', async ({ page }) => {
    const matchId = await scriptedMatch('soccer', { live: false });
    const { home, away, prices } = await matchInfo(matchId);
    await page.goto(`/en-US/match/${matchId}`);
    await expect(page.getByTestId('match-page')).toContainText(home);
    await expect(page.getByTestId('match-page')).toContainText(away);
    await expect(page.getByTestId('odd-price').filter({ hasText: prices[0]! }).first()).toBeVisible();
  });
});

test('a pick made while the browser is still taking the page over is not lost', async ({ page }) => {
  const matchId = await scriptedMatch('soccer', { live: false });
  // The take-over waits for the match page's code; the server's page is on screen meanwhile.
  let deliver!: () => void;
  const held = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(/\/assets\/MatchPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/en-US/match/${matchId}`);
  const odd = page.getByTestId('match-page').getByTestId('odd').first();
  await odd.click();
  await expect(page.locator('head [data-server-head]').first()).toBeAttached();
  deliver();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
});

/** Holds the app's entry module back until the returned function is called: the server's page is all there is. */
async function holdAppCode(page: Page): Promise<() => void> {
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.unroute(entry);
  let deliver!: () => void;
  const held = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  return deliver;
}

test('a field filled and a language chosen before the browser takes the page over are not lost', async ({ page }) => {
  let deliver = await holdAppCode(page);
  // The app's module would hold DOMContentLoaded back: the page is used as soon as it is drawn.
  await page.goto('/en-US/results', { waitUntil: 'commit' });
  await page.getByTestId('results-search').fill('zzqxw');
  deliver();
  // Taken over, and the search typed meanwhile is the page's: nothing matches it.
  await expect(page.locator('head [data-server-head]')).toHaveCount(0);
  await expect(page.getByText(text('en-US', 'sportsbook', 'results.noMatch'))).toBeVisible();
  await expect(page.getByTestId('results-search')).toHaveValue('zzqxw');

  deliver = await holdAppCode(page);
  await page.goto('/en-US/sport/soccer', { waitUntil: 'commit' });
  await page.getByTestId('language-switcher').selectOption('sv-SE');
  deliver();
  await expect(page).toHaveURL(/\/sv-SE\/sport\/soccer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
});

test('hostile addresses of rendered pages answer below 500 and reflect nothing as markup', async ({ page }) => {
  const hostile = ['<script>alert(1)</script>', '%00', '..%2F..%2Fetc%2Fpasswd', '"><img src=x onerror=alert(2)>', 'x'.repeat(4000), '%E0%A4%A', '1;DROP TABLE tickets'];
  for (const bad of hostile) {
    for (const path of [`/en-US/match/${encodeURIComponent(bad)}`, `/sv-SE/sport/${encodeURIComponent(bad)}`, `/de-DE/casino/${encodeURIComponent(bad)}`, `/en-US/schedule/${encodeURIComponent(bad)}`]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const html = await response.text();
      expect(html, path).not.toContain('<script>alert(1)');
      expect(html, path).not.toContain('<img src=x');
    }
  }
});
