/**
 * Issue 16 acceptance: the production topology (compose.yaml) as separate processes on loopback —
 * PostgreSQL, Redis, two API platforms, one worker, two production gateways — with players betting on
 * both gateways and subscribers on both, through three kill -9s: (a) a platform during bet load, (b) the
 * gateway that feeds the platform's events to every gateway, (c) the worker. After each, service
 * resumes within 15 s; at the end every answered placement has one ticket and one debit, no ticket
 * lacks its debit, the ledger audits clean, each mail went once, and no subscriber missed a ticket, a
 * balance or an odds moment it was owed.
 *
 * Runs once, in the PGlite pass (it starts its own PostgreSQL server), where PostgreSQL and Redis are
 * installed (.ci/run installs both).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../platform/account/mail';
import { loadPlatformConfig } from '../../platform/config';
import { openDatabase, type Database } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import { globalIdOf, rawIdOf } from '../../gateway/schema/ids';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { expectBalancedLedger } from '../helpers/ledger';
import { REDIS_SERVER } from '../helpers/servers';
import type { Json } from '../helpers/json';
import { checkSequence, momentKey } from './odds-sequence';
import { playerSocket, run } from './player';
import { startCluster, type Cluster, type ClusterProcess } from './topology';

const runnable = !process.env.TEST_DATABASE_URL && REDIS_SERVER !== undefined && existsSync('/usr/lib/postgresql');
const RESUME_MS = 15_000;
/** Which member of a GraphQL union an answer is. */
const typeOf = (value: Json | undefined): string | undefined => value?.['__typename'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As compose's restart policy: right away, on the same address. */
async function restart(process: ClusterProcess) {
  const started = Date.now();
  await process.start();
  console.log(`${process.name} restarted in ${Date.now() - started} ms`);
}

type Socket = ReturnType<typeof playerSocket>;

/** A player betting through one gateway and listening to its tickets and balance there. */
interface Bettor {
  name: string;
  userId: bigint;
  token: string;
  gateway: number;
  /** Its sockets, newest last: one per gateway it listened on. */
  sockets: { socket: Socket; since: number; tickets: Set<string>; balances: string[] }[];
  /** Ticket ids the gateways answered, with when the placement was asked. */
  placed: { ticketId: string; askedAt: number }[];
  refused: string[];
}

/** An odds subscriber: the moments it received per match, in order. */
interface Watcher {
  gateway: number;
  since: number;
  socket: Socket;
  received: Map<string, { key: string; at: number }[]>;
}

describe.runIf(runnable)('the production topology as processes (issue 16)', () => {
  let cluster: Cluster;
  let database: Database;
  const bettors: Bettor[] = [];
  const watchers: Watcher[] = [];
  let odds: { oddId: string; price: number }[] = [];
  let liveMatches: string[] = [];
  const mailIds: bigint[] = [];

  const url = (gateway: number) => cluster.gateways[gateway]!.url;
  const db = () => database.db;

  function listen(bettor: Bettor) {
    const socket = playerSocket(url(bettor.gateway), bettor.token);
    const record = { socket, since: Date.now(), tickets: new Set<string>(), balances: [] as string[] };
    socket.subscribe('ticketEventsTicketChangedSubscription', {}, (data) => data.ticketChanged?.id && record.tickets.add(rawIdOf(data.ticketChanged.id, 'Ticket')!));
    socket.subscribe('LiveBalanceSubscription', {}, (data) => data.balanceChanged?.viewer && record.balances.push(data.balanceChanged.viewer.balance.amount));
    bettor.sockets.push(record);
  }

  function watch(gateway: number) {
    const socket = playerSocket(url(gateway), '');
    const watcher: Watcher = { gateway, since: Date.now(), socket, received: new Map() };
    socket.subscribe('feedOddsChangedSubscription', { matches: liveMatches.map((id) => globalIdOf('Match', id)) }, (data) => {
      const moment = data.oddsChanged as Json | undefined;
      if (!moment) return;
      const match = rawIdOf(moment.matchId, 'Match')!;
      const key = momentKey((moment.odds as Json[]).map((odd) => ({ id: rawIdOf(odd.id, 'Odd')!, price: odd.price, suspended: odd.isSuspended })));
      watcher.received.set(match, [...(watcher.received.get(match) ?? []), { key, at: Date.now() }]);
    });
    watchers.push(watcher);
    return watcher;
  }

  /** Places one single bet, asking again with the same key until the answer is definite (a ticket or a refusal). */
  async function placeOne(bettor: Bettor): Promise<'placed' | 'refused'> {
    const odd = odds[Math.floor(Math.random() * odds.length)]!;
    const input = { type: 'SINGLE', stake: '1.00', oddsPolicy: 'ACCEPT_ANY', idempotencyKey: randomUUID(), selections: [{ oddId: globalIdOf('Odd', odd.oddId), odds: odd.price.toFixed(2) }] };
    const askedAt = Date.now();
    for (;;) {
      const answer = await run(url(bettor.gateway), bettor.token, 'usePlaceBetMutation', { input }).catch(() => null);
      const result = answer?.data?.placeBet as Json | undefined;
      if (typeOf(result) === 'PlaceBetSuccess') {
        for (const ticket of result!.tickets as Json[]) bettor.placed.push({ ticketId: rawIdOf(ticket.id, 'Ticket')!, askedAt });
        return 'placed';
      }
      if (typeOf(result) === 'BetError' || typeOf(result) === 'AuthError') {
        bettor.refused.push(result!.failure?.code ?? typeOf(result));
        return 'refused';
      }
      if (Date.now() - askedAt > 60_000) throw new Error(`no definite answer to a placement for 60 s: ${JSON.stringify(answer)}\n${cluster.logs()}`);
      await sleep(200);
    }
  }

  /** Every bettor bets for `ms`; `onPlaced` hears each ticket with the bettor's gateway and when it was asked. */
  async function betFor(ms: number, onPlaced: (gateway: number, askedAt: number) => void = () => {}) {
    const until = Date.now() + ms;
    await Promise.all(
      bettors.map(async (bettor) => {
        while (Date.now() < until) {
          const gateway = bettor.gateway;
          const askedAt = Date.now();
          if ((await placeOne(bettor)) === 'placed') onPlaced(gateway, askedAt);
          await sleep(50);
        }
      }),
    );
  }

  const latestOutboxId = async () => (await sql<{ id: bigint | null }>`select max(id) as id from outbox_events`.execute(db())).rows[0]!.id ?? 0n;

  /** Waits for `ready` to hold, polling; resolves with the ms it took from `since`. */
  async function within(since: number, what: string, ready: () => Promise<boolean> | boolean): Promise<number> {
    while (!(await ready())) {
      if (Date.now() - since > RESUME_MS + 15_000) throw new Error(`${what}: not after ${Date.now() - since} ms\n${cluster.logs()}`);
      await sleep(100);
    }
    return Date.now() - since;
  }

  const feeding = async () => {
    const states = await Promise.all(cluster.gateways.map((gateway) => cluster.feedsEvents(gateway).catch(() => false)));
    return states.flatMap((feeds, index) => (feeds ? [index] : []));
  };

  /** Queues `count` account mails as the platform does (in a transaction), remembering their ids. */
  async function queueMails(count: number) {
    for (let index = 0; index < count; index++) {
      const to = `cluster-mail-${mailIds.length}@mail.test`;
      await inTransaction(db(), (tx) => queueMail(tx, to, 'Cluster test', `mail ${mailIds.length}`));
      mailIds.push((await db().selectFrom('mail_messages').select('id').where('to_address', '=', to).executeTakeFirstOrThrow()).id);
    }
  }
  const allMailSent = async () => (await db().selectFrom('mail_messages').select('id').where('id', 'in', mailIds).where('sent_at', 'is', null).execute()).length === 0;

  beforeAll(async () => {
    cluster = await startCluster();
    database = await openDatabase({ url: cluster.postgres.url, dataDir: 'memory://', poolSize: 4 });
    const config = loadPlatformConfig({});
    for (let index = 0; index < 8; index++) {
      const player = await createTestPlayer(db(), config, { name: `cluster_${index}` });
      await creditForTest(db(), player.userId, 'EUR', 1_000_000n);
      bettors.push({ name: `cluster_${index}`, userId: player.userId, token: player.token, gateway: index % 2, sockets: [], placed: [], refused: [] });
    }
    // Prematch odds to bet on (no live delay), from the books the feed wrote.
    const books = await db().selectFrom('matches').select(['id', 'book']).where('status', '=', 'not_started').where('type', '=', 1).where('date_of_match', '>', new Date(Date.now() + 3 * 3600_000)).limit(30).execute();
    for (const match of books) {
      const book = (typeof match.book === 'string' ? JSON.parse(match.book) : match.book) as { IsSuspended: boolean; Odds: { ID: number; Price: number | null; IsSuspended: boolean }[] }[];
      const odd = book.find((market) => !market.IsSuspended)?.Odds.find((candidate) => candidate.Price !== null && !candidate.IsSuspended);
      if (odd) odds.push({ oddId: String(odd.ID), price: odd.Price! });
    }
    expect(odds.length).toBeGreaterThan(5);
  }, 240_000);

  afterAll(async () => {
    for (const bettor of bettors) for (const { socket } of bettor.sockets) await socket.dispose();
    for (const watcher of watchers) await watcher.socket.dispose();
    await database?.close();
    await cluster?.stop();
  }, 60_000);

  it('players on both gateways bet and hear their tickets and balances; odds fed through one gateway reach the other', async () => {
    // The matches whose odds the simulator is moving now.
    const since = await latestOutboxId();
    await sleep(2000);
    const moving = await db().selectFrom('outbox_events').select('payload').where('topic', '=', 'odds.changed').where('id', '>', since).execute();
    liveMatches = [...new Set(moving.flatMap((event) => (event.payload as { matches: { matchId: number }[] }).matches.map((match) => String(match.matchId))))].slice(0, 20);
    expect(liveMatches.length).toBeGreaterThan(0);

    expect(await feeding()).toHaveLength(1);
    for (const bettor of bettors) listen(bettor);
    watch(0);
    watch(1);
    await sleep(1500);

    await betFor(3000);
    await sleep(1500);
    for (const bettor of bettors) {
      expect(bettor.placed.length, `${bettor.name} refused: ${bettor.refused.join()}`).toBeGreaterThan(0);
      expect([...bettor.sockets[0]!.tickets]).toEqual(expect.arrayContaining(bettor.placed.map((ticket) => ticket.ticketId)));
      expect(bettor.sockets[0]!.balances.length).toBeGreaterThan(0);
    }
    const [leader] = await feeding();
    const other = watchers.find((watcher) => watcher.gateway !== leader)!;
    expect([...other.received.values()].flat().length).toBeGreaterThan(0);
  }, 60_000);

  it('(a) kill -9 of a platform during 20 s of bet load: placements through its gateway resume within 15 s', async () => {
    const victim = cluster.platforms[0];
    let killedAt = Infinity;
    let resumedAt = Infinity;
    const load = betFor(20_000, (gateway, askedAt) => {
      if (gateway === 0 && askedAt > killedAt) resumedAt = Math.min(resumedAt, Date.now());
    });
    await sleep(5000);
    killedAt = Date.now();
    await victim.kill();
    await restart(victim);
    await load;
    await within(killedAt, 'placements through gateway-1 after platform-1 died', () => resumedAt < Infinity);
    console.log(`after platform-1's kill: a placement through gateway-1 answered in ${resumedAt - killedAt} ms`);
    expect(resumedAt - killedAt).toBeLessThanOrEqual(RESUME_MS);
  }, 120_000);

  it('(b) kill -9 of the gateway feeding the events: the other resumes within 15 s; its players move there', async () => {
    const [leader] = await feeding();
    expect(leader).toBeDefined();
    const survivor = 1 - leader!;
    const survivorWatcher = watchers.find((watcher) => watcher.gateway === survivor)!;
    const load = betFor(20_000);
    await sleep(2000);
    const lastBefore = await latestOutboxId();
    const killedAt = Date.now();
    await cluster.gateways[leader!]!.kill();
    // Its players reach the other gateway (the proxy would send them there) and listen anew.
    for (const bettor of bettors.filter((candidate) => candidate.gateway === leader)) {
      bettor.gateway = survivor;
      listen(bettor);
    }
    const newest = () => Math.max(...[...survivorWatcher.received.values()].map((moments) => moments.at(-1)?.at ?? 0));
    // A moment the outbox wrote after the kill, received on the survivor.
    const took = await within(killedAt, 'odds on the surviving gateway', async () => {
      if (newest() <= killedAt) return false;
      const after = await db().selectFrom('outbox_events').select('id').where('topic', '=', 'odds.changed').where('id', '>', lastBefore).limit(1).execute();
      return after.length > 0 && (await feeding()).includes(survivor);
    });
    console.log(`after gateway-${leader! + 1}'s kill: odds on gateway-${survivor + 1} again in ${took} ms`);
    expect(took).toBeLessThanOrEqual(RESUME_MS);
    await restart(cluster.gateways[leader!]!);
    watch(leader!);
    await load;
  }, 120_000);

  it('(c) kill -9 of the worker: the feed and the mail resume within 15 s, each mail sent once', async () => {
    await queueMails(5);
    await within(Date.now(), 'mail before the kill', allMailSent);

    const load = betFor(15_000);
    await sleep(2000);
    const killedAt = Date.now();
    await cluster.worker.kill();
    const lastBefore = await latestOutboxId();
    await queueMails(5);
    await restart(cluster.worker);
    const [feedTook, mailTook] = await Promise.all([
      within(killedAt, 'odds moments after the worker died', async () => {
        const after = await db().selectFrom('outbox_events').select('id').where('topic', '=', 'odds.changed').where('id', '>', lastBefore).limit(1).execute();
        return after.length > 0;
      }),
      within(killedAt, 'mail after the worker died', allMailSent),
    ]);
    console.log(`after the worker's kill (${new Date(killedAt).toISOString()}): feed back in ${feedTook} ms, mail in ${mailTook} ms`);
    console.log(cluster.worker.tail(8));
    expect(feedTook, cluster.worker.tail()).toBeLessThanOrEqual(RESUME_MS);
    expect(mailTook).toBeLessThanOrEqual(RESUME_MS);
    await load;
  }, 120_000);

  it('afterwards: one ticket and one debit per answered placement, a clean ledger, each mail once, nothing owed missed', async () => {
    await sleep(5000); // the last events reach the sockets

    const userIds = bettors.map((bettor) => bettor.userId);
    const tickets = await db().selectFrom('tickets').select(['id', 'user_id']).where('user_id', 'in', userIds).execute();
    const debits = await db()
      .selectFrom('ledger_transactions')
      .select(['idempotency_key'])
      .where('idempotency_key', 'in', tickets.length ? tickets.map((ticket) => `ticket:${ticket.id}:stake`) : ['none'])
      .execute();
    const placed = bettors.flatMap((bettor) => bettor.placed.map((ticket) => ticket.ticketId));
    expect(placed.length).toBeGreaterThan(100);
    expect(new Set(placed).size).toBe(placed.length);
    // Every answered ticket exists, and no ticket exists that no answer named (a retry placed it twice).
    expect(tickets.map((ticket) => String(ticket.id)).sort()).toEqual([...placed].sort());
    expect(debits.map((debit) => debit.idempotency_key).sort()).toEqual(tickets.map((ticket) => `ticket:${ticket.id}:stake`).sort());
    await expectBalancedLedger(db());

    // Each mail once: the sink saw each message id one time.
    const delivered = cluster.smtp.messages.map((message) => /^Message-ID: <mail-(\d+)@/im.exec(message.data)?.[1]).filter(Boolean);
    expect(delivered.filter((id) => mailIds.includes(BigInt(id!))).sort()).toEqual(mailIds.map(String).sort());

    // Tickets and balances: what each socket that stayed open was owed.
    for (const bettor of bettors) {
      const open = bettor.sockets.filter(({ socket }) => !socket.closed);
      const current = open.at(-1)!;
      expect(current, `${bettor.name} has an open socket`).toBeDefined();
      const owed = bettor.placed.filter((ticket) => ticket.askedAt > current.since + 1000).map((ticket) => ticket.ticketId);
      expect([...current.tickets], `${bettor.name}'s ticket events`).toEqual(expect.arrayContaining(owed));
      const account = await db().selectFrom('ledger_accounts').select('balance').where('user_id', '=', bettor.userId).where('code', '=', 'cash').executeTakeFirstOrThrow();
      expect(Math.round(Number(current.balances.at(-1)) * 100), `${bettor.name}'s last balance`).toBe(Number(account.balance));
    }

    // Odds: from its first moment to its last, each subscriber received every moment of its matches.
    const outbox = await db().selectFrom('outbox_events').select(['id', 'payload', 'created_at']).where('topic', '=', 'odds.changed').orderBy('id').execute();
    const byMatch = new Map<string, { id: bigint; key: string; at: number }[]>();
    for (const event of outbox)
      for (const match of (event.payload as { matches: { matchId: number; odds: { odd: { ID: number; Price: number | null; IsSuspended: boolean } }[] }[] }).matches) {
        const key = momentKey(match.odds.map(({ odd }) => ({ id: String(odd.ID), price: odd.Price, suspended: odd.IsSuspended })));
        byMatch.set(String(match.matchId), [...(byMatch.get(String(match.matchId)) ?? []), { id: event.id, key, at: new Date(event.created_at).getTime() }]);
      }
    for (const watcher of watchers) {
      let total = 0;
      for (const [match, received] of watcher.received) {
        const moments = byMatch.get(match) ?? [];
        const check = checkSequence(moments, received);
        // A failure says, for each moment missed, whether its content arrived at some other place (a repeat
        // matched ambiguously) or never (lost), and when the watcher started: enough to tell which.
        const missed = check.missed.map((id) => {
          const key = moments.find((moment) => moment.id === id)!.key;
          return `${id}: ${received.some((moment) => moment.key === key) ? 'its content arrived elsewhere' : 'never arrived'} (${key.slice(0, 60)})`;
        });
        expect({ match, gateway: watcher.gateway, unknown: check.unknown, missed }, `watcher since ${new Date(watcher.since).toISOString()}, ${received.length} moments`).toEqual({ match, gateway: watcher.gateway, unknown: 0, missed: [] });
        total += received.length;
      }
      expect(total, `odds moments on gateway-${watcher.gateway + 1}`).toBeGreaterThan(0);
    }
  }, 60_000);
});
