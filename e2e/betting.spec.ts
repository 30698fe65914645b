import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { endDelay, inject, pickMatchPrice, scriptedMatch, type ScriptedSport } from './sportsbook-support';
import { text } from './support';

// One player's bets, step by step on one page: the slip, the live delay, settlement and cash-out.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const player = journeyPlayer('bettor');
const t = (path: string, vars: Record<string, string> = {}) => text('en-US', 'betslip', path).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const common = (path: string) => text('en-US', 'common', path);

let context: BrowserContext;
let page: Page;

const slip = () => page.getByTestId('betslip');
const balance = () => page.getByTestId('user-balance');
const euros = async () => Number((await balance().textContent())!.replace(/[^\d.]/g, ''));

/** Three sports for the live slips: a combo needs matches of its own, and any sport will do. */
const LIVE_SPORTS = ['basketball', 'soccer', 'ice-hockey'] as const;

/** Live matches of the journey's own (scripted: nothing moves them but the journey). Their ids. */
const liveMatches = (sports: readonly ScriptedSport[]) => Promise.all(sports.map((sport) => scriptedMatch(sport, { live: true, clockSeconds: 15 * 60 })));

/** The matches the slip holds a selection of (it keeps them in the browser across pages). */
const slipMatches = (): Promise<string[]> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('oddsgate.betslip') ?? '[]') as { matchId: string }[]).map((entry) => atob(entry.matchId).split(':')[1]!));

/** Picks one open full-time price of the match into the slip (sportsbook-support.ts pickMatchPrice). */
async function pick(matchId: number) {
  await pickMatchPrice(page, matchId);
  expect(await slipMatches()).toContain(String(matchId));
}

/** One selection of each match on the slip. */
async function fill(matchIds: readonly number[]) {
  for (const id of matchIds) await pick(id);
  await expect(slip().getByTestId('betslip-selection')).toHaveCount(matchIds.length);
  expect((await slipMatches()).sort()).toEqual(matchIds.map(String).sort());
}

/** The bet type: the slip remembers the last one chosen. */
async function betType(name: 'single' | 'combo' | 'system') {
  await slip().getByRole('tab', { name: t(`tabs.${name}`), exact: true }).click();
}

/** The live odds-change tolerance's choice (shown under ACCEPT_BETTER when signed in). */
const tolerance = () => slip().getByLabel(t('policy.tolerance'), { exact: true });

async function setPolicy(policy: 'DECLINE_ANY' | 'ACCEPT_BETTER' | 'ACCEPT_ANY') {
  await slip().getByLabel(t('policy.label'), { exact: true }).selectOption(policy);
}

/** Places what the slip holds; the receipt's (first) ticket. */
async function place(): Promise<Locator> {
  await slip().getByRole('button', { name: t('place.button'), exact: true }).click();
  const ticket = page.getByTestId('bet-receipt').getByRole('article').first();
  await expect(ticket).toBeVisible();
  return ticket;
}

/**
 * Prepares the slip and places it live: the ticket waits its live delay (it shows DELAYED, and the test
 * stack's delay is long enough for any machine to see it), the journey does what it must meanwhile, then
 * ends the delay (test controls) and the book judges the ticket against the feed as it stands.
 */
async function placeLive(prepare: () => Promise<void>, whileDelayed: () => Promise<void> = async () => {}): Promise<Locator> {
  await prepare();
  const ticket = await place();
  await expect(ticket).toHaveAttribute('data-status', 'DELAYED');
  await whileDelayed();
  await endDelay((await ticket.getAttribute('data-ticket-id'))!);
  await expect(ticket).not.toHaveAttribute('data-status', 'DELAYED');
  return ticket;
}

async function closeReceipt() {
  await page.getByTestId('bet-receipt').getByRole('button', { name: t('placed.done') }).click();
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await fundedPlayerPage(browser, player, '200.00'));
});

test.afterAll(async () => {
  await context?.close();
});

test('a combo and a system bet on live odds: each waits the live delay, then is accepted, and the stake leaves the balance', async () => {
  const matches = await liveMatches(LIVE_SPORTS);
  const combo = await placeLive(async () => {
    await fill(matches);
    await setPolicy('ACCEPT_ANY');
    await betType('combo');
    await slip().getByLabel(t('stake.label'), { exact: true }).fill('2');
  });
  await expect(combo).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(balance()).toHaveText('€198.00');
  await closeReceipt();

  // A placement empties the slip: the same three again, as a system.
  const system = await placeLive(async () => {
    await fill(matches);
    await betType('system');
    // 2 of 3: three doubles at 1.00 each.
    await slip().getByLabel(t('stake.perLine', { system: '2/3' }), { exact: true }).fill('1');
  });
  await expect(system).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(balance()).toHaveText('€195.00');
  await closeReceipt();
  for (const id of matches) expect(await inject(id, 'end')).toBe(true);
});

