/**
 * Agents (issue 8) on the platform's REST contract: the tree (an agent acts only below itself, any
 * depth; everything else is NOT_FOUND and changes nothing), who may create which type, the form's
 * field errors, lock/unlock, transfers through the ledger (once under retries and concurrency, never
 * below zero), demo users on play money, and the report and its CSV from real tickets and casino rounds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bettingPass } from '../../platform/betting';
import { providerSecret } from '../../platform/casino/routes';
import { launchGame } from '../../platform/casino/sessions';
import { signBody } from '../../platform/cashier/signing';
import { auditLedger, houseBalance } from '../../platform/db/ledger';
import { solveAltcha, solvePow } from '../helpers/account';
import { form, sessionOf, testAccount } from '../helpers/agents';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import type { Json } from '../helpers/json';
import { signedInStaff } from '../helpers/staff';

let p: BettingPlatform;
beforeAll(async () => {
  p = await startBettingPlatform();
  await p.db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).execute();
});
afterAll(() => p.close());
afterEach(async () => {
  expect(await auditLedger(p.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
});

const EN = { 'accept-language': 'en-US' };
const call = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => p.request(method, path, token, body, { ...EN, ...headers });
async function csv(token: string, query: string) {
  const response = await p.app.request(`/api/agent/report.csv?${query}`, { headers: { 'x-session-token': token, ...EN } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** A sign-in as the browser makes it (captcha and proof of work solved). */
async function login(UserName: string, Password: string) {
  const { body } = await p.request('GET', '/api/account/captcha', undefined, undefined, EN);
  const answer = { Altcha: solveAltcha(body.Altcha), ReCaptchaToken: solvePow(body.PowChallenge, body.PowDifficulty) };
  return p.request('POST', '/api/account/login', undefined, { UserName, Password, RememberMe: false, ...answer }, EN);
}

/** Creates through the contract and answers the new account with a session of its own. */
async function create(token: string, overrides: Record<string, unknown> = {}) {
  const { status, body } = await call('POST', '/api/agent/subAgents', token, form(overrides));
  expect(status, JSON.stringify(body)).toBe(200);
  const sub = body.SubAgent as Json;
  return { id: sub.Id as string, userId: BigInt(sub.Id), token: await sessionOf(p.db, p.config, BigInt(sub.Id)), view: sub };
}

/** Everything an outsider could change about an account: its row, profile, sessions, ledger. */
async function state(userId: bigint) {
  const user = await p.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const profile = await p.db.selectFrom('agent_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const sessions = await p.db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', userId).orderBy('id').execute();
  const ledger = await sql<{ n: string; b: string }>`
    select count(l.id)::text as n, coalesce(sum(l.amount), 0)::text as b from ledger_accounts a left join ledger_lines l on l.account_id = a.id where a.user_id = ${userId}`.execute(p.db);
  return { user, profile, sessions, ledger: ledger.rows[0] };
}

