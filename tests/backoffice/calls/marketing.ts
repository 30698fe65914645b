/** Bonus campaigns, personal bonuses, the weekly cashback and segment messages (issue 18, marketing). */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createTestPlayer } from '../../helpers/cashier';

let made = 0;

export default {
  area: 'marketing',
  async calls({ db, config }) {
    const code = `BO${++made}X${Date.now().toString(36).toUpperCase()}`;
    const campaign = await db
      .insertInto('bonuses')
      .values({ code, title: 'Role-table campaign', kind: 'free_bet', product: 'sportsbook', amounts: JSON.stringify({ EUR: '5.00' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const player = await createTestPlayer(db, config, { currency: 'EUR' });
    return [
      { operation: 'bonuses.read', method: 'GET', path: '/api/backoffice/marketing/campaigns' },
      { operation: 'bonuses.manage', method: 'POST', path: `/api/backoffice/marketing/campaigns/${campaign.id}`, body: { Action: 'pause', Reason: 'budget review' } },
      { operation: 'bonuses.assign', method: 'POST', path: '/api/backoffice/marketing/personal-bonuses', body: { UserId: String(player.userId), BonusCode: 'VIPRELOAD50' } },
      { operation: 'bonuses.cashback', method: 'POST', path: '/api/backoffice/marketing/cashback', body: { WeekStart: '2026-01-05' } },
      // A segment nobody is in (the walk's sends must not fill other tests' inboxes).
      { operation: 'messages.segment', method: 'POST', path: '/api/backoffice/marketing/messages', body: { Segment: { Countries: ['AQ'] }, Subject: 'Role table', Body: 'Walk.', IdempotencyKey: `walk-${code}` } },
    ];
  },
} satisfies AreaCalls;
