/**
 * What the sportsbook journeys share: scripted matches and the operator's feed events that move them (the
 * test stack's test controls), Relay global ids, and a tally of the graphql-ws operations a page keeps open.
 */
import { expect, type Locator, type Page, type WebSocket } from '@playwright/test';
import { PLATFORM_URL, text } from './support';

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'oddsgate-admin';

/** A sport's platform id by its key. */
export async function sportId(key: string): Promise<number> {
  const { Sports } = (await (await fetch(`${PLATFORM_URL}/api/sportsbook/sports`)).json()) as { Sports: { ID: number; Key: string }[] };
  const sport = Sports.find((each) => each.Key === key);
  if (!sport) throw new Error(`no sport ${key}`);
  return sport.ID;
}

export type FeedEvent = 'score-home' | 'score-away' | 'bet-stop-on' | 'bet-stop-off' | 'end' | 'odds-up' | 'odds-down' | 'odds-drift' | 'price-reset' | 'kick-off';

async function admin<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(body)}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The operator endpoint that forces a feed event on a live match; true when the feed applied it. */
export const inject = async (matchId: number, event: FeedEvent): Promise<boolean> =>
  (await admin<{ Applied: boolean }>('/api/admin/feed/inject', { MatchId: matchId, Event: event })).Applied;

/** A scripted match's clock runs on by `seconds` of play (nothing else happens meanwhile). */
export const runClock = async (matchId: number, seconds: number): Promise<boolean> =>
  (await admin<{ Applied: boolean }>('/api/admin/feed/inject', { MatchId: matchId, Event: 'clock', Seconds: seconds })).Applied;

export type ScriptedSport = 'soccer' | 'basketball' | 'tennis' | 'baseball' | 'ice-hockey' | 'counter-strike' | 'dota-2';

/**
 * A match of the journey's own (the test stack's scripted feed): live or hours before its start, streamed or
 * not, priced from equal strengths. Nothing moves it but the journey's inject calls. Its platform id.
 */
export async function scriptedMatch(sport: ScriptedSport, options: { live: boolean; streamed?: boolean; clockSeconds?: number }): Promise<number> {
  const body = { Sport: sport, Live: options.live, Streamed: options.streamed ?? false, ...(options.clockSeconds === undefined ? {} : { ClockSeconds: options.clockSeconds }) };
  return (await admin<{ MatchId: number }>('/api/admin/feed/scripted', body)).MatchId;
}

/** Ends a delayed ticket's live delay now (test controls): the book judges it against the feed as it stands. */
export async function endDelay(ticketId: string): Promise<void> {
  const { Judged } = await admin<{ Judged: boolean }>(`/api/admin/betting/tickets/${ticketId}/end-delay`, {});
  if (!Judged) throw new Error(`ticket ${ticketId} was not waiting its live delay`);
}

/**
 * Picks an odd into the slip and waits for the book's check of it (seed 002 §4): a page left while the
 * check is on its way gets no answer, and a pick with no answer comes off the slip again.
 */
export async function pickOdd(page: Page, odd: Locator): Promise<void> {
  const checked = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('verifySelectionQuery'));
  await odd.click();
  await checked;
}

/**
 * On the match's page, picks one open full-time price into the slip: one between 1.40 and 6.00 if there
 * is one (a trader's move of a fifth of the winnings shows on it; 1.01 stays 1.01). Pinned by its id:
 * once picked it is no longer an unpicked price.
 */
export async function pickMatchPrice(page: Page, matchId: number): Promise<void> {
  await page.goto(`/en-US/match/${matchId}`);
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: text('en-US', 'sportsbook', 'periods.MATCH'), exact: true });
  const open = fullTime.locator('[data-testid="odd"][aria-pressed="false"]:enabled');
  await expect(open.first()).toBeVisible();
  const id = await open.evaluateAll((buttons) => {
    const mid = buttons.find((button) => Number(button.getAttribute('data-price')) >= 1.4 && Number(button.getAttribute('data-price')) <= 6);
    return (mid ?? buttons[0])?.getAttribute('data-odd-id');
  });
  await pickOdd(page, page.locator(`[data-testid="match-page"] [data-odd-id="${id}"]`).first());
}

/** The gateway's Relay global id (Pothos: base64 of "Type:id"). */
export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

interface Operation {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * Follows every graphql-ws socket of a page: a `subscribe` the page sends opens an operation, a
 * `complete` either side sends (or an `error`, or the socket closing) ends it.
 */
export function watchSubscriptions(page: Page) {
  const open = new Map<string, Operation>();
  const subscribed: string[] = [];
  const completed: string[] = [];
  let sockets = 0;
  const track = (socket: WebSocket) => {
    sockets += 1;
    const key = (id: string) => `${sockets}:${id}`;
    const socketKeys = new Set<string>();
    const end = (id: string) => {
      const operation = open.get(key(id));
      if (!operation) return;
      open.delete(key(id));
      completed.push(operation.name);
    };
    socket.on('framesent', ({ payload }) => {
      const message = parse(payload);
      if (message?.type === 'subscribe') {
        const name = String((message.payload as { operationName?: string }).operationName ?? '?');
        open.set(key(String(message.id)), { name, variables: ((message.payload as { variables?: Record<string, unknown> }).variables ?? {}) });
        socketKeys.add(key(String(message.id)));
        subscribed.push(name);
      } else if (message?.type === 'complete') end(String(message.id));
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parse(payload);
      if (message?.type === 'complete' || message?.type === 'error') end(String(message.id));
    });
    socket.on('close', () => {
      for (const each of socketKeys) {
        const operation = open.get(each);
        if (!operation) continue;
        open.delete(each);
        completed.push(operation.name);
      }
    });
  };
  page.on('websocket', track);
  return {
    /** Open operations by name (how many of each). */
    openCounts(): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const { name } of open.values()) counts[name] = (counts[name] ?? 0) + 1;
      return counts;
    },
    openOperations: () => [...open.values()],
    subscribedCount: (name: string) => subscribed.filter((each) => each === name).length,
    completedCount: (name: string) => completed.filter((each) => each === name).length,
  };
}

function parse(payload: string | Buffer): { type?: string; id?: string; payload?: unknown } | null {
  try {
    return JSON.parse(String(payload)) as { type?: string; id?: string; payload?: unknown };
  } catch {
    return null;
  }
}
