/**
 * The player risk profile through the gateway (issue 19): a trader reads it by the player's global id
 * and sets the factor; a factor out of range is a ValidationError on `stakeFactor` in the staff's
 * language and changes nothing; a player who does not exist reads as null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createTestPlayer } from '../helpers/cashier';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  const made = (await createStaff(stack.platform.database.db, { username: 'gw-trader', email: 'gw-trader@staff.test', roles: ['trader'] }, null))!;
  const signIn = await post(`mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }`, { u: made.username, p: made.password, c: staffCode(made.totpSecret) });
  cookie = signIn.setCookie!.split(';')[0]!;
});
afterAll(() => stack.close());

async function post(query: string, variables: Record<string, unknown> = {}, language = 'en-US') {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] }, setCookie: response.headers.get('set-cookie') };
}

const globalId = (type: string, id: bigint | string) => Buffer.from(`${type}:${id}`).toString('base64');
const READ = 'query($id: ID!) { backoffice { playerRisk(playerId: $id) { stakeFactor setBy suggestion { verdict stakeFactor tickets profitPercent pValue beatClosingPercent } } } }';
const SET = `mutation($id: ID!, $f: Float!, $r: String!) { backoffice { setPlayerStakeFactor(playerId: $id, stakeFactor: $f, reason: $r) {
  __typename
  ... on BackofficePlayerRisk { stakeFactor setBy }
  ... on Error { code message }
  ... on ValidationError { fields { field message } }
} } }`;

describe('player risk', () => {
  it('reads the profile, sets the factor, refuses one out of range in the staff language', async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const id = globalId('BackofficePlayer', player.userId);
    expect((await post(READ, { id })).body.data?.backoffice?.playerRisk).toEqual({
      stakeFactor: 1,
      setBy: null,
      suggestion: { verdict: 'TOO_FEW', stakeFactor: 1, tickets: 0, profitPercent: 0, pValue: 1, beatClosingPercent: null },
    });
    expect((await post(SET, { id, f: 0.4, r: 'Beats the closing line' })).body.data?.backoffice?.setPlayerStakeFactor).toEqual({ __typename: 'BackofficePlayerRisk', stakeFactor: 0.4, setBy: 'gw-trader' });
    const bad = await post(SET, { id, f: 12, r: 'Too much' }, 'it-IT');
    expect(bad.body.data?.backoffice?.setPlayerStakeFactor).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'stakeFactor', message: 'Il fattore di puntata deve essere tra 0,01 e 10, con al massimo due decimali.' }],
    });
    expect((await post(READ, { id })).body.data?.backoffice?.playerRisk).toMatchObject({ stakeFactor: 0.4 });
  });

  it('a player who does not exist reads as null and cannot be set', async () => {
    const id = globalId('BackofficePlayer', '999999999999');
    expect((await post(READ, { id })).body.data?.backoffice?.playerRisk).toBeNull();
    expect((await post(READ, { id: 'not-an-id' })).body.data?.backoffice?.playerRisk).toBeNull();
    expect((await post(SET, { id, f: 0.5, r: 'x' })).body.data?.backoffice?.setPlayerStakeFactor).toMatchObject({ __typename: 'NotFoundError' });
  });
});
