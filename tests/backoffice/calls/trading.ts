/** The feed and settlement calls (machine-allowed; a trader's too), the desk's controls, and the betting test control. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createFeedIngest } from '../../../platform/sportsbook/ingest';
import { fixture, soccerBook, state, update } from '../../helpers/feed';

let made = 0;

export default {
  area: 'trading',
  async calls({ db }) {
    const key = `bo-trading-${++made}-${Date.now().toString(36)}`;
    const ingest = createFeedIngest(db);
    await ingest.fixtures([fixture(key)]);
    await ingest.updates([update(key, { state: state(), markets: soccerBook() })]);
    const match = await db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow();
    // A settled match for the corrections (nobody bet on it: each apply is a correction row and an audit entry).
    const ended = `${key}-ended`;
    await createFeedIngest(db).fixtures([fixture(ended)]);
    await createFeedIngest(db).updates([update(ended, { state: state({ status: 'ended', score: { home: 1, away: 0 } }), markets: [], settled: { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } })]);
    const settled = Number((await db.selectFrom('matches').select('id').where('feed_key', '=', ended).executeTakeFirstOrThrow()).id);
    const correction = { MatchId: settled, Markets: [{ MarketKey: 'match/1x2', Results: { away: 'win' } }] };
    return [
      { operation: 'feed.inject', method: 'POST', path: '/api/admin/feed/inject', body: { MatchId: Number(match.id), Event: 'bet-stop-on' } },
      { operation: 'trading.settle', method: 'POST', path: `/api/admin/betting/matches/${match.id}/settle` },
      { operation: 'trading.correct', method: 'POST', path: '/api/backoffice/trading/corrections', body: { ...correction, Reason: 'The feed gave the wrong winner' } },
      { operation: 'trading.read', method: 'GET', path: '/api/backoffice/trading/corrections/matches' },
      { operation: 'trading.read', method: 'GET', path: `/api/backoffice/trading/corrections/matches/${settled}` },
      { operation: 'trading.read', method: 'GET', path: '/api/backoffice/trading/ticker' },
      { operation: 'trading.read', method: 'GET', path: '/api/backoffice/trading/matches' },
      { operation: 'trading.read', method: 'GET', path: `/api/backoffice/trading/matches/${match.id}` },
      {
        operation: 'trading.limits',
        method: 'PUT',
        path: `/api/backoffice/trading/matches/${match.id}/limits`,
        body: { MarketKey: 'match/1x2', Currency: 'EUR', MaxLiability: '500.00', AutoSuspendAt: null, Reason: 'role table' },
      },
      { operation: 'trading.read', method: 'GET', path: `/api/backoffice/trading/matches/${match.id}/controls` },
      { operation: 'trading.audit.read', method: 'GET', path: '/api/backoffice/trading/audit' },
      { operation: 'trading.control', method: 'POST', path: '/api/backoffice/trading/suspensions', body: { Scope: 'match', Id: String(match.id), Suspended: true, Reason: 'role table' } },
    ];
  },
} satisfies AreaCalls;