test('odds moved by the trader during the live delay: each odds-change policy does what it says', async () => {
  const cases = [
    { policy: 'DECLINE_ANY', move: 'odds-up', status: 'DECLINED' },
    { policy: 'ACCEPT_BETTER', move: 'odds-down', status: 'DECLINED' },
    { policy: 'ACCEPT_BETTER', move: 'odds-up', status: 'ACCEPTED' },
    { policy: 'ACCEPT_ANY', move: 'odds-down', status: 'ACCEPTED' },
  ] as const;
  for (const { policy, move, status } of cases) {
    const before = await euros();
    // A match of the case's own, at the model's prices.
    const [matchId] = await liveMatches(['soccer']);
    const ticket = await placeLive(
      async () => {
        await fill([matchId!]);
        await betType('single');
        await setPolicy(policy);
        await slip().getByLabel(t('stake.label'), { exact: true }).fill('1');
      },
      // The trader moves the prices while the bet waits its live delay.
      async () => expect(await inject(matchId!, move), `${move} on a live match`).toBe(true),
    );
    await expect(ticket, `${policy} after ${move}`).toHaveAttribute('data-status', status);
    if (status === 'DECLINED') {
      await expect(ticket).toContainText(text('en-US', 'betting', 'declined.ODDS_CHANGED'));
      // A declined bet gives the stake back. (Earlier tickets may settle meanwhile and only ever add.)
      await expect.poll(euros).toBeGreaterThanOrEqual(before - 0.001);
    }
    await closeReceipt();
    expect(await inject(matchId!, 'end')).toBe(true);
  }
});

test('a live odds-change tolerance: a one-tick drift during the live delay is taken, a bigger drop still declined', async () => {
  const cases = [
    { move: 'odds-drift', status: 'ACCEPTED' },
    { move: 'odds-down', status: 'DECLINED' },
  ] as const;
  for (const { move, status } of cases) {
    const [matchId] = await liveMatches(['soccer']);
    const ticket = await placeLive(
      async () => {
        await fill([matchId!]);
        await betType('single');
        await setPolicy('ACCEPT_BETTER');
        await tolerance().selectOption('3');
        // Saved with the account: the slip read again shows it.
        await page.reload();
        await expect(tolerance()).toHaveValue('3');
        await slip().getByLabel(t('stake.label'), { exact: true }).fill('1');
      },
      async () => expect(await inject(matchId!, move), `${move} on a live match`).toBe(true),
    );
    await expect(ticket, `tolerance 3 % after ${move}`).toHaveAttribute('data-status', status);
    await closeReceipt();
    expect(await inject(matchId!, 'end')).toBe(true);
  }
});

test('a ticket settles on screen when its match ends', async () => {
  const [matchId] = await liveMatches(['soccer']);
  const ticket = await placeLive(async () => {
    await fill([matchId!]);
    await betType('single');
    await setPolicy('ACCEPT_ANY');
    await slip().getByLabel(t('stake.label'), { exact: true }).fill('3');
  });
  await expect(ticket).toHaveAttribute('data-status', 'ACCEPTED');
  const id = await ticket.getAttribute('data-ticket-id');
  await closeReceipt();

  await page.getByRole('button', { name: common('sidebar.toggle') }).click();
  const sidebar = page.locator('#right-sidebar');
  await sidebar.getByRole('tab', { name: common('sidebar.tabs.pending'), exact: true }).click();
  const pending = sidebar.locator(`[data-ticket-id="${id}"]`);
  await expect(pending).toBeVisible();
  await expect(pending).not.toHaveAttribute('data-outcome', /.+/);

  expect(await inject(matchId!, 'end')).toBe(true);
  await expect(pending).toHaveAttribute('data-outcome', /^(WON|LOST|REFUNDED)$/, { timeout: 20_000 });
  await sidebar.getByRole('button', { name: common('sidebar.close') }).click();
});

test('a cash-out is accepted and the balance moves by its amount', async () => {
  // Hours before its start: its prices stand still, and a pre-match bet has no live delay.
  await fill([await scriptedMatch('soccer', { live: false })]);
  await betType('single');
  await slip().getByLabel(t('stake.label'), { exact: true }).fill('5');
  const ticket = await place();
  await expect(ticket).toHaveAttribute('data-status', 'ACCEPTED');
  const id = await ticket.getAttribute('data-ticket-id');
  await closeReceipt();
  const before = await euros();

  await page.getByRole('button', { name: common('sidebar.toggle') }).click();
  const sidebar = page.locator('#right-sidebar');
  await sidebar.getByRole('tab', { name: common('sidebar.tabs.myBets'), exact: true }).click();
  const open = sidebar.getByTestId('my-bets').locator(`[data-ticket-id="${id}"]`);
  const button = open.getByRole('button', { name: /^Cash out €\d+\.\d{2}$/ });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const amount = Number((await button.textContent())!.replace(/[^\d.]/g, ''));
  expect(amount).toBeGreaterThan(0);
  await button.click();

  await expect(sidebar.getByTestId('successful-cashouts').locator(`[data-ticket-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
  // Earlier tickets may settle meanwhile, and settling only ever adds: the balance rose by at least the cash-out.
  await expect.poll(euros).toBeGreaterThanOrEqual(before + amount - 0.001);
});

test('a Yankee on four matches: one ticket of 11 lines from the system tab', async () => {
  // Pre-match: no live delay, so the ticket is accepted at once.
  const matches = await Promise.all([0, 1, 2, 3].map(() => scriptedMatch('soccer', { live: false })));
  await fill(matches);
  await betType('system');
  const covers = slip().getByTestId('full-covers');
  await expect(covers).toContainText(t('system.coverLines_other', { count: '11' }));
  await covers.getByLabel(t('stake.perLine', { system: t('system.cover.YANKEE') }), { exact: true }).fill('1');
  // 11 lines of €1.00: the slip's stake before it is placed, the ticket's after.
  await expect(slip().getByTestId('total-stake')).toHaveText('€11.00');
  const ticket = await place();
  await expect(ticket).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(ticket.getByRole('heading', { name: /^Yankee #\d+$/ })).toBeVisible();
  await expect(ticket).toContainText('€11.00');
  await closeReceipt();
});
