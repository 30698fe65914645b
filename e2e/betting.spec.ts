import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { fundPlayer, journeyPlayer, registerVerifiedPlayer, signInPage } from './players';
import { inject, liveMatches, type PlatformLiveMatch } from './sportsbook-support';
import { PLATFORM_URL, text } from './support';

// One player's bets, step by step on one page: the slip, the live delay, settlement and cash-out.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const player = journeyPlayer('bettor');
const t = (path: string, vars: Record<string, string> = {}) => text('en-US', 'betslip', path).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const common = (path: string) => text('en-US', 'common', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

let context: BrowserContext;
let page: Page;

const slip = () => page.getByTestId('betslip');
const balance = () => page.getByTestId('user-balance');
const euros = async () => Number((await balance().textContent())!.replace(/[^\d.]/g, ''));

/** Live matches of these sports, in the order the sports are given, least played first (they stay live longest). */
async function liveCandidates(sports: readonly string[]): Promise<PlatformLiveMatch[]> {
  const live = (await liveMatches()).filter((m) => sports.includes(m.SportKey) && !m.LiveInfo.BetStop);
  return live.sort(
    (a, b) =>
      sports.indexOf(a.SportKey) - sports.indexOf(b.SportKey) || a.LiveInfo.Period - b.LiveInfo.Period || a.LiveInfo.ClockSeconds - b.LiveInfo.ClockSeconds,
  );
}

/** Sports whose scores rarely suspend betting: points and rounds come too often to. */
// Then the others, for when those are all in a break: a suspension during the delay is retried.
const STEADY_SPORTS = ['basketball', 'counter-strike', 'dota-2', 'soccer', 'ice-hockey', 'tennis', 'baseball'];

async function prematchMatch(): Promise<number> {
  const response = await fetch(`${PLATFORM_URL}/api/sportsbook/matches/prematch?limit=50`);
  const { Matches } = (await response.json()) as { Matches: { ID: number; DateOfMatch: string }[] };
  // Hours away: it will not start (and its prices will not move) while the journey runs.
  const later = Matches.filter((m) => Date.parse(m.DateOfMatch) > Date.now() + 3 * 3_600_000);
  return later[0]!.ID;
}

/** The matches the slip holds a selection of (it keeps them in the browser across pages). */
const slipMatches = (): Promise<string[]> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('oddsgate.betslip') ?? '[]') as { matchId: string }[]).map((entry) => atob(entry.matchId).split(':')[1]!));

/** On the match's page, picks its first open price (of the full-time markets) into the slip. */
async function pick(matchId: number, timeout = 45_000) {
  await page.goto(`/en-US/match/${matchId}`);
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true });
  const open = fullTime.locator('[data-testid="odd"][aria-pressed="false"]:enabled');
  await expect(open.first()).toBeVisible({ timeout });
  // A price between 1.40 and 6.00 if there is one: a trader's move of a fifth of the winnings shows on it
  // (1.01 stays 1.01). Pinned by its id: once picked it is no longer an unpicked price.
  const id = await open.evaluateAll((buttons) => {
    const mid = buttons.find((button) => Number(button.getAttribute('data-price')) >= 1.4 && Number(button.getAttribute('data-price')) <= 6);
    return (mid ?? buttons[0])?.getAttribute('data-odd-id');
  });
  const odd = page.locator(`[data-testid="match-page"] [data-odd-id="${id}"]`).first();
  await odd.click();
  await expect.poll(slipMatches).toContain(String(matchId));
}

/**
 * One selection of each match on the slip. The book checks each pick as it lands and takes back one it
 * cannot offer right then (a goal suspends a match's markets for a few seconds): that match is picked again.
 */
async function fill(matchIds: readonly number[]) {
  await expect(async () => {
    for (const id of matchIds) if (!(await slipMatches()).includes(String(id))) await pick(id);
    await expect(slip().getByTestId('betslip-selection')).toHaveCount(matchIds.length, { timeout: 3_000 });
    expect((await slipMatches()).sort()).toEqual(matchIds.map(String).sort());
  }).toPass({ timeout: 90_000 });
}

