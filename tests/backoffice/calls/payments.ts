/** The payments desk: the withdrawal queue, its decisions, vouchers, the deposits lookup, manual adjustments. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createTestPlayer, creditForTest, TEST_PASSWORD } from '../../helpers/cashier';

let made = 0;

export default {
  area: 'payments',
  async calls({ db, config, app }) {
    const player = await createTestPlayer(db, config);
    await creditForTest(db, player.userId, player.currency, 100_00n);
    const withdraw = async () => {
      const response = await app.request('/api/cashier/withdraw', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-token': player.token },
        body: JSON.stringify({ Method: 'skrill', Amount: '10', Password: TEST_PASSWORD, Email: 'me@wallet.example' }),
      });
      return ((await response.json()) as { Withdrawal: { Id: string } }).Withdrawal.Id;
    };
    const [toApprove, toReject] = [await withdraw(), await withdraw()];
    return [
      { operation: 'withdrawals.read', method: 'GET', path: '/api/backoffice/payments/withdrawals' },
      { operation: 'withdrawals.decide', method: 'POST', path: `/api/backoffice/payments/withdrawals/${toApprove}/approve` },
      { operation: 'withdrawals.decide', method: 'POST', path: `/api/backoffice/payments/withdrawals/${toReject}/reject`, body: { Reason: 'Duplicate request' } },
      { operation: 'deposits.read', method: 'GET', path: `/api/backoffice/payments/deposits?player=${player.userId}` },
      {
        operation: 'adjustments.create',
        method: 'POST',
        path: '/api/backoffice/payments/adjustments',
        headers: { 'idempotency-key': `role-table-${++made}-${Date.now().toString(36)}` },
        body: { UserId: String(player.userId), Direction: 'credit', Amount: '1', ReasonCode: 'goodwill', Note: 'Role table' },
      },
      { operation: 'vouchers.create', method: 'POST', path: '/api/admin/cashier/vouchers', body: { Currency: 'EUR', Amount: '5', Code: `BO-VOUCHER-${++made}-${Date.now().toString(36)}` } },
    ];
  },
} satisfies AreaCalls;