describe('the tree', () => {
  it('lets an agent act at any depth below itself and refuses every operation outside it with NOT_FOUND, changing nothing', async () => {
    const master = await testAccount(p.db, p.config, 4, { cash: 1000_00n });
    const outsider = await testAccount(p.db, p.config, 4, { cash: 1000_00n });
    const agent = await create(master.token, { AccountType: 1 });
    await call('POST', `/api/agent/subAgents/${agent.id}/deposit`, master.token, { Amount: '100' }, { 'idempotency-key': 'seed-agent' });
    const player = await create(agent.token, { AccountType: 0 });
    await call('POST', `/api/agent/subAgents/${player.id}/deposit`, agent.token, { Amount: '10' }, { 'idempotency-key': 'seed-player' });
    const stranger = await testAccount(p.db, p.config, 0, { cash: 50_00n });

    // The master reaches depth 2.
    expect((await call('GET', `/api/agent/subAgents/byIds?Ids=${player.id},${agent.id}`, master.token)).body.SubAgents.map((s: Json) => s.UserName)).toEqual([player.view.UserName, agent.view.UserName]);

    // Every agent operation by an outsider (another master), by the sub-agent upwards, and on an account in no tree.
    const attempts: [string, { token: string }, bigint][] = [
      ['outsider on the sub-agent', outsider, agent.userId],
      ['outsider on the player', outsider, player.userId],
      ['sub-agent on its master', agent, master.userId],
      ['sub-agent on itself', agent, agent.userId],
      ['master on a stranger', master, stranger.userId],
    ];
    for (const [label, caller, target] of attempts) {
      const before = await state(target);
      const ops = [
        call('PUT', `/api/agent/subAgents/${target}`, caller.token, { Email: `x${target}@agents.test`, Rebate: '9' }),
        call('POST', `/api/agent/subAgents/${target}/lock`, caller.token),
        call('POST', `/api/agent/subAgents/${target}/unlock`, caller.token),
        call('POST', `/api/agent/subAgents/${target}/deposit`, caller.token, { Amount: '1' }, { 'idempotency-key': `x-${label}` }),
        call('POST', `/api/agent/subAgents/${target}/withdraw`, caller.token, { Amount: '1' }, { 'idempotency-key': `y-${label}` }),
      ];
      for (const answer of await Promise.all(ops)) {
        expect(answer.status, label).toBe(404);
        expect(answer.body, label).toMatchObject({ HasErrors: true, ErrorCode: 'NOT_FOUND' });
      }
      const byIds = await call('GET', `/api/agent/subAgents/byIds?Ids=${target}`, caller.token);
      expect(byIds.body.SubAgents, label).toEqual([]);
      expect(await state(target), label).toEqual(before);
    }
    // Lists, searches, reports and CSVs of the outsider never show the master's network.
    const list = await call('GET', `/api/agent/subAgents?Search=${encodeURIComponent(agent.view.UserName as string)}`, outsider.token);
    expect(list.body).toMatchObject({ HasErrors: false, SubAgents: [], TotalRecords: 0 });
    const report = await call('GET', '/api/agent/report?Week=true', outsider.token);
    expect(report.body.Rows).toEqual([]);
    const file = await csv(outsider.token, 'Week=true');
    expect(file.text).not.toContain(agent.view.UserName);
    expect(file.text).not.toContain(player.view.UserName);
    // The master's own list holds both, the sub-agent's only its player.
    expect((await call('GET', '/api/agent/subAgents', master.token)).body.TotalRecords).toBe(2);
    expect((await call('GET', '/api/agent/subAgents', agent.token)).body.SubAgents.map((s: Json) => s.Id)).toEqual([player.id]);
  });

  it('gives a player and a demo user no agent operations (NO_PRIVILEGES)', async () => {
    for (const type of [0, 3]) {
      const account = await testAccount(p.db, p.config, type);
      for (const [method, path] of [['GET', '/api/agent/subAgents'], ['POST', '/api/agent/subAgents'], ['GET', '/api/agent/report?Week=true'], ['GET', '/api/agent/subAgents/byIds?Ids=1']] as const) {
        const answer = await call(method, path, account.token, method === 'POST' ? form() : undefined);
        expect(answer.status, `${type} ${path}`).toBe(403);
        expect(answer.body.ErrorCode).toBe('NO_PRIVILEGES');
      }
      expect((await csv(account.token, 'Week=true')).status).toBe(403);
    }
    expect((await p.request('GET', '/api/agent/subAgents')).status).toBe(401);
  });

  it.each([
    [1, [0, 3], [1, 2, 4]],
    [2, [0, 3, 1], [2, 4]],
    [4, [0, 3, 1, 2], [4]],
  ])('an agent of type %i creates types %j and not %j', async (type, allowed, refused) => {
    const agent = await testAccount(p.db, p.config, type);
    for (const accountType of allowed) expect((await call('POST', '/api/agent/subAgents', agent.token, form({ AccountType: accountType }))).body.SubAgent.AccountType).toBe(accountType);
    for (const accountType of refused) {
      const answer = await call('POST', '/api/agent/subAgents', agent.token, form({ AccountType: accountType }));
      expect(answer.status).toBe(403);
      expect(answer.body.ErrorCode).toBe('ACCOUNT_TYPE_NOT_ALLOWED');
    }
  });
});

