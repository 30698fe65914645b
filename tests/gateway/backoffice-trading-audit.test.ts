/**
 * The trading audit through the gateway (issue 19): a trader reads the trading operations' audit (their
 * own suspension in it) though the whole audit log stays closed to them; support reads neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { backofficeGraphql } from '../helpers/backoffice-graphql';
import { fixture } from '../helpers/feed';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

const SUSPEND = `mutation($input: SetTradingSuspensionInput!) { backoffice { setTradingSuspension(input: $input) { __typename } } }`;
const TRADING_AUDIT = 'query($f: AuditFilter) { backoffice { tradingAuditLog(filter: $f, first: 10) { edges { node { operation staffUserName targetId reason } } } } }';
const WHOLE_AUDIT = '{ backoffice { auditLog(first: 1) { edges { node { operation } } } } }';

describe('the trading audit', () => {
  it('a trader reads their own suspension in it; the whole audit log and support are refused', async () => {
    const db = stack.platform.database.db;
    await createFeedIngest(db).fixtures([fixture('gw-audit')]);
    const match = await db.selectFrom('matches').select('id').where('feed_key', '=', 'gw-audit').executeTakeFirstOrThrow();
    const trader = await backofficeGraphql(stack, 'gw-audit-trader', ['trader']);
    const suspended = await trader(SUSPEND, { input: { matchId: Buffer.from(`Match:${match.id}`).toString('base64'), suspended: true, reason: 'team news' } });
    expect(suspended.errors).toBeUndefined();

    const read = await trader(TRADING_AUDIT);
    expect(read.errors).toBeUndefined();
    const log = read.data?.backoffice?.tradingAuditLog as { edges: { node: Record<string, unknown> }[] };
    expect(log.edges[0]!.node).toEqual({ operation: 'trading.control', staffUserName: 'gw-audit-trader', targetId: `match:${match.id}`, reason: 'team news' });
    expect((await trader(WHOLE_AUDIT)).errors).toBeDefined();
    // Another operation is refused, not answered.
    const other = await trader(TRADING_AUDIT, { f: { operation: 'staff.' } });
    expect(other.data?.backoffice ?? null).toBeNull();

    const support = await backofficeGraphql(stack, 'gw-audit-support', ['support']);
    expect((await support(TRADING_AUDIT)).errors).toBeDefined();
  });
});
