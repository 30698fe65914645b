/** Player support: search, the profile, and each action on a fresh player. */
import { randomUUID } from 'node:crypto';
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createTestPlayer } from '../../helpers/cashier';

export default {
  area: 'players',
  async calls({ db, config }) {
    const player = await createTestPlayer(db, config);
    const session = await db.selectFrom('sessions').select('id').where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    const base = `/api/backoffice/players/${player.userId}`;
    return [
      { operation: 'players.read', method: 'GET', path: `/api/backoffice/players?Query=${encodeURIComponent(player.email)}` },
      { operation: 'players.read', method: 'GET', path: base },
      { operation: 'players.sessions.end', method: 'POST', path: `${base}/sessions/${session.id}/end` },
      { operation: 'players.sessions.end', method: 'POST', path: `${base}/sessions/end` },
      { operation: 'players.lock', method: 'POST', path: `${base}/lock`, body: { Locked: true, Reason: 'Chargeback under review' } },
      { operation: 'players.twoFactor.reset', method: 'POST', path: `${base}/two-factor/reset`, body: { Reason: 'Lost phone, identity checked by call-back' } },
      { operation: 'players.note', method: 'POST', path: `${base}/notes`, body: { Body: 'Called about a late withdrawal.' } },
      { operation: 'players.tag', method: 'PUT', path: `${base}/tags`, body: { Tags: ['vip'] } },
      { operation: 'players.message', method: 'POST', path: `${base}/messages`, body: { Subject: 'Your withdrawal', Body: 'It is on its way.', IdempotencyKey: randomUUID() } },
    ];
  },
} satisfies AreaCalls;