describe('the form', () => {
  it('answers field errors keyed by the seed\'s fields, translated, and creates nothing', async () => {
    const agent = await testAccount(p.db, p.config, 1);
    const taken = await create(agent.token);
    const count = async () => Number((await sql<{ n: string }>`select count(*)::text as n from users`.execute(p.db)).rows[0]!.n);
    const before = await count();
    const empty = await call('POST', '/api/agent/subAgents', agent.token, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.FieldErrors).sort()).toEqual(['Country', 'CurrencyID', 'Email', 'Password', 'PasswordConfirmation', 'UserName']);
    const wrong = await call('POST', '/api/agent/subAgents', agent.token, form({ UserName: taken.view.UserName, PasswordConfirmation: 'Other123', AgentCommission: '101', StakeFactor: 'x', Email: 'nope' }));
    expect(wrong.body.FieldErrors).toEqual({
      UserName: 'This username is already taken',
      PasswordConfirmation: 'Passwords must match',
      AgentCommission: 'A percentage from 0 to 100 with at most 2 decimals',
      StakeFactor: 'A factor from 0.01 to 100 with at most 2 decimals',
      Email: 'Please enter a valid email address',
    });
    const german = await p.request('POST', '/api/agent/subAgents', agent.token, form({ UserName: 'ab' }), { 'accept-language': 'de-DE' });
    expect(german.body.FieldErrors.UserName).toBe('Der Benutzername muss 6 bis 20 Zeichen lang sein');
    expect(await count()).toBe(before);
  });

  // Issue 24: the agent form took 4-character usernames where registration needs 6, and called a
  // disposable address invalid where registration uses seed 001 §5's words: one rule for both.
  it.each([
    ['a 4-character username', { UserName: 'abcd' }, 'UserName', 'Username must be 6 to 20 characters long'],
    ['a 5-character username', { UserName: 'abcde' }, 'UserName', 'Username must be 6 to 20 characters long'],
    ['a disposable e-mail', { Email: 'someone@mailinator.com' }, 'Email', 'Temporary email detected, please use a standard email (Gmail, Mail.ru, Hotmail, etc.).'],
    ['an e-mail without a domain', { Email: 'nope' }, 'Email', 'Please enter a valid email address'],
  ])('refuses %s as registration does', async (_case, overrides, field, message) => {
    const agent = await testAccount(p.db, p.config, 1);
    const answer = await call('POST', '/api/agent/subAgents', agent.token, form(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.FieldErrors[field]).toBe(message);
  });

  it('refuses a disposable e-mail on an edit too', async () => {
    const agent = await testAccount(p.db, p.config, 1);
    const sub = await create(agent.token);
    const edited = await call('PUT', `/api/agent/subAgents/${sub.id}`, agent.token, { Email: 'someone@mailinator.com' });
    expect(edited.body.FieldErrors.Email).toBe('Temporary email detected, please use a standard email (Gmail, Mail.ru, Hotmail, etc.).');
  });

  it('edits e-mail, password and rates; the new password signs in', async () => {
    const agent = await testAccount(p.db, p.config, 2);
    const sub = await create(agent.token, { AccountType: 1 });
    expect(sub.view).toMatchObject({ AgentCommission: '25.50', StakeFactor: '1.00', Rebate: '1.00', ParentId: String(agent.userId) });
    const edited = await call('PUT', `/api/agent/subAgents/${sub.id}`, agent.token, { Email: `new_${sub.id}@agents.test`, Rebate: '0.75', StakeFactor: '2.5', Password: 'Newpass99', PasswordConfirmation: 'Newpass99' });
    expect(edited.body.SubAgent).toMatchObject({ Email: `new_${sub.id}@agents.test`, Rebate: '0.75', StakeFactor: '2.50', AgentCommission: '25.50' });
    const signedIn = await login(sub.view.UserName as string, 'Newpass99');
    expect(signedIn.body.HasErrors, JSON.stringify(signedIn.body)).toBe(false);
  });
});

