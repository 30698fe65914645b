/**
 * The trading desk's audit (issue 19): a trader reads the audit of the trading operations (their own acts
 * and the system's auto-suspensions) without the whole audit log, which stays compliance's and the
 * auditor's. Asking the trading audit for another operation is refused, translated, and answers nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../helpers/json';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let book: BettingPlatform;
let trader: TestStaff;
beforeAll(async () => {
  book = await startBettingPlatform();
  trader = await signedInStaff(book.db, book.app as never, ['trader']);
});
afterAll(() => book.close());

const read = (path: string, staff: TestStaff, language = 'en-US') => book.request('GET', path, undefined, undefined, { ...staff.headers, 'accept-language': language });

describe('the trading audit', () => {
  it('a trader reads their own suspension in it, newest first, and nothing but trading operations', async () => {
    await book.match('audit-desk', { home: 2.0, draw: 3.4, away: 3.5 });
    const match = await book.db.selectFrom('matches').select('id').where('feed_key', '=', 'audit-desk').executeTakeFirstOrThrow();
    const suspended = await book.request('POST', '/api/backoffice/trading/suspensions', undefined, { Scope: 'match', Id: String(match.id), Suspended: true, Reason: 'team news' }, trader.headers);
    expect(suspended.status).toBe(200);
    // An act outside trading, by an admin: not the trading audit's.
    const admin = await signedInStaff(book.db, book.app as never, ['admin']);
    expect((await book.request('POST', '/api/backoffice/staff', undefined, { UserName: 'audit-new', Email: 'audit-new@staff.test', Roles: ['support'] }, admin.headers)).status).toBe(200);

    const answer = await read('/api/backoffice/trading/audit', trader);
    expect(answer.status).toBe(200);
    const entries = answer.body.Entries as Json[];
    expect(entries[0]).toMatchObject({ Operation: 'trading.control', StaffUserName: trader.username, TargetId: `match:${match.id}`, Reason: 'team news', After: { suspended: true } });
    expect(entries.every((entry) => String(entry.Operation).startsWith('trading.'))).toBe(true);
    // Narrowed as the audit log is: to one operation of trading, to one target.
    expect(((await read(`/api/backoffice/trading/audit?Operation=trading.control&TargetId=match:${match.id}`, trader)).body.Entries as Json[]).map((e) => e.Reason)).toEqual(['team news']);
    // The whole audit log stays closed to the trader.
    expect((await read('/api/backoffice/audit', trader)).status).toBe(403);
  });

  it('refuses another operation, translated, in every language; the auditor reads it, support may not', async () => {
    const refused = await read('/api/backoffice/trading/audit?Operation=staff.', trader);
    expect(refused).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION', ErrorMessage: 'The trading audit shows the trading operations only (trading.…).' } });
    for (const language of ['sv-SE', 'de-DE', 'it-IT']) {
      const translated = await read('/api/backoffice/trading/audit?Operation=players.', trader, language);
      expect(translated.status).toBe(400);
      expect(translated.body.ErrorMessage).not.toBe(refused.body.ErrorMessage);
    }
    const auditor = await signedInStaff(book.db, book.app as never, ['auditor']);
    const support = await signedInStaff(book.db, book.app as never, ['support']);
    expect((await read('/api/backoffice/trading/audit', auditor)).status).toBe(200);
    expect((await read('/api/backoffice/trading/audit', support)).status).toBe(403);
  });
});
