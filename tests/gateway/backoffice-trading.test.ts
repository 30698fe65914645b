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
import { globalIdOf } from '../../gateway/schema/ids';

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

const APPLY = `mutation($m: ID!, $markets: [CorrectedMarketInput!]!, $score: CorrectedScoreInput, $r: String!) { backoffice { applyResultCorrection(matchId: $m, markets: $markets, score: $score, reason: $r) {
  __typename
  ... on ResultCorrection { correctionId matchId tickets { ticketId movement } }
  ... on Error { code message }
  ... on ValidationError { fields { field } }
} } }`;
const PREVIEW = `mutation($m: ID!, $markets: [CorrectedMarketInput!]!) { backoffice { previewResultCorrection(matchId: $m, markets: $markets) {
  __typename
  ... on ResultCorrection { correctionId matchId tickets { ticketId } totals { tickets } }
  ... on Error { code message }
} } }`;

describe('corrected results', () => {
  it('a trader previews and applies a correction of a settled match', async () => {
    const id = await match('gw-corrected', true);
    const gid = globalIdOf('Match', id);
    const markets = [{ marketKey: 'match/1x2', results: [{ outcome: 'away', result: 'win' }] }];
    expect((await post(PREVIEW, { m: gid, markets })).body.data?.backoffice?.previewResultCorrection).toEqual({ __typename: 'ResultCorrection', correctionId: null, matchId: gid, tickets: [], totals: [] });
    const applied = (await post(APPLY, { m: gid, markets, r: 'The feed gave the wrong winner' })).body.data?.backoffice?.applyResultCorrection;
    expect(applied).toEqual({ __typename: 'ResultCorrection', correctionId: expect.stringMatching(/^\d+$/), matchId: gid, tickets: [] });
    const settled = await stack.platform.database.db.selectFrom('matches').select('settled').where('id', '=', BigInt(id) as never).executeTakeFirstOrThrow();
    expect(settled.settled).toMatchObject({ 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } });
  });

  it('a trader corrects the final score alone (what teaser legs settle from); a negative score is a ValidationError naming the field', async () => {
    const id = await match('gw-score', true);
    const gid = globalIdOf('Match', id);
    const applied = (await post(APPLY, { m: gid, markets: [], score: { home: 2, away: 2 }, r: 'The feed missed a late goal' })).body.data?.backoffice?.applyResultCorrection;
    expect(applied).toMatchObject({ __typename: 'ResultCorrection', correctionId: expect.stringMatching(/^\d+$/) });
    const row = await stack.platform.database.db.selectFrom('matches').select(['home_score', 'away_score']).where('id', '=', BigInt(id) as never).executeTakeFirstOrThrow();
    expect(row).toEqual({ home_score: 2, away_score: 2 });
    const refused = (await post(APPLY, { m: gid, markets: [], score: { home: -1, away: 0 }, r: 'typo' })).body.data?.backoffice?.applyResultCorrection;
    expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'score.home' }] });
    const none = (await post(APPLY, { m: gid, markets: [], r: 'nothing' })).body.data?.backoffice?.applyResultCorrection;
    expect(none).toMatchObject({ __typename: 'BackofficeError', code: 'NO_MARKETS' });
  });

  it('voiding a market of a match still to play is a BackofficeError in the trader language', async () => {
    const id = await match('gw-not-ended', false);
    const answer = await post(APPLY, { m: globalIdOf('Match', id), markets: [{ marketKey: 'match/1x2', void: true }], r: 'palpable error' }, 'de-DE');
    expect(answer.body.data?.backoffice?.applyResultCorrection).toEqual({
      __typename: 'BackofficeError',
      code: 'MATCH_NOT_SETTLED',
      message: 'Nur ein beendetes und abgerechnetes Spiel kann korrigiert werden. Es wurde nichts geändert.',
    });
  });

  it('a trader finds the settled match by name and reads its markets with their settled results', async () => {
    const id = await match('gw-picked', true);
    await match('gw-picked-open', false);
    const found = await post(`query($q: String) { backoffice { settledMatches(query: $q) { __typename ... on SettledMatches { matches { id name } sports { number name } } } } }`, { q: 'gw-picked' });
    const matches = (found.body.data!.backoffice!.settledMatches as { matches: { id: string }[] }).matches;
    expect(matches.map((row) => row.id)).toEqual([globalIdOf('Match', id)]);
    const detail = await post(`query($id: ID!) { backoffice { settledMatch(id: $id) { homeScore awayScore markets { key tickets outcomes { key result } } } } }`, { id: globalIdOf('Match', id) });
    expect(detail.body.data?.backoffice?.settledMatch).toEqual({
      homeScore: 1,
      awayScore: 0,
      markets: [{ key: 'match/1x2', tickets: 0, outcomes: expect.arrayContaining([{ key: 'home', result: 'win' }, { key: 'draw', result: 'lost' }, { key: 'away', result: 'lost' }]) }],
    });
    const bad = await post(`query { backoffice { settledMatches(date: "yesterday") { __typename ... on Error { message } } } }`);
    expect(bad.body.data?.backoffice?.settledMatches).toMatchObject({ __typename: 'ValidationError' });
    expect((await post(`query { backoffice { settledMatch(id: "nonsense") { name } } }`)).body.data?.backoffice?.settledMatch).toBeNull();
  });
});
