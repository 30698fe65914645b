/** The casino lobby: its games and providers, the jackpot seeds, and the jackpot trigger test control. */
import { sql } from 'kysely';
import type { AreaCalls } from '../../helpers/backoffice-calls';

let made = 0;

export default {
  area: 'casino',
  async calls({ db }) {
    // Fresh games to retire and mark, as the back office adds them (a game retired once refuses a second time).
    const game = async (suffix: string) => {
      const name = `Role Table ${suffix} ${++made} ${Date.now().toString(36)}`;
      const row = await db
        .insertInto('casino_games')
        .values({
          provider: 'pragmatic',
          provider_game_key: name.toLowerCase().replace(/\W+/g, '_'),
          slug: name.toLowerCase().replace(/\W+/g, '-'),
          title: name,
          kind: 'slot',
          engine: 'slot',
          variant: 'medium',
          categories: [],
          currencies: ['EUR'],
          popularity: 100_000 + made,
          has_demo: true,
          rtp_bp: 9600,
          released_at: '2026-11-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`update casino_catalogue set version = version + 1`.execute(db);
      return row.id;
    };
    const [toRetire, toMark] = [await game('Retire'), await game('Mark')];
    const pool = await db.selectFrom('jackpot_pools').select('id').where('code', '=', 'mini').where('currency', '=', 'EUR').executeTakeFirstOrThrow();
    return [
      { operation: 'casino.read', method: 'GET', path: '/api/backoffice/casino/games?Search=role%20table' },
      { operation: 'casino.read', method: 'GET', path: '/api/backoffice/casino/providers' },
      { operation: 'casino.read', method: 'GET', path: '/api/backoffice/casino/jackpots' },
      {
        operation: 'casino.manage',
        method: 'POST',
        path: '/api/backoffice/casino/games',
        body: { Provider: 'habanero', Kind: 'slot', Title: `Role Table Added ${++made}`, Engine: 'slot', Variant: 'high', Categories: ['megaways'], HasDemo: true },
      },
      { operation: 'casino.manage', method: 'POST', path: `/api/backoffice/casino/games/${toRetire}/retire`, body: { Reason: 'The provider withdrew it' } },
      { operation: 'casino.manage', method: 'POST', path: `/api/backoffice/casino/games/${toMark}/working`, body: { Working: false, Reason: 'Reels freeze' } },
      { operation: 'casino.manage', method: 'POST', path: '/api/backoffice/casino/providers/goldenrace/switch', body: { Enabled: false, Reason: 'Maintenance' } },
      { operation: 'casino.manage', method: 'POST', path: '/api/backoffice/casino/providers/goldenrace/switch', body: { Enabled: true } },
      { operation: 'jackpots.seed', method: 'POST', path: `/api/backoffice/casino/jackpots/${pool.id}/seed`, body: { Seed: '10.00' } },
      { operation: 'test.controls', method: 'POST', path: `/api/admin/casino/jackpots/${pool.id}/trigger` },
    ];
  },
} satisfies AreaCalls;
