import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction';
import { EVENT_CATALOGUE, validEvent } from '../../platform/events/catalogue';
import { startPlatform } from '../helpers/platform';

let platform: Awaited<ReturnType<typeof startPlatform>>;

beforeAll(async () => {
  // The demo data places bets, pays deposits and sends messages: its outbox is events written in practice.
  platform = await startPlatform({ seedDemoData: true });
});

afterAll(async () => {
  await platform.close();
});

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
  );
const matches = (texts: string[], pattern: RegExp) => new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!)));

/** Topics no gateway code subscribes to, and why they are published all the same. */
const KEPT_WITHOUT_SUBSCRIBER: Record<string, string> = {
  'account.login_failed': 'seed 000 §4 tracks Login_Fail (tests/platform/account.test.ts)',
  'message.received': 'names the new message for tracking consumers (tests/platform/messages.test.ts)',
};

const lastId = async () => (await platform.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0n;
const releases = async () => (await platform.db.selectFrom('app_release').select('hash').execute()).map((row) => row.hash);
/** A release written with a valid event, then the event under test, in one transaction. */
const write = (event: { topic: string; payload: unknown }) =>
  inTransaction(platform.db, async ({ trx, emit }) => {
    await trx.insertInto('app_release').values({ hash: 'never-committed' }).execute();
    emit({ topic: 'release.published', payload: { hash: 'never-committed' } });
    emit(event as never);
  });

describe('the event catalogue', () => {
  const catalogued = Object.keys(EVENT_CATALOGUE).sort();

  it('names every topic the platform writes, and every topic it names is written and consumed', () => {
    const written = matches(sources('platform'), /topic: '([\w.]+)'/g);
    expect([...written].sort()).toEqual(catalogued);
    // A subscription names its topic; the feed's topics are split into per-match ones (gateway/sportsbook-events.ts).
    const subscribed = matches(sources('gateway'), /(?:subscribe\(|topic === )'([\w.]+)'/g);
    expect(catalogued.filter((topic) => !subscribed.has(topic)).sort()).toEqual(Object.keys(KEPT_WITHOUT_SUBSCRIBER).sort());
  });

  it('refuses a malformed payload and an unknown topic, and the transaction that wrote them rolls back', async () => {
    const before = { id: await lastId(), releases: await releases() };
    // Minor units where the contract says a decimal string, PascalCase where it says camelCase, a key too many.
    await expect(write({ topic: 'balance.changed', payload: { userId: '1', account: 'cash', currency: 'EUR', balance: 5000 } })).rejects.toThrow(/balance\.changed payload breaks its schema/);
    await expect(write({ topic: 'ticket.changed', payload: { UserId: '1', TicketId: '2', Status: 1 } })).rejects.toThrow(/ticket\.changed/);
    await expect(write({ topic: 'release.published', payload: { hash: 'x', extra: true } })).rejects.toThrow(/release\.published/);
    await expect(write({ topic: 'bonus.changed', payload: { userId: '1' } })).rejects.toThrow(/not a catalogued topic/);
    expect(await lastId()).toBe(before.id);
    expect(await releases()).toEqual(before.releases);
  });

  it('accepts every event the platform wrote in practice', async () => {
    const rows = await platform.db.selectFrom('outbox_events').select(['topic', 'payload']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(validEvent(row).payload).toEqual(row.payload);
  });
});