/**
 * A selection of each of `count` live matches on the slip, the matches chosen as the feed stands: one whose
 * markets stay suspended (a break between periods) is passed over for another. The match ids.
 */
async function fillLive(count: number, sports: readonly string[] = STEADY_SPORTS): Promise<number[]> {
  await expect(async () => {
    for (const match of await liveCandidates(sports)) {
      const onSlip = await slipMatches();
      if (onSlip.length >= count) break;
      if (onSlip.includes(String(match.ID))) continue;
      await pick(match.ID, 6_000).catch(() => undefined);
    }
    await expect(slip().getByTestId('betslip-selection')).toHaveCount(count, { timeout: 3_000 });
    expect(await slipMatches()).toHaveLength(count);
  }).toPass({ timeout: 120_000 });
  return (await slipMatches()).map(Number);
}

/** The bet type: the slip remembers the last one chosen. */
async function betType(name: 'single' | 'combo' | 'system') {
  await slip().getByRole('tab', { name: t(`tabs.${name}`), exact: true }).click();
}

async function setPolicy(policy: 'DECLINE_ANY' | 'ACCEPT_BETTER' | 'ACCEPT_ANY') {
  await slip().getByLabel(t('policy.label'), { exact: true }).selectOption(policy);
}

/**
 * Places what the slip holds; the receipt's (first) ticket. Live prices move every second or so: moves
 * the policy leaves to the player are accepted first, and a placement the book refused because the price
 * moved on the way (ODDS_CHANGED, as the policy says) is placed again at the new price.
 */
