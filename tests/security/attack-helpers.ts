/**
 * Shared moves of the attack suite: players with sessions on a real stack, GraphQL as a browser on our
 * site sends it, REST over real HTTP to the platform, balances and the ledger audit.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import type { Stack } from '../helpers/stack';
import { expectBalancedLedger } from '../helpers/ledger';

export type GraphQLAnswer = { status: number; data?: Json; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A signed-in player: platform session token, its gateway cookie, and `cash` minor units of EUR. */
export async function attacker(stack: Stack, cash = 0n, options: { name?: string } = {}) {
  const db = stack.platform.database.db;
  const player = await createTestPlayer(db, stack.platform.config, options);
  if (cash > 0n) await creditForTest(db, player.userId, 'EUR', cash);
  return { ...player, cookie: `og_session=${player.token}` };
}
export type Attacker = Awaited<ReturnType<typeof attacker>>;

/** A GraphQL POST with the CSRF header (our own pages send it); the cookie of `who` when given. */
export async function gql(stack: Stack, who: { cookie?: string } | null, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphQLAnswer> {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...(who?.cookie ? { cookie: who.cookie } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { errors: [{ message: text }] };
  }
  return { status: response.status, ...json };
}

/** A REST call to the platform over real HTTP, with the session token of `who` when given. */
export async function rest(stack: Stack, method: string, path: string, who: { token?: string } | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.platformUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(who?.token ? { 'x-session-token': who.token } : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Json = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed };
}

/** Every money account of a user (cash, bonus, reserved …) with its balance, to compare before and after. */
export async function moneyOf(stack: Stack, userId: bigint) {
  const rows = await stack.platform.database.db.selectFrom('ledger_accounts').select(['code', 'currency', 'balance']).where('user_id', '=', userId).orderBy('code').orderBy('currency').execute();
  return Object.fromEntries(rows.map((r) => [`${r.code}:${r.currency}`, String(r.balance)]));
}

/** The user's cash in EUR, minor units. */
export async function cashOf(stack: Stack, userId: bigint, currency = 'EUR'): Promise<bigint> {
  const row = await stack.platform.database.db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('code', '=', 'cash').where('currency', '=', currency).executeTakeFirst();
  return row?.balance ?? 0n;
}

/** How many ledger transactions there are (a refused attack adds none). */
export async function ledgerTransactions(stack: Stack): Promise<number> {
  const result = await sql<{ n: string }>`select count(distinct transaction_id)::text as n from ledger_lines`.execute(stack.platform.database.db);
  return Number(result.rows[0]?.n ?? 0);
}

/** ARCHITECTURE rule 2: whatever the attacks did, the books balance. */
export async function expectCleanLedger(stack: Stack) {
  await expectBalancedLedger(stack.platform.database.db);
}

/** The gateway still answers after the attack. */
export async function expectGatewayUp(stack: Stack) {
  expect((await fetch(`${stack.url}/health`)).status).toBe(200);
  const release = await gql(stack, null, '{ release { hash } }');
  expect(release.data).toEqual({ release: { hash: 'test-release-1' } });
}
