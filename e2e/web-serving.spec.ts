import { expect, test, type Page, type Response } from '@playwright/test';
import { fundPlayer, fillLogin, journeyPlayer, registerVerifiedPlayer } from './players';
import { slotToFind } from './slots';
import { scriptedMatch } from './sportsbook-support';

/**
 * Issue 24: every page of the site carries a nonce-based Content-Security-Policy, and the site works under
 * it: a page, a chunk, a worker, a frame or a socket the policy refuses would show here as a violation.
 */
test.describe.configure({ timeout: 180_000 });

/** What the browser refused, in the page and in its frames (the game's, the stream's). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.context().exposeBinding('reportCspViolation', (_source, line: string) => void violations.push(line));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation(`${location.pathname}: ${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The page's answer: the app, with a policy that trusts its own nonce'd scripts only. */
function expectNoncePolicy(response: Response | null) {
  expect(response?.status()).toBe(200);
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
}

test('home, a sport, a live streamed match, casino, sign-in and a game page load under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  // A player of each run's own (a repeated run must not register the same one again).
  const player = journeyPlayer('csp');
  const matchId = await scriptedMatch('soccer', { live: true, streamed: true });
  const { game } = await slotToFind();
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '20.00');

  expectNoncePolicy(await page.goto('/en-US/home'));
  await expect(page.getByTestId('home-page')).toBeVisible();

  expectNoncePolicy(await page.goto('/en-US/sport/soccer'));
  await expect(page.getByTestId('match-row').first()).toBeVisible();

  expectNoncePolicy(await page.goto(`/en-US/match/${matchId}`));
  await expect(page.getByTestId('match-page')).toBeVisible();
  await expect(page.getByTestId('match-page').locator('[data-testid="odd"]').first()).toBeVisible();

  expectNoncePolicy(await page.goto('/en-US/casino/all'));
  await expect(page.getByTestId('game-card').first()).toBeVisible();

  expectNoncePolicy(await page.goto('/en-US/login'));
  await fillLogin(page, player);
  // The sign-in solves a proof of work in a worker (worker-src): on a machine this busy it can take a while.
  await expect(page.getByTestId('user-balance')).toHaveText('€20.00', { timeout: 60_000 });

  // The game page frames the platform's game page (/games/…), which the policy's frame-src allows.
  expectNoncePolicy(await page.goto(`/en-US/casino/game/${game.Id}?mode=demo`));
  const frame = page.frameLocator('[data-testid="game-frame"]').first();
  await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'DEMO');
  await expect(frame.getByTestId('game-play')).toBeEnabled();

  expect(violations).toEqual([]);
});

test('each answer has a nonce of its own, the one its scripts carry', async ({ request }) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const response = await request.get('/en-US/home');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      const html = await response.text();
      expect(nonce).toBeTruthy();
      expect(html).toContain(`<script type="module" crossorigin src="/assets/`);
      expect(html.match(/<script [^>]*>/g)!.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
      return nonce;
    }),
  );
  expect(nonces[0]).not.toBe(nonces[1]);
});