describe('lock and unlock', () => {
  it('a locked sub-account cannot sign in ("account locked") and its sessions end; unlocked it can', async () => {
    const agent = await testAccount(p.db, p.config, 1);
    const sub = await create(agent.token);
    expect((await call('POST', `/api/agent/subAgents/${sub.id}/lock`, agent.token)).body.SubAgent.Locked).toBe(true);
    expect((await p.request('GET', '/api/account/session', sub.token)).status).toBe(401);
    const refused = await login(sub.view.UserName as string, 'Tangerine7Kite');
    expect(refused.body).toMatchObject({ HasErrors: true, ErrorCode: 'ACCOUNT_LOCKED' });
    expect(refused.body.ErrorMessage).toMatch(/account is locked/i);
    expect((await call('POST', `/api/agent/subAgents/${sub.id}/unlock`, agent.token)).body.SubAgent.Locked).toBe(false);
    expect((await login(sub.view.UserName as string, 'Tangerine7Kite')).body.HasErrors).toBe(false);
  });

  it('a locked account cannot bet (ACCOUNT_LOCKED)', async () => {
    await p.match('agents-lock', { home: 2, draw: 3, away: 4 });
    const agent = await testAccount(p.db, p.config, 1);
    const player = await testAccount(p.db, p.config, 0, { parent: agent.userId, cash: 10_00n });
    await p.db.updateTable('users').set({ locked: true }).where('id', '=', player.userId).execute();
    const answer = await call('POST', '/api/bets', player.token, { Type: 'single', Stake: '1', Selections: [{ OddId: await p.oddId('agents-lock', 'match/1x2', 'home'), Odds: '2.00' }] });
    expect(answer.body.ErrorCode).toBe('ACCOUNT_LOCKED');
    expect(await p.cash(player.userId)).toBe(10_00n);
  });
});

describe('transfers', () => {
  it('moves money once per key under retries and concurrency, never below zero', async () => {
    const agent = await testAccount(p.db, p.config, 1, { cash: 100_00n });
    const sub = await create(agent.token);
    const deposits = await Promise.all(Array.from({ length: 8 }, () => call('POST', `/api/agent/subAgents/${sub.id}/deposit`, agent.token, { Amount: '30.25' }, { 'idempotency-key': 'once' })));
    for (const answer of deposits) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await p.cash(sub.userId)).toBe(30_25n);
    expect(await p.cash(agent.userId)).toBe(69_75n);
    expect(Number((await sql<{ n: string }>`select count(*)::text as n from agent_transfers where sub_account_id = ${sub.userId}`.execute(p.db)).rows[0]!.n)).toBe(1);
    // The same key for another amount is a conflict, not a second transfer.
    expect((await call('POST', `/api/agent/subAgents/${sub.id}/deposit`, agent.token, { Amount: '1' }, { 'idempotency-key': 'once' })).body.ErrorCode).toBe('IDEMPOTENCY_CONFLICT');
    const tooMuch = await call('POST', `/api/agent/subAgents/${sub.id}/withdraw`, agent.token, { Amount: '30.26' }, { 'idempotency-key': 'w1' });
    expect(tooMuch).toMatchObject({ status: 409, body: { ErrorCode: 'INSUFFICIENT_BALANCE' } });
    const agentTooLittle = await call('POST', `/api/agent/subAgents/${sub.id}/deposit`, agent.token, { Amount: '70' }, { 'idempotency-key': 'd2' });
    expect(agentTooLittle.body.ErrorCode).toBe('INSUFFICIENT_BALANCE');
    // Concurrent withdrawals with different keys: only what is there comes out.
    const withdrawals = await Promise.all(Array.from({ length: 4 }, (_, i) => call('POST', `/api/agent/subAgents/${sub.id}/withdraw`, agent.token, { Amount: '10' }, { 'idempotency-key': `w-${i}` })));
    expect(withdrawals.filter((w) => w.status === 200)).toHaveLength(3);
    expect(await p.cash(sub.userId)).toBe(25n);
    expect(await p.cash(agent.userId)).toBe(99_75n);
    for (const amount of ['0', '-1', 'abc', '1.234']) {
      expect((await call('POST', `/api/agent/subAgents/${sub.id}/deposit`, agent.token, { Amount: amount }, { 'idempotency-key': `bad-${amount}` })).status).toBe(400);
    }
    expect((await call('POST', `/api/agent/subAgents/${sub.id}/deposit`, agent.token, { Amount: '1' })).status).toBe(400);
  });
});

