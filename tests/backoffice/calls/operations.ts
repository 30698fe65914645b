/** Operations: releases, partner keys, the agent network. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createTestPlayer } from '../../helpers/cashier';
import { createPartnerKey } from '../../../platform/partners/keys';

let made = 0;

export default {
  area: 'operations',
  async calls({ db, config }) {
    const run = `${++made}x${Date.now().toString(36)}`;
    const key = await createPartnerKey(db, { name: `to revoke ${run}`, scopes: ['catalogue:read'], ownerUserId: null, rateLimitPerMinute: 60 });
    if (!key.ok) throw new Error('partner key');
    const [toPromote, toMove] = [await createTestPlayer(db, config), await createTestPlayer(db, config)];
    const agent = await createTestPlayer(db, config, { name: `ops_agent_${run}` });
    await db.updateTable('users').set({ account_type: 1 }).where('id', '=', agent.userId).execute();
    return [
      { operation: 'release.read', method: 'GET', path: '/api/backoffice/operations/releases' },
      { operation: 'release.publish', method: 'POST', path: '/api/admin/release', body: { Hash: `role-table-${run}` } },
      { operation: 'partners.read', method: 'GET', path: '/api/admin/partners/keys' },
      { operation: 'partners.manage', method: 'POST', path: '/api/admin/partners/keys', body: { Name: `role table ${run}`, Scopes: ['results:read'] } },
      { operation: 'partners.manage', method: 'POST', path: `/api/admin/partners/keys/${key.view.id}/revoke` },
      { operation: 'agents.read', method: 'GET', path: '/api/backoffice/operations/agents' },
      { operation: 'agents.manage', method: 'POST', path: `/api/backoffice/operations/agents/${toPromote.userId}/type`, body: { AccountType: 1, Reason: 'runs a shop' } },
      { operation: 'agents.manage', method: 'POST', path: `/api/backoffice/operations/agents/${toMove.userId}/parent`, body: { ParentUserName: `ops_agent_${run}` } },
    ];
  },
} satisfies AreaCalls;
