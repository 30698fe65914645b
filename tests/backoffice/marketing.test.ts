/**
 * Bonus campaigns (issue 18, marketing): a marketing member creates a code and runs it; players claim it
 * in the existing claim flow only while its window is open, it is not paused and its cap is not reached.
 */
import { describe, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import { useCashierSuite } from '../helpers/cashier-suite';
import type { Json } from '../helpers/json';
import { signedInStaff } from '../helpers/staff';
import { StatementType, TransactionStatus } from '../../platform/cashier/statuses';

const ADMIN = 'marketing-admin-token';
const suite = useCashierSuite(ADMIN);
const { call } = suite;

let codes = 0;
const newCode = () => `MKT${++codes}X${Date.now().toString(36).toUpperCase()}`;
const player = () => createTestPlayer(suite.db, suite.config, { currency: 'EUR' });
const claim = (token: string, BonusCode: string) => call('POST', '/api/bonuses/claim', { token, body: { BonusCode }, headers: { 'accept-language': 'en-US' } });
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function marketing() {
  return (await signedInStaff(suite.db, suite.app, ['marketing'])).headers;
}

async function created(headers: Record<string, string>, body: Json) {
  const response = await call('POST', '/api/backoffice/marketing/campaigns', { headers, body: { Title: 'Weekend free bet', Kind: 'free_bet', Product: 'sportsbook', Amounts: { EUR: '5.00' }, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.Campaign as Json;
}

describe('bonus campaigns', () => {
  it('a created code is claimed by a player, counted, and shows its own title', async () => {
    const headers = await marketing();
    const code = newCode();
    const campaign = await created(headers, { Code: code.toLowerCase(), MaxClaims: 5 });
    expect(campaign).toMatchObject({ Code: code, State: 'running', Claims: 0, MaxClaims: 5 });

    const p = await player();
    const claimed = await claim(p.token, code);
    expect(claimed.body).toMatchObject({ Message: 'Bonus code successfully activated!', Bonus: { Code: code, Title: 'Weekend free bet', Amount: '5.00' } });
    const list = (await call('GET', '/api/backoffice/marketing/campaigns', { headers })).body.Campaigns as Json[];
    expect(list.find((c) => c.Code === code)).toMatchObject({ Claims: 1, State: 'running' });
    // The same code twice is refused, case-insensitively.
    expect((await call('POST', '/api/backoffice/marketing/campaigns', { headers, body: { Code: code, Title: 'x', Kind: 'free_bet', Amounts: { EUR: '1.00' } } })).body.ErrorCode).toBe('BONUS_CODE_TAKEN');
  });

  it('refuses a code before its window, while paused, after it ends, and once all claims are taken', async () => {
    const headers = await marketing();
    const later = await created(headers, { Code: newCode(), StartsAt: hours(2) });
    const p = await player();
    expect((await claim(p.token, later.Code as string)).body).toMatchObject({ ErrorCode: 'BONUS_NOT_STARTED', ErrorMessage: 'This bonus code is not active yet.' });
    // Starting it now opens it.
    expect((await call('POST', `/api/backoffice/marketing/campaigns/${later.Id}`, { headers, body: { StartsAt: hours(-1) } })).body.Campaign.State).toBe('running');

    const paused = await call('POST', `/api/backoffice/marketing/campaigns/${later.Id}`, { headers, body: { Action: 'pause', Reason: 'budget' } });
    expect(paused.body.Campaign.State).toBe('paused');
    expect((await claim(p.token, later.Code as string)).body).toMatchObject({ ErrorCode: 'BONUS_PAUSED', ErrorMessage: 'This bonus code is paused at the moment. Please try again later.' });
    await call('POST', `/api/backoffice/marketing/campaigns/${later.Id}`, { headers, body: { Action: 'resume' } });
    expect((await claim(p.token, later.Code as string)).status).toBe(200);

    const ending = await created(headers, { Code: newCode() });
    const expired = await call('POST', `/api/backoffice/marketing/campaigns/${ending.Id}`, { headers, body: { Action: 'expire', Reason: 'campaign over' } });
    expect(expired.body.Campaign.State).toBe('expired');
    expect((await claim(p.token, ending.Code as string)).body).toMatchObject({ ErrorCode: 'BONUS_EXPIRED', ErrorMessage: 'This bonus code has expired.' });
    // An ended campaign stays ended.
    expect((await call('POST', `/api/backoffice/marketing/campaigns/${ending.Id}`, { headers, body: { Action: 'resume' } })).body.ErrorCode).toBe('BONUS_CAMPAIGN_ENDED');

    const capped = await created(headers, { Code: newCode(), MaxClaims: 1 });
    expect((await claim((await player()).token, capped.Code as string)).status).toBe(200);
    expect((await claim(p.token, capped.Code as string)).body).toMatchObject({ ErrorCode: 'BONUS_EXHAUSTED' });
  });

  it('audits every change with who made it and the state before and after', async () => {
    const headers = await marketing();
    const campaign = await created(headers, { Code: newCode() });
    await call('POST', `/api/backoffice/marketing/campaigns/${campaign.Id}`, { headers, body: { Action: 'pause', Reason: 'budget' } });
    const entries = await suite.db.selectFrom('audit_log').select(['operation', 'reason', 'before', 'after']).where('target_type', '=', 'bonus').where('target_id', '=', String(campaign.Id)).orderBy('id').execute();
    expect(entries.map((e) => [e.operation, e.reason])).toEqual([
      ['bonuses.manage', null],
      ['bonuses.manage', 'budget'],
    ]);
  });

  it('the welcome bonus is a campaign whose terms marketing edits', async () => {
    const headers = await marketing();
    const welcome = ((await call('GET', '/api/backoffice/marketing/campaigns', { headers })).body.Campaigns as Json[]).find((c) => c.Code === 'WELCOME100')!;
    const changed = await call('POST', `/api/backoffice/marketing/campaigns/${welcome.Id}`, { headers, body: { Percent: 50, Amounts: { EUR: '600.00', USD: '600.00', CAD: '900.00', SEK: '6000.00' }, Reason: 'new welcome offer' } });
    expect(changed.body.Campaign).toMatchObject({ Percent: 50, Amounts: { EUR: '600.00' }, Title: '50% welcome bonus' });
    const offer = ((await call('GET', '/api/bonuses', { token: (await player()).token })).body.GeneralBonuses as Json[]).find((b) => b.Code === 'WELCOME100');
    expect(offer).toMatchObject({ Percent: 50, Amount: '600.00', Title: '50% welcome bonus' });
  });

  it('needs a marketing (or admin) session: the machine token and other roles are refused', async () => {
    const body = { Code: newCode(), Title: 'x', Kind: 'free_bet', Amounts: { EUR: '1.00' } };
    expect((await call('POST', '/api/backoffice/marketing/campaigns', { headers: { 'x-admin-token': ADMIN }, body })).body.ErrorCode).toBe('ADMIN_TOKEN_REFUSED');
    const support = await signedInStaff(suite.db, suite.app, ['support']);
    expect((await call('POST', '/api/backoffice/marketing/campaigns', { headers: support.headers, body })).status).toBe(403);
  });
});

const inbox = async (userId: bigint) =>
  (await suite.db.selectFrom('message_recipients').innerJoin('messages', 'messages.id', 'message_recipients.message_id').select(['messages.subject']).where('message_recipients.user_id', '=', userId).execute()).map((m) => m.subject);
const preview = (headers: Record<string, string>, Segment: Json) => call('POST', '/api/backoffice/marketing/segments/preview', { headers, body: Segment });
const send = (headers: Record<string, string>, body: Json) => call('POST', '/api/backoffice/marketing/messages', { headers, body: { Subject: 'Weekend offer', Body: 'A free bet waits for you.', ...body } });

describe('messages to a segment of players', () => {
  it('counts the players of a segment and sends them one message, once, however often the send is retried', async () => {
    const headers = await marketing();
    // Iceland: no other test registers a player there.
    const depositor = await createTestPlayer(suite.db, suite.config, { currency: 'EUR', country: 'IS' });
    await suite.db
      .insertInto('cashier_transactions')
      .values({ user_id: depositor.userId, statement_type: StatementType.Deposit, currency: 'EUR', amount: 1000n, status: TransactionStatus.Completed, method: 'vouchers', details: '{}' })
      .execute();
    const newcomer = await createTestPlayer(suite.db, suite.config, { currency: 'EUR', country: 'IS' });
    const swede = await createTestPlayer(suite.db, suite.config, { currency: 'SEK', country: 'IS' });

    const count = async (Segment: Json) => (await preview(headers, Segment)).body.Recipients;
    expect(await count({ Countries: ['is'] })).toBe(3);
    expect(await count({ Countries: ['IS'], Currencies: ['EUR'] })).toBe(2);
    expect(await count({ Countries: ['IS'], Currencies: ['EUR'], HasDeposited: true })).toBe(1);
    expect(await count({ Countries: ['IS'], HasDeposited: false })).toBe(2);
    expect(await count({ Countries: ['IS'], RegisteredFrom: hours(1) })).toBe(0);
    expect(await count({ Countries: ['IS'], RegisteredFrom: hours(-1), RegisteredTo: hours(1) })).toBe(3);

    const segment = { Countries: ['IS'], Currencies: ['EUR'], HasDeposited: false };
    const key = `segment-${Date.now()}`;
    const first = await send(headers, { Segment: segment, IdempotencyKey: key });
    expect(first.body).toMatchObject({ Recipients: 1, Replayed: false });
    const again = await send(headers, { Segment: segment, IdempotencyKey: key });
    expect(again.body).toMatchObject({ MessageId: first.body.MessageId, Recipients: 1, Replayed: true });
    expect(await inbox(newcomer.userId)).toEqual(['Weekend offer']);
    expect(await inbox(depositor.userId)).toEqual([]);
    expect(await inbox(swede.userId)).toEqual([]);

    // The key of that send, with another message: refused, nothing sent.
    const reused = await send(headers, { Segment: segment, IdempotencyKey: key, Body: 'Something else' });
    expect(reused.status).toBe(400);
    expect(reused.body.FieldErrors.IdempotencyKey).toBe('This idempotency key was used for another message: compose the message again.');
    expect(await inbox(newcomer.userId)).toEqual(['Weekend offer']);
  });

  it('leaves out a self-excluded player, and is refused to support and to the machine token', async () => {
    const headers = await marketing();
    const excluded = await createTestPlayer(suite.db, suite.config, { currency: 'EUR', country: 'LI' });
    await suite.db
      .insertInto('rg_settings')
      .values({
        user_id: excluded.userId,
        session_limit_minutes: null,
        reality_check_minutes: null,
        exclusion_kind: 'self_exclusion',
        exclusion_term: '6m',
        excluded_from: new Date(Date.now() - 60_000),
        excluded_until: new Date(Date.now() + 86_400_000),
        sign_in_paused_until: null,
        limit_prompt_skipped_at: null,
      })
      .execute();
    const open = await createTestPlayer(suite.db, suite.config, { currency: 'EUR', country: 'LI' });
    expect((await preview(headers, { Countries: ['LI'] })).body.Recipients).toBe(1);
    expect((await send(headers, { Segment: { Countries: ['LI'] }, IdempotencyKey: `li-${Date.now()}` })).body.Recipients).toBe(1);
    expect(await inbox(open.userId)).toEqual(['Weekend offer']);
    expect(await inbox(excluded.userId)).toEqual([]);

    const support = await signedInStaff(suite.db, suite.app, ['support']);
    expect((await send(support.headers, { Segment: { Countries: ['LI'] }, IdempotencyKey: `li-support-${Date.now()}` })).status).toBe(403);
    expect((await send({ 'x-admin-token': ADMIN }, { Segment: { Countries: ['LI'] }, IdempotencyKey: `li-machine-${Date.now()}` })).body.ErrorCode).toBe('ADMIN_TOKEN_REFUSED');
    expect(await inbox(open.userId)).toEqual(['Weekend offer']);
  });
});
