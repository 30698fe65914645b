/**
 * The player risk profile through the gateway (issue 19): a trader reads it by the player's global id
 * and sets the factor; a factor out of range is a ValidationError on `stakeFactor` in the staff's
 * language and changes nothing; a player who does not exist reads as null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeGraphql } from '../helpers/backoffice-graphql';
import { createTestPlayer } from '../helpers/cashier';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
let post: Awaited<ReturnType<typeof backofficeGraphql>>;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  post = await backofficeGraphql(stack, 'gw-trader', ['trader']);
});
afterAll(() => stack.close());

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
    expect((await post(READ, { id })).data?.backoffice?.playerRisk).toEqual({
      stakeFactor: 1,
      setBy: null,
      suggestion: { verdict: 'TOO_FEW', stakeFactor: 1, tickets: 0, profitPercent: 0, pValue: 1, beatClosingPercent: null },
    });
    expect((await post(SET, { id, f: 0.4, r: 'Beats the closing line' })).data?.backoffice?.setPlayerStakeFactor).toEqual({ __typename: 'BackofficePlayerRisk', stakeFactor: 0.4, setBy: 'gw-trader' });
    const bad = await post(SET, { id, f: 12, r: 'Too much' }, 'it-IT');
    expect(bad.data?.backoffice?.setPlayerStakeFactor).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'stakeFactor', message: 'Il fattore di puntata deve essere tra 0,01 e 10, con al massimo due decimali.' }],
    });
    expect((await post(READ, { id })).data?.backoffice?.playerRisk).toMatchObject({ stakeFactor: 0.4 });
  });

  it('a player who does not exist reads as null and cannot be set', async () => {
    const id = globalId('BackofficePlayer', '999999999999');
    expect((await post(READ, { id })).data?.backoffice?.playerRisk).toBeNull();
    expect((await post(READ, { id: 'not-an-id' })).data?.backoffice?.playerRisk).toBeNull();
    expect((await post(SET, { id, f: 0.5, r: 'x' })).data?.backoffice?.setPlayerStakeFactor).toMatchObject({ __typename: 'NotFoundError' });
  });
});