describe('demo users', () => {
  it('play with play money from house:play; the cashier and agent transfers refuse them', async () => {
    const agent = await testAccount(p.db, p.config, 1, { cash: 10_00n });
    const before = await houseBalance(p.db, 'play', 'EUR');
    const demo = await create(agent.token, { AccountType: 3 });
    expect(demo.view).toMatchObject({ AccountType: 3, PlayMoney: true, Balance: '1000.00' });
    expect(await houseBalance(p.db, 'play', 'EUR')).toBe(before - 1000_00n);
    const deposit = await call('POST', '/api/cashier/deposit', demo.token, { Method: 'voucher', Amount: '10', Currency: 'EUR', VoucherCode: 'X' });
    expect(deposit).toMatchObject({ status: 403, body: { ErrorCode: 'PLAY_MONEY_ONLY' } });
    const withdraw = await call('POST', '/api/cashier/withdraw', demo.token, { Method: 'skrill', Amount: '10', Password: 'Tangerine7Kite' });
    expect(withdraw).toMatchObject({ status: 403, body: { ErrorCode: 'PLAY_MONEY_ONLY' } });
    expect((await call('POST', `/api/agent/subAgents/${demo.id}/deposit`, agent.token, { Amount: '1' }, { 'idempotency-key': 'demo' })).body.ErrorCode).toBe('PLAY_MONEY_ONLY');
    expect(await p.cash(demo.userId)).toBe(1000_00n);
    expect(await p.cash(agent.userId)).toBe(10_00n);
  });
});

