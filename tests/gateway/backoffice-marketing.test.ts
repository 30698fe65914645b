/**
 * Marketing through the gateway (issue 18): a marketing member creates, pauses, resumes and schedules a
 * bonus campaign on /backoffice/graphql, and a player's claim of its code on /graphql meets each state
 * with the translated refusal; other roles are refused the campaigns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import type { StaffRole } from '../../rules/backoffice';
import { createTestPlayer } from '../helpers/cashier';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

type Answer = { data?: Record<string, Record<string, unknown> | null> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function graphql(path: string, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const staff = async (roles: StaffRole[]) => `og_staff=${(await signedInStaff(stack.platform.database.db, stack.platform.app, roles)).token}`;
const backoffice = (cookie: string, query: string, variables: Record<string, unknown> = {}) => graphql(BACKOFFICE_GRAPHQL, cookie, query, variables);

const CREATE = `mutation($input: CreateBonusCampaignInput!) { backoffice { createBonusCampaign(input: $input) {
  __typename ... on BonusCampaignPayload { campaign { id code title kind state claims maxClaims amounts { amount currency } } } ... on Error { code message } ... on ValidationError { fields { field message } } } } }`;
const CHANGE = `mutation($id: ID!, $change: ChangeBonusCampaignInput!) { backoffice { changeBonusCampaign(id: $id, change: $change) {
  __typename ... on BonusCampaignPayload { campaign { state startsAt } } ... on Error { code message } } } }`;
const LIST = '{ backoffice { bonusCampaigns { id code state claims } } }';

type Campaign = { id: string; code: string; state: string; claims: number };
const mutated = (answer: Answer, name: string) => {
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const { campaign, ...rest } = answer.data.backoffice![name] as { campaign?: Record<string, unknown> };
  // A payload answers its campaign's fields; a refusal its own.
  return { ...rest, ...campaign } as Record<string, unknown>;
};

async function claim(token: string, code: string) {
  const answer = await graphql('/graphql', `og_session=${token}`, 'mutation($c: String!) { claimBonus(code: $c) { __typename ... on Error { code message } } }', { c: code });
  return answer.data!.claimBonus as { __typename: string; code?: string; message?: string };
}

let codes = 0;
const newCode = () => `GWMKT${++codes}${Date.now().toString(36).toUpperCase()}`;

describe('bonus campaigns on the back-office endpoint', () => {
  it('a marketing member creates a code, pauses and resumes it; the player’s claim meets each state', async () => {
    const marketing = await staff(['marketing']);
    const code = newCode();
    const created = mutated(await backoffice(marketing, CREATE, { input: { code: code.toLowerCase(), title: 'Derby free bet', kind: 'FREE_BET', amounts: [{ currency: 'EUR', amount: '7.50' }], maxClaims: 10 } }), 'createBonusCampaign');
    expect(created).toMatchObject({ __typename: 'BonusCampaignPayload', code, title: 'Derby free bet', kind: 'FREE_BET', state: 'RUNNING', claims: 0, maxClaims: 10, amounts: [{ amount: '7.50', currency: 'EUR' }] });

    const paused = mutated(await backoffice(marketing, CHANGE, { id: created.id, change: { action: 'PAUSE', reason: 'budget review' } }), 'changeBonusCampaign');
    expect(paused).toMatchObject({ __typename: 'BonusCampaignPayload', state: 'PAUSED' });
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config, { currency: 'EUR' });
    expect(await claim(player.token, code)).toEqual({ __typename: 'BonusError', code: 'BONUS_PAUSED', message: 'This bonus code is paused at the moment. Please try again later.' });

    expect(mutated(await backoffice(marketing, CHANGE, { id: created.id, change: { action: 'RESUME' } }), 'changeBonusCampaign')).toMatchObject({ state: 'RUNNING' });
    expect(await claim(player.token, code)).toEqual({ __typename: 'BonusPayload' });
    const listed = (((await backoffice(marketing, LIST)).data!.backoffice!.bonusCampaigns as Campaign[]) ?? []).find((c) => c.code === code);
    expect(listed).toMatchObject({ id: created.id, state: 'RUNNING', claims: 1 });

    // Scheduled for tomorrow: not active yet for the next player.
    const later = mutated(await backoffice(marketing, CREATE, { input: { code: newCode(), title: 'Later', kind: 'FREE_BET', amounts: [{ currency: 'EUR', amount: '5.00' }], startsAt: new Date(Date.now() + 86_400_000).toISOString() } }), 'createBonusCampaign');
    expect(later.state).toBe('SCHEDULED');
    const next = await createTestPlayer(stack.platform.database.db, stack.platform.config, { currency: 'EUR' });
    expect(await claim(next.token, later.code as string)).toMatchObject({ code: 'BONUS_NOT_STARTED', message: 'This bonus code is not active yet.' });

    // Expired, for good.
    expect(mutated(await backoffice(marketing, CHANGE, { id: later.id, change: { action: 'EXPIRE', reason: 'cancelled' } }), 'changeBonusCampaign')).toMatchObject({ state: 'EXPIRED' });
    expect(await claim(next.token, later.code as string)).toMatchObject({ code: 'BONUS_EXPIRED', message: 'This bonus code has expired.' });
    expect(mutated(await backoffice(marketing, CHANGE, { id: later.id, change: { action: 'RESUME' } }), 'changeBonusCampaign')).toMatchObject({ __typename: 'BackofficeError', code: 'BONUS_CAMPAIGN_ENDED' });
  });

  it('refuses a taken code and a malformed one on their fields, and an unknown id as not found', async () => {
    const marketing = await staff(['marketing']);
    const taken = mutated(await backoffice(marketing, CREATE, { input: { code: 'FREEBET10', title: 'Again', kind: 'FREE_BET', amounts: [{ currency: 'EUR', amount: '1.00' }] } }), 'createBonusCampaign');
    expect(taken).toMatchObject({ __typename: 'BackofficeError', code: 'BONUS_CODE_TAKEN', message: 'Another bonus already has this code.' });
    const malformed = mutated(await backoffice(marketing, CREATE, { input: { code: 'no spaces!', title: 'x', kind: 'FREE_BET', amounts: [{ currency: 'EUR', amount: '1.00' }] } }), 'createBonusCampaign');
    expect(malformed).toMatchObject({ __typename: 'ValidationError', fields: expect.arrayContaining([expect.objectContaining({ field: 'code' })]) });
    expect(mutated(await backoffice(marketing, CHANGE, { id: 'not-an-id', change: { action: 'PAUSE' } }), 'changeBonusCampaign')).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('support and payments staff are refused the campaigns; the auditor reads them and changes nothing', async () => {
    for (const role of ['support', 'payments'] as const) {
      const answer = await backoffice(await staff([role]), LIST);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const auditor = await staff(['auditor']);
    expect(((await backoffice(auditor, LIST)).data!.backoffice!.bonusCampaigns as Campaign[]).some((c) => c.code === 'WELCOME100')).toBe(true);
    const refused = await backoffice(auditor, CREATE, { input: { code: newCode(), title: 'x', kind: 'FREE_BET', amounts: [{ currency: 'EUR', amount: '1.00' }] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('segment messages on the back-office endpoint', () => {
  const SIZE = 'query($s: MarketingSegmentInput!) { backoffice { marketingSegmentSize(segment: $s) } }';
  const SEND = `mutation($s: MarketingSegmentInput!, $k: String!) { backoffice { sendSegmentMessage(segment: $s, subject: "Derby night", body: "Odds boosted tonight.", idempotencyKey: $k) {
    __typename ... on SegmentMessageSent { recipients replayed } ... on Error { code message } } } }`;

  it('counts the segment, sends once per key, and the player reads the message', async () => {
    const marketing = await staff(['marketing']);
    // The Faroe Islands: no other test registers a player there.
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config, { currency: 'EUR', country: 'FO' });
    const segment = { countries: ['FO'], currencies: ['EUR'], hasDeposited: false };
    expect((await backoffice(marketing, SIZE, { s: segment })).data!.backoffice!.marketingSegmentSize).toBe(1);
    const key = `gw-segment-${Date.now()}`;
    expect((await backoffice(marketing, SEND, { s: segment, k: key })).data!.backoffice!.sendSegmentMessage).toEqual({ __typename: 'SegmentMessageSent', recipients: 1, replayed: false });
    expect((await backoffice(marketing, SEND, { s: segment, k: key })).data!.backoffice!.sendSegmentMessage).toEqual({ __typename: 'SegmentMessageSent', recipients: 1, replayed: true });

    const inbox = await graphql('/graphql', `og_session=${player.token}`, '{ viewer { messages(first: 5) { edges { node { subject } } } } }');
    expect(inbox.data!.viewer).toEqual({ messages: { edges: [{ node: { subject: 'Derby night' } }] } });
    // The auditor reads, but neither counts nor sends.
    expect((await backoffice(await staff(['auditor']), SIZE, { s: segment })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