async function place(): Promise<Locator> {
  const accept = slip().getByRole('button', { name: t('oddsChanged.accept') });
  const receipt = page.getByTestId('bet-receipt');
  const refused = slip().getByTestId('place-bet-error');
  await expect(async () => {
    if (await receipt.isVisible()) return;
    if (await accept.isVisible()) await accept.click({ timeout: 1_000 });
    await slip().getByRole('button', { name: t('place.button'), exact: true }).click({ timeout: 1_000 });
    await expect(receipt.or(refused).first()).toBeVisible({ timeout: 5_000 });
    await expect(receipt).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const ticket = receipt.getByRole('article').first();
  await expect(ticket).toBeVisible();
  return ticket;
}

const SUSPENDED_REASON = text('en-US', 'betting', 'declined.SUSPENDED');

/**
 * Prepares the slip, places it and waits out the live delay (the ticket shows DELAYED first). A market
 * suspended during the delay declines any bet; then the slip is prepared and placed again.
 */
const NOTHING = async () => {};

async function placeLive(prepare: () => Promise<void>, whileDelayed: () => Promise<void> = NOTHING): Promise<Locator> {
  for (let attempt = 1; ; attempt++) {
    await prepare();
    let ticket: Locator;
    try {
      ticket = await place();
    } catch (error) {
      // A selection suspended before it could be placed (a goal, a break): start again from an empty slip.
      if (attempt === 3) throw error;
      await slip().getByRole('button', { name: text('en-US', 'sportsbook', 'betslip.clear'), exact: true }).click();
      continue;
    }
    // Placed live, the ticket waits the delay; on a busy machine the receipt may show it judged already.
    // A journey that must act during the delay tries again then.
    const waited = await expect(ticket).toHaveAttribute('data-status', 'DELAYED', { timeout: 2_000 }).then(() => true, () => false);
    if (!waited && whileDelayed !== NOTHING && attempt < 3) {
      await closeReceipt();
      continue;
    }
    if (waited) await whileDelayed();
    await expect(ticket).not.toHaveAttribute('data-status', 'DELAYED', { timeout: 15_000 });
    const suspended = (await ticket.getAttribute('data-status')) === 'DECLINED' && (await ticket.textContent())!.includes(SUSPENDED_REASON);
    if (!suspended || attempt === 3) return ticket;
    await closeReceipt();
  }
}

async function closeReceipt() {
  await page.getByTestId('bet-receipt').getByRole('button', { name: t('placed.done') }).click();
}

test.beforeAll(async ({ browser }) => {
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '200.00');
  ({ context, page } = await signInPage(browser, player, '€200.00'));
});

test.afterAll(async () => {
  await context?.close();
});

test('a combo and a system bet on live odds: each waits the live delay, then is accepted, and the stake leaves the balance', async () => {
  // Two live placements, each may wait for matches open to bets.
  test.setTimeout(240_000);
  const combo = await placeLive(async () => {
    await fillLive(3);
    await setPolicy('ACCEPT_ANY');
    await betType('combo');
    await slip().getByLabel(t('stake.label'), { exact: true }).fill('2');
  });
  await expect(combo).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(balance()).toHaveText('€198.00');
  await closeReceipt();

  const system = await placeLive(async () => {
    await fillLive(3);
    await betType('system');
    // 2 of 3: three doubles at 1.00 each.
    await slip().getByLabel(t('stake.perLine', { system: '2/3' }), { exact: true }).fill('1');
  });
  await expect(system).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(balance()).toHaveText('€195.00');
  await closeReceipt();
});

test('odds moved by the trader during the live delay: each odds-change policy does what it says', async () => {
  // Four live placements, each may wait for a match open to bets.
  test.setTimeout(240_000);
  // Soccer's and hockey's full-time prices barely move in a few seconds of play, so the trader's move is
  // what the bet sees; basketball and esports when none of those is open (a quarter or a half-time
  // break suspends their markets for a while).
  let matchId = 0;
  const cases = [
    { policy: 'DECLINE_ANY', move: 'odds-up', status: 'DECLINED' },
    { policy: 'ACCEPT_BETTER', move: 'odds-down', status: 'DECLINED' },
    { policy: 'ACCEPT_BETTER', move: 'odds-up', status: 'ACCEPTED' },
    { policy: 'ACCEPT_ANY', move: 'odds-down', status: 'ACCEPTED' },
  ] as const;
  for (const { policy, move, status } of cases) {
    const before = await euros();
    const ticket = await placeLive(async () => {
      // Another try (a goal suspended the last one) starts from the model's prices again.
      if (matchId) expect(await inject(matchId, 'price-reset')).toBe(true);
      matchId = (await fillLive(1, ['soccer', 'ice-hockey', 'basketball', 'counter-strike']))[0]!;
      await betType('single');
      await setPolicy(policy);
      await slip().getByLabel(t('stake.label'), { exact: true }).fill('1');
      // The trader moves the prices while the bet waits its live delay (and puts them back after).
    }, async () => expect(await inject(matchId, move), `${move} on a live match`).toBe(true));
    expect(await inject(matchId, 'price-reset')).toBe(true);
    await expect(ticket, `${policy} after ${move}`).toHaveAttribute('data-status', status);
    // A declined bet gives the stake back. (Earlier tickets may settle meanwhile and only ever add.)
    if (status === 'DECLINED') await expect.poll(euros).toBeGreaterThanOrEqual(before - 0.001);
    await closeReceipt();
  }
});

test('a ticket settles on screen when its match ends', async () => {
  let matchId = 0;
  const ticket = await placeLive(async () => {
    matchId = (await fillLive(1))[0]!;
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

  expect(await inject(matchId, 'end')).toBe(true);
  await expect(pending).toHaveAttribute('data-outcome', /^(WON|LOST|REFUNDED)$/, { timeout: 20_000 });
  await sidebar.getByRole('button', { name: common('sidebar.close') }).click();
});

test('a cash-out is accepted and the balance moves by its amount', async () => {
  await fill([await prematchMatch()]);
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
