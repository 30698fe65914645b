/** The player risk profile: read it, set the stake factor. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createTestPlayer } from '../../helpers/cashier';

export default {
  area: 'trading-risk',
  async calls({ db, config }) {
    const player = await createTestPlayer(db, config);
    return [
      { operation: 'trading.risk.read', method: 'GET', path: `/api/backoffice/trading/players/${player.userId}/risk` },
      { operation: 'trading.risk', method: 'PUT', path: `/api/backoffice/trading/players/${player.userId}/risk`, body: { StakeFactor: 0.5, Reason: 'Role table' } },
    ];
  },
} satisfies AreaCalls;
