/**
 * Bonus campaigns (issue 18, marketing): a marketing member creates a code and runs it; players claim it
 * in the existing claim flow only while its window is open, it is not paused and its cap is not reached.
 */
import { describe, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import { useCashierSuite } from '../helpers/cashier-suite';
import type { Json } from '../helpers/json';
import { signedInStaff } from '../helpers/staff';

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
    expect(changed.body.Campaign).toMatchObject({ Percent: 50, Amounts: { EUR: '600.00' } });
    const offer = ((await call('GET', '/api/bonuses', { token: (await player()).token })).body.GeneralBonuses as Json[]).find((b) => b.Code === 'WELCOME100');
    expect(offer).toMatchObject({ Percent: 50, Amount: '600.00' });
  });

  it('needs a marketing (or admin) session: the machine token and other roles are refused', async () => {
    const body = { Code: newCode(), Title: 'x', Kind: 'free_bet', Amounts: { EUR: '1.00' } };
    expect((await call('POST', '/api/backoffice/marketing/campaigns', { headers: { 'x-admin-token': ADMIN }, body })).body.ErrorCode).toBe('ADMIN_TOKEN_REFUSED');
    const support = await signedInStaff(suite.db, suite.app, ['support']);
    expect((await call('POST', '/api/backoffice/marketing/campaigns', { headers: support.headers, body })).status).toBe(403);
  });
});