/** A real casino round through the signed seamless wallet. */
async function casinoRound(player: { userId: bigint; currency: string }, round: string, bet: string, win: string) {
  const game = await p.db.selectFrom('casino_games').select(['id', 'provider']).where('kind', '=', 'slot').where('excluded', '=', false).orderBy('popularity').executeTakeFirstOrThrow();
  const launched = await launchGame(p.db, { game: { id: game.id }, mode: 'real', player: { ...player, lang: 'en-US' }, lang: 'en-US' });
  const wallet = async (kind: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ Provider: game.provider, Token: launched.session.token, RoundId: round, ...body });
    const response = await p.app.request(`/api/casino/wallet/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, providerSecret(p.config, game.provider)) }, body: raw });
    expect(response.status).toBe(200);
  };
  await wallet('bet', { TransactionId: `${round}-b`, Amount: bet });
  await wallet('win', { TransactionId: `${round}-w`, Amount: win });
}

describe('the report', () => {
  it('sums real tickets and casino rounds per sub-account: GGR, commission (never negative) and rebate; CSV alike', async () => {
    const agent = await testAccount(p.db, p.config, 2, { cash: 1000_00n });
    const loser = await create(agent.token, { AgentCommission: '10', Rebate: '2' });
    const winner = await create(agent.token, { AgentCommission: '10', Rebate: '0.5' });
    const demo = await create(agent.token, { AccountType: 3 });
    for (const sub of [loser, winner]) await call('POST', `/api/agent/subAgents/${sub.id}/deposit`, agent.token, { Amount: '100' }, { 'idempotency-key': `fund-${sub.id}` });
    await p.match('agents-report', { home: 2, draw: 3, away: 4 });
    const home = await p.oddId('agents-report', 'match/1x2', 'home');
    const away = await p.oddId('agents-report', 'match/1x2', 'away');
    const bet = (token: string, oddId: number, odds: string, stake: string) => call('POST', '/api/bets', token, { Type: 'single', Stake: stake, Selections: [{ OddId: oddId, Odds: odds }] });
    expect((await bet(loser.token, away, '4.00', '20')).status).toBe(200);
    expect((await bet(winner.token, home, '2.00', '10')).status).toBe(200);
    expect((await bet(demo.token, home, '2.00', '10')).status).toBe(200);
    await p.end('agents-report', { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
    await bettingPass(p.betting);
    await casinoRound({ userId: loser.userId, currency: 'EUR' }, `r-${loser.id}`, '5.00', '1.00');

    const now = new Date();
    const report = await call('GET', `/api/agent/report?Month=${now.getUTCMonth() + 1}&Year=${now.getUTCFullYear()}`, agent.token);
    const rows = Object.fromEntries((report.body.Rows as Json[]).map((row) => [row.UserName, row]));
    expect(Object.keys(rows).sort()).toEqual([loser.view.UserName, winner.view.UserName].sort());
    // Loser: 20 + 5 staked, 1 won → GGR 24, commission 2.40, rebate 2% of 25 = 0.50.
    expect(rows[loser.view.UserName as string]).toMatchObject({ Stakes: '25.00', Wins: '1.00', Ggr: '24.00', Commission: '2.40', Rebate: '0.50' });
    // Winner: 10 staked, 20 won → GGR −10, no commission, rebate 0.05.
    expect(rows[winner.view.UserName as string]).toMatchObject({ Stakes: '10.00', Wins: '20.00', Ggr: '-10.00', Commission: '0.00', Rebate: '0.05' });
    expect(report.body.Totals).toMatchObject({ Stakes: '35.00', Wins: '21.00', Ggr: '14.00', Commission: '2.40', Rebate: '0.55' });
    const week = await call('GET', '/api/agent/report?Week=true', agent.token);
    expect(week.body.Totals).toEqual(report.body.Totals);
    expect(new Date(week.body.To).getTime() - new Date(week.body.From).getTime()).toBe(7 * 24 * 3600 * 1000);
    const lastYear = await call('GET', `/api/agent/report?Month=1&Year=${now.getUTCFullYear() - 1}`, agent.token);
    expect(lastYear.body.Totals.Stakes).toBe('0.00');

    const file = await csv(agent.token, 'Week=true');
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe('UserName,Currency,Stakes,Wins,GGR,Commission,Rebate');
    expect(lines).toContain(`${loser.view.UserName},EUR,25.00,1.00,24.00,2.40,0.50`);
    expect(lines.at(-1)).toBe('Total,EUR,35.00,21.00,14.00,2.40,0.55');
    expect(file.text).not.toContain(demo.view.UserName);
  });
});

describe('the back office', () => {
  it('makes an existing account an agent: a member of staff with agents.manage, never the machine token', async () => {
    const user = await testAccount(p.db, p.config, 0);
    const path = `/api/backoffice/operations/agents/${user.userId}/type`;
    expect((await p.request('POST', path, undefined, { AccountType: 4 }, { 'x-admin-token': p.config.adminToken })).body).toMatchObject({ ErrorCode: 'ADMIN_TOKEN_REFUSED' });
    const admin = await signedInStaff(p.db, p.app as Parameters<typeof signedInStaff>[1], ['admin']);
    const answer = await p.request('POST', path, undefined, { AccountType: 4 }, admin.headers);
    expect(answer.body.Account).toMatchObject({ AccountType: 4 });
    expect((await call('GET', '/api/agent/subAgents', user.token)).status).toBe(200);
  });
});
