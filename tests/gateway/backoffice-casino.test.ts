/**
 * The casino lobby through the gateway (issue 18): marketing retires a game and marks one not working on
 * /backoffice/graphql; a player's open lobby hears casinoCatalogueChanged, the player's casinoGames no
 * longer lists the retired game, the not-working one reads status NOT_WORKING; a role the table leaves
 * out is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import type { Json } from '../helpers/json';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

async function signedIn(roles: Parameters<typeof createStaff>[1]['roles'], name: string): Promise<string> {
  const made = (await createStaff(stack.platform.database.db, { username: name, email: `${name}@staff.test`, roles }, null))!;
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
    body: JSON.stringify({ query: 'mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', variables: { u: made.username, p: made.password, c: staffCode(made.totpSecret) } }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<{ data?: Json; errors?: Json[] }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Json; errors?: Json[] };
}

const FIND = `query($search: String!) { casinoGames(search: $search, first: 50) { totalCount edges { node { id title status } } } }`;
const RETIRE = `mutation($id: ID!, $reason: String) { backoffice { retireCasinoGame(id: $id, reason: $reason) { __typename ... on BackofficeCasinoGame { retiredAt game { id status } } ... on Error { code message } } } }`;
const MARK = `mutation($id: ID!) { backoffice { setCasinoGameWorking(id: $id, working: false) { __typename ... on BackofficeCasinoGame { notWorking game { status } } } } }`;
const CHANGED = 'subscription { casinoCatalogueChanged { change provider games { id status } } }';

/** A listed slot of a provider, by rank among its games: its title and global id, as a player finds it. */
async function slot(provider: string, nth: number) {
  const row = await stack.platform.database.db
    .selectFrom('casino_games')
    .select(['title'])
    .where('provider', '=', provider)
    .where('kind', '=', 'slot')
    .where('excluded', '=', false)
    .orderBy('popularity')
    .offset(nth)
    .executeTakeFirstOrThrow();
  const found = ((await graphql(stack.graphqlUrl, FIND, { search: row.title })).data!.casinoGames.edges as Json[]).map((edge) => edge.node);
  return found.find((game) => game.title === row.title) as { id: string; title: string; status: string };
}

describe('the casino lobby in the back office', () => {
  it('marketing retires a game: an open lobby hears it, and the player no longer finds it', async () => {
    const game = await slot('amusnet', 5);
    const client = wsClient(stack.graphqlUrl);
    const heard = firstResults<{ data: Json }>(client, { query: CHANGED });
    await heard.subscribed;

    const cookie = await signedIn(['marketing'], 'gw-casino-marketing');
    const answer = await graphql(`${stack.url}${BACKOFFICE_GRAPHQL}`, RETIRE, { id: game.id, reason: 'Licence ended' }, cookie);
    expect(answer.data?.backoffice.retireCasinoGame).toMatchObject({ __typename: 'BackofficeCasinoGame', game: { id: game.id, status: 'RETIRED' } });

    const [event] = await heard.done;
    await client.dispose();
    expect(event!.data.casinoCatalogueChanged).toEqual({ change: 'RETIRED', provider: null, games: [{ id: game.id, status: 'RETIRED' }] });
    const after = ((await graphql(stack.graphqlUrl, FIND, { search: game.title })).data!.casinoGames.edges as Json[]).map((edge) => edge.node.id);
    expect(after).not.toContain(game.id);

    const again = await graphql(`${stack.url}${BACKOFFICE_GRAPHQL}`, RETIRE, { id: game.id }, cookie);
    expect(again.data?.backoffice.retireCasinoGame).toMatchObject({ __typename: 'BackofficeError', code: 'GAME_RETIRED' });
  });

  it('a game marked not working stays in the player\'s list as NOT_WORKING', async () => {
    const game = await slot('amusnet', 6);
    const cookie = await signedIn(['marketing'], 'gw-casino-marker');
    const answer = await graphql(`${stack.url}${BACKOFFICE_GRAPHQL}`, MARK, { id: game.id }, cookie);
    expect(answer.data?.backoffice.setCasinoGameWorking).toEqual({ __typename: 'BackofficeCasinoGame', notWorking: true, game: { status: 'NOT_WORKING' } });
    const listed = ((await graphql(stack.graphqlUrl, FIND, { search: game.title })).data!.casinoGames.edges as Json[]).map((edge) => edge.node);
    expect(listed.find((node) => node.id === game.id)).toMatchObject({ status: 'NOT_WORKING' });
  });

  it('support may not retire a game, and nothing changes', async () => {
    const game = await slot('amusnet', 7);
    const cookie = await signedIn(['support'], 'gw-casino-support');
    const answer = await graphql(`${stack.url}${BACKOFFICE_GRAPHQL}`, RETIRE, { id: game.id }, cookie);
    expect((answer.errors?.[0] as Json | undefined)?.extensions?.code).toBe('FORBIDDEN');
    expect(((await graphql(stack.graphqlUrl, FIND, { search: game.title })).data!.casinoGames.edges as Json[]).map((edge) => edge.node.id)).toContain(game.id);
  });
});
