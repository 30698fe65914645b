/**
 * Corrected results through the gateway (issue 19): a trader previews and applies a correction of a
 * settled match; a correction of a match still running is a BackofficeError in the trader's language;
 * a role without 'trading.correct' is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { fixture, state, update } from '../helpers/feed';
import { backofficeGraphql } from '../helpers/backoffice-graphql';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
let poster: Awaited<ReturnType<typeof backofficeGraphql>>;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  poster = await backofficeGraphql(stack, 'gw-trader', ['trader']);
});
afterAll(() => stack.close());

const post = async (query: string, variables: Record<string, unknown> = {}, language = 'en-US') => ({ body: await poster(query, variables, language) });

/** A match of the feed, ended (with its 1X2 settled, home won) or still to play: its number. */
async function match(key: string, ended: boolean): Promise<number> {
  const db = stack.platform.database.db;
  const ingest = createFeedIngest(db);
  await ingest.fixtures([fixture(key)]);
  if (ended) await ingest.updates([update(key, { state: state({ status: 'ended', score: { home: 1, away: 0 } }), markets: [], settled: { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } })]);
  return Number((await db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);
}

const APPLY = `mutation($m: Int!, $markets: [CorrectedMarketInput!]!, $r: String!) { backoffice { applyResultCorrection(matchId: $m, markets: $markets, reason: $r) {
  __typename
  ... on ResultCorrection { correctionId matchId tickets { ticketId movement } }
  ... on Error { code message }
} } }`;
const PREVIEW = `mutation($m: Int!, $markets: [CorrectedMarketInput!]!) { backoffice { previewResultCorrection(matchId: $m, markets: $markets) {
  __typename
  ... on ResultCorrection { correctionId matchId tickets { ticketId } }
  ... on Error { code message }
} } }`;

describe('corrected results', () => {
  it('a trader previews and applies a correction of a settled match', async () => {
    const id = await match('gw-corrected', true);
    const markets = [{ marketKey: 'match/1x2', results: [{ outcome: 'away', result: 'win' }] }];
    expect((await post(PREVIEW, { m: id, markets })).body.data?.backoffice?.previewResultCorrection).toEqual({ __typename: 'ResultCorrection', correctionId: null, matchId: id, tickets: [] });
    const applied = (await post(APPLY, { m: id, markets, r: 'The feed gave the wrong winner' })).body.data?.backoffice?.applyResultCorrection;
    expect(applied).toEqual({ __typename: 'ResultCorrection', correctionId: expect.stringMatching(/^\d+$/), matchId: id, tickets: [] });
    const settled = await stack.platform.database.db.selectFrom('matches').select('settled').where('id', '=', BigInt(id) as never).executeTakeFirstOrThrow();
    expect(settled.settled).toMatchObject({ 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } });
  });

  it('voiding a market of a match still to play is a BackofficeError in the trader language', async () => {
    const id = await match('gw-not-ended', false);
    const answer = await post(APPLY, { m: id, markets: [{ marketKey: 'match/1x2', void: true }], r: 'palpable error' }, 'de-DE');
    expect(answer.body.data?.backoffice?.applyResultCorrection).toEqual({
      __typename: 'BackofficeError',
      code: 'MATCH_NOT_SETTLED',
      message: 'Nur ein beendetes und abgerechnetes Spiel kann korrigiert werden. Es wurde nichts geändert.',
    });
  });
});
