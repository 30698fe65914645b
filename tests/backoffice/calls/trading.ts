/** The feed and settlement calls (machine-allowed; a trader's too) and the betting test control. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createFeedIngest } from '../../../platform/sportsbook/ingest';
import { fixture } from '../../helpers/feed';

let made = 0;

export default {
  area: 'trading',
  async calls({ db }) {
    const key = `bo-trading-${++made}-${Date.now().toString(36)}`;
    await createFeedIngest(db).fixtures([fixture(key)]);
    const match = await db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow();
    return [
      { operation: 'feed.inject', method: 'POST', path: '/api/admin/feed/inject', body: { MatchId: Number(match.id), Event: 'bet-stop-on' } },
      { operation: 'trading.settle', method: 'POST', path: `/api/admin/betting/matches/${match.id}/settle` },
    ];
  },
} satisfies AreaCalls;
