import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchEuroSlot } from '../helpers/casino';
import { type Stack, startStack } from '../helpers/stack';
import { attacker, cashOf } from './attack-helpers';

/**
 * Issue 14 §12d: a real-money game's URL token (/games/{engine}/{token}, POST /games/api/{token}) was
 * the only credential. Whoever saw the URL (a shared screenshot, a log, the Referer of a frame) could
 * play the owner's money without the owner's session. Now a real-money page and its plays need the
 * session cookie of the player the token was issued to (the gateway forwards it as X-Session-Token);
 * demo sessions (play money, often anonymous) stay token-only.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const db = () => stack.platform.database.db;

const newPlayer = (cash = 0n) => attacker(stack, cash);

const launch = (mode: 'real' | 'demo', player: { userId: bigint; currency: string } | null) => launchEuroSlot(db(), mode, player);

const page = (url: string, cookie?: string) => fetch(`${stack.url}${url}`, { headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) } });
const spin = (token: string, cookie?: string) =>
  fetch(`${stack.url}/games/api/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ Action: 'spin', Stake: '1.00' }),
  });

const cash = (userId: bigint) => cashOf(stack, userId);
/** How many rows of `table` (wallet calls or game rounds) belong to the session the token names. */
const countOfSession = async (table: 'casino_wallet_transactions' | 'game_rounds', token: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} r join casino_sessions s on s.id = r.session_id where s.token = ${token}`.execute(db())).rows[0]!.n;
const walletCalls = (token: string) => countOfSession('casino_wallet_transactions', token);
const rounds = (token: string) => countOfSession('game_rounds', token);

describe('a real-money game token without its owner\'s session', () => {
  it.each([
    ['no cookie at all', async (): Promise<string | undefined> => undefined],
    ['another player\'s session cookie', async (): Promise<string | undefined> => (await newPlayer(50_00n)).cookie],
    ['an ended session of the owner', null],
  ] as const)('%s: the page and the plays are refused, no money moves', async (_name, cookieOf) => {
    const owner = await newPlayer(20_00n);
    const game = await launch('real', owner);
    let cookie: string | undefined;
    if (cookieOf) cookie = await cookieOf();
    else {
      // The owner's old session, signed out: the cookie a shared browser may still hold.
      await db().updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', owner.userId).execute();
      cookie = owner.cookie;
    }
    const shown = await page(game.url, cookie);
    expect([401, 403]).toContain(shown.status);
    expect(await shown.text()).not.toContain('data-mode="REAL"');
    for (let i = 0; i < 3; i++) {
      const played = await spin(game.token, cookie);
      expect([401, 403]).toContain(played.status);
      const body = (await played.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ HasErrors: true });
      expect(body).not.toHaveProperty('Balance');
      expect(body).not.toHaveProperty('Round');
    }
    expect(await cash(owner.userId)).toBe(20_00n);
    expect(await walletCalls(game.token)).toBe(0);
    expect(await rounds(game.token)).toBe(0);
  });
});

describe('a real-money game token with its owner\'s session', () => {
  it('shows the page and plays, through the gateway', async () => {
    const owner = await newPlayer(20_00n);
    const game = await launch('real', owner);
    const shown = await page(game.url, owner.cookie);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('data-mode="REAL"');
    const played = await spin(game.token, owner.cookie);
    expect(played.status).toBe(200);
    const body = (await played.json()) as { Mode: string; Balance: string; Round: { Win: string } };
    expect(body).toMatchObject({ Mode: 'REAL' });
    expect(await cash(owner.userId)).toBe(20_00n - 1_00n + BigInt(body.Round.Win.replace('.', '')));
    expect(await walletCalls(game.token)).toBeGreaterThan(0);
  });
});

describe('a demo (play-money) token', () => {
  it('stays token-only: anonymous, and whoever holds it', async () => {
    const demo = await launch('demo', null);
    expect((await page(demo.url)).status).toBe(200);
    expect((await spin(demo.token)).status).toBe(200);
    const someone = await newPlayer();
    expect((await spin(demo.token, someone.cookie)).status).toBe(200);
  });
});
