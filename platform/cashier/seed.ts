import type { Db } from '../db/connection';

/** Demo vouchers (README): each redeems once, in the demo player's EUR. */
export const DEMO_VOUCHERS = [
  { code: 'DEMO-VOUCHER-25', currency: 'EUR', amount: 2_500n },
  { code: 'DEMO-VOUCHER-100', currency: 'EUR', amount: 10_000n },
  { code: 'DEMO-VOUCHER-USD-50', currency: 'USD', amount: 5_000n },
];

/** Seeds the demo vouchers; the bonus catalogue comes with migration 0004. A second run changes nothing. */
export async function seedCashierDemoData(db: Db): Promise<void> {
  await db
    .insertInto('cashier_vouchers')
    .values(DEMO_VOUCHERS)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
