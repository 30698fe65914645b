/**
 * The deposit-limit prompt (issue 17: at registration and before the first deposit): due while the
 * player has no deposit limit, has never deposited and has not skipped it; a skip is remembered for
 * the account; a profile that does not let it be skipped refuses the skip.
 */
import { describe, expect, it } from 'vitest';
import { signedCallback } from '../helpers/cashier';
import { useResponsibleSuite } from '../helpers/responsible';
import { PROFILES } from '../../platform/responsible/profiles';

const suite = useResponsibleSuite();
const { call, player, setLimit } = suite;

const overview = async (token: string) => (await call('GET', '/api/responsible', { token })).body;
const skip = (token: string) => call('POST', '/api/responsible/limit-prompt/skip', { token, headers: { 'accept-language': 'en-US' } });

describe('the deposit-limit prompt', () => {
  it.each(['SE', 'GB', 'MT', 'CA'])('is due for a new player of %s, whose profile lets it be skipped', async (country) => {
    const p = await player({ country });
    const body = await overview(p.token);
    expect(body.LimitPromptDue).toBe(true);
    expect(body.Profile.LimitPromptSkippable).toBe(true);
  });

  it('is no longer due once a deposit limit is set', async () => {
    const p = await player();
    expect((await setLimit(p.token, 'deposit', 'week', '100.00')).body.LimitPromptDue).toBe(false);
  });

  it('is not due because of a loss or wager limit alone', async () => {
    const p = await player();
    expect((await setLimit(p.token, 'loss', 'day', '20.00')).body.LimitPromptDue).toBe(true);
  });

  it('is no longer due once a deposit completed', async () => {
    const p = await player();
    const started = await call('POST', '/api/cashier/deposit', { token: p.token, body: { PaymentMethod: 'card', Amount: '20.00', AgreeWithDepositTerms: true, CardCountry: 'SE' } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // Started but not paid: still the first deposit to come.
    expect((await overview(p.token)).LimitPromptDue).toBe(true);
    const { body, signature } = signedCallback({ DepositId: started.body.Deposit.Id, TransactionId: `prompt-${p.userId}`, Status: 'approved', Amount: '20.00', Currency: 'EUR' });
    expect((await call('POST', '/api/cashier/callback/sandboxpay', { raw: body, headers: { 'x-signature': signature } })).body.Deposit.Status).toBe('Completed');
    expect((await overview(p.token)).LimitPromptDue).toBe(false);
  });

  it('is skipped for the account: the skip is remembered and audited once', async () => {
    const p = await player();
    const skipped = await skip(p.token);
    expect(skipped.status).toBe(200);
    expect(skipped.body.LimitPromptDue).toBe(false);
    expect((await overview(p.token)).LimitPromptDue).toBe(false);
    expect((await skip(p.token)).status).toBe(200);
    const entries = (await call('GET', '/api/responsible/history', { token: p.token })).body.Entries as { Action: string }[];
    expect(entries.filter((entry) => entry.Action === 'limit_prompt_skipped')).toHaveLength(1);
  });

  it('refuses the skip where the profile does not allow it, and the prompt stays due', async () => {
    const p = await player({ country: 'SE' });
    PROFILES.default.limitPromptSkippable = false;
    try {
      const refused = await skip(p.token);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ HasErrors: true, ErrorCode: 'LIMIT_PROMPT_REQUIRED' });
      expect((await overview(p.token)).Profile.LimitPromptSkippable).toBe(false);
      expect((await overview(p.token)).LimitPromptDue).toBe(true);
    } finally {
      PROFILES.default.limitPromptSkippable = true;
    }
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/responsible/limit-prompt/skip')).status).toBe(401);
  });
});
