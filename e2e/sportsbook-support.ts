/**
 * What the sportsbook journeys share: the platform's live matches (to pick one the test can steer), the
 * operator's feed injection, Relay global ids, and a tally of the graphql-ws operations a page keeps open.
 */
import type { Page, WebSocket } from '@playwright/test';
import { PLATFORM_URL } from './support';

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'oddsgate-admin';

export interface PlatformLiveMatch {
  ID: number;
  Name: string;
  SportKey: string;
  LiveInfo: { Status: string; ClockSeconds: number; Period: number; HomeScore: number; AwayScore: number; BetStop: boolean };
}

export async function liveMatches(sportKey?: string): Promise<PlatformLiveMatch[]> {
  const response = await fetch(`${PLATFORM_URL}/api/sportsbook/matches/live?limit=200`);
  if (!response.ok) throw new Error(`live matches: ${response.status}`);
  const { Matches } = (await response.json()) as { Matches: PlatformLiveMatch[] };
  return Matches.filter((match) => match.LiveInfo.Status === 'live' && (!sportKey || match.SportKey === sportKey));
}

/** A sport's platform id by its key. */
export async function sportId(key: string): Promise<number> {
  const { Sports } = (await (await fetch(`${PLATFORM_URL}/api/sportsbook/sports`)).json()) as { Sports: { ID: number; Key: string }[] };
  const sport = Sports.find((each) => each.Key === key);
  if (!sport) throw new Error(`no sport ${key}`);
  return sport.ID;
}

export type FeedEvent = 'score-home' | 'score-away' | 'bet-stop-on' | 'bet-stop-off' | 'end' | 'odds-up' | 'odds-down' | 'price-reset';

/** The operator endpoint that forces a feed event on a live match; true when the feed applied it. */
export async function inject(matchId: number, event: FeedEvent): Promise<boolean> {
  const response = await fetch(`${PLATFORM_URL}/api/admin/feed/inject`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ MatchId: matchId, Event: event }),
  });
  if (!response.ok) throw new Error(`inject ${event} on ${matchId}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { Applied: boolean }).Applied;
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
