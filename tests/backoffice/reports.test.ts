/**
 * The operator's reports (issue 18): a constructed day of activity — sportsbook bets won, lost and cashed
 * out, a casino round, a live-casino round, deposits, withdrawals, a bonus granted and partly forfeited —
 * and the figures a person computes by hand from it, per currency, with a second currency kept apart.
 * The rows are written at chosen times (the day is 2026-03-14 UTC, its edges included), through the
 * ledger where money moves for the bonus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { createTestPlayer } from '../helpers/cashier';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let payments: TestStaff;

const DAY = '2026-03-14';
const at = (time: string, day = DAY) => new Date(`${day}T${time}Z`);

beforeAll(async () => {
  platform = await startPlatform({ jackpotIntervalMs: 0 });
  payments = await signedInStaff(platform.db, platform.app, ['payments']);
  await constructDay();
}, 120_000);
afterAll(() => platform.close());

async function constructDay() {
  const db = platform.db;
  const [p1, p2, p3, p4] = [await createTestPlayer(db, platform.config), await createTestPlayer(db, platform.config), await createTestPlayer(db, platform.config), await createTestPlayer(db, platform.config)];
  const usd = await createTestPlayer(db, platform.config, { currency: 'USD' });

  let ticketKey = 0;
  const ticket = (player: { userId: bigint; currency: string }, stake: bigint, placed: Date, settled: { outcome: 'won' | 'lost' | 'refunded' | 'cashed_out'; returned: bigint; at: Date } | null, premium = 0n) =>
    db
      .insertInto('tickets')
      .values({
        user_id: player.userId,
        bet_type: 'single',
        status: 1,
        currency: player.currency,
        stake,
        unit_stake: stake,
        odds_policy: 0,
        is_live: false,
        insurance_premium: premium,
        potential_return: stake * 3n,
        outcome: settled?.outcome ?? null,
        returned: settled?.returned ?? null,
        settled_at: settled?.at ?? null,
        request_key: `report-${++ticketKey}`,
        created_at: placed,
        updated_at: placed,
      })
      .execute();
  // Sportsbook, EUR, settled on the day: 10.00 won 25.00; 20.00 lost; 5.00 + 1.00 insurance cashed out for 3.00
  // at the day's last second. 7.00 placed that day but lost the next (not the day's GGR). 4.00 still open.
  await ticket(p1, 1000n, at('09:00:00'), { outcome: 'won', returned: 2500n, at: at('10:00:00') });
  await ticket(p2, 2000n, at('11:00:00'), { outcome: 'lost', returned: 0n, at: at('12:00:00') });
  await ticket(p1, 500n, at('13:00:00'), { outcome: 'cashed_out', returned: 300n, at: at('23:59:59.999') }, 100n);
  await ticket(p2, 700n, at('14:00:00'), { outcome: 'lost', returned: 0n, at: at('00:00:00', '2026-03-15') });
  await ticket(p3, 400n, at('15:00:00'), null);
  // USD: 9.00 lost on the day.
  await ticket(usd, 900n, at('16:00:00'), { outcome: 'lost', returned: 0n, at: at('17:00:00') });

  const games = await db.selectFrom('casino_games').select(['id', 'kind', 'provider']).where('kind', 'in', ['slot', 'live']).execute();
  const slot = games.find((game) => game.kind === 'slot')!;
  const live = games.find((game) => game.kind === 'live')!;
  let call = 0;
  const wallet = async (player: { userId: bigint; currency: string }, game: typeof slot, round: string, kind: 'bet' | 'win', amount: bigint, time: Date, rolledBack = false) => {
    const n = ++call;
    const session = await db
      .insertInto('casino_sessions')
      .values({ token: `report-${n}-${Date.now()}`, user_id: player.userId, game_id: game.id, provider: game.provider, mode: 'real', currency: player.currency, language: 'en-US', expires_at: at('23:00:00') })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The wallet's call was taken by the ledger (its movement's own test is the wallet's): only its id matters here.
    const moved = await db.insertInto('ledger_transactions').values({ idempotency_key: `report:casino:${n}`, kind: `casino.${kind}`, request_hash: '-', created_at: time }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('casino_wallet_transactions')
      .values({ provider: game.provider, provider_tx_id: `report-${n}`, kind, session_id: session.id, user_id: player.userId, game_id: game.id, round_id: round, amount, currency: player.currency, ledger_transaction_id: moved.id, rolled_back: rolledBack, created_at: time })
      .execute();
  };
  // Casino: p1 bets 2.00 and wins 5.00; p2 bets 4.00 and loses; p2's 50.00 bet was rolled back.
  await wallet(p1, slot, 'r1', 'bet', 200n, at('18:00:00'));
  await wallet(p1, slot, 'r1', 'win', 500n, at('18:00:01'));
  await wallet(p2, slot, 'r2', 'bet', 400n, at('18:05:00'));
  await wallet(p2, slot, 'r3', 'bet', 5000n, at('18:06:00'), true);
  // Live casino: p3 bets 10.00 and loses; p1 bets 2.00 and wins 4.00.
  await wallet(p3, live, 'l1', 'bet', 1000n, at('19:00:00'));
  await wallet(p1, live, 'l2', 'bet', 200n, at('19:10:00'));
  await wallet(p1, live, 'l2', 'win', 400n, at('19:10:30'));
  // Two days before: p1 bets 1.00 at a live table and wins 30.00, a day the house lost.
  await wallet(p1, live, 'l0', 'bet', 100n, at('19:00:00', '2026-03-12'));
  await wallet(p1, live, 'l0', 'win', 3000n, at('19:00:05', '2026-03-12'));

  const payment = (player: { userId: bigint; currency: string }, statementType: 1 | 2, amount: bigint, status: number, time: Date) =>
    db.insertInto('cashier_transactions').values({ user_id: player.userId, statement_type: statementType, currency: player.currency, amount, status, created_at: time, updated_at: time }).execute();
  // Deposits: 100.00 completed, 50.00 admin approved, 30.00 still pending. Withdrawals: 20.00 completed, 10.00 rejected.
  // p4 only deposits: not an active player.
  await payment(p1, 1, 10000n, 2, at('08:00:00'));
  await payment(p4, 1, 5000n, 14, at('08:30:00'));
  await payment(p3, 1, 3000n, 1, at('08:45:00'));
  await payment(p1, 2, 2000n, 2, at('20:00:00'));
  await payment(p2, 2, 1000n, 3, at('20:30:00'));
  await payment(usd, 1, 4000n, 2, at('07:00:00'));

  // Bonus: 5.00 granted to p2's bonus balance, 1.00 of it forfeited back the same day: the cost is 4.00.
  const bonus = async (key: string, amount: bigint, time: Date) => {
    await inTransaction(db, (tx) =>
      postMovement(tx, {
        idempotencyKey: key,
        kind: amount > 0n ? 'bonus.grant' : 'bonus.forfeit',
        postings: [
          { account: { userId: p2.userId, code: 'bonus', currency: 'EUR' }, amount },
          { account: { house: 'bonus', currency: 'EUR' }, amount: -amount },
        ],
      }),
    );
    await db.updateTable('ledger_transactions').set({ created_at: time }).where('idempotency_key', '=', key).execute();
  };
  await bonus('report:bonus:grant', 500n, at('21:00:00'));
  await bonus('report:bonus:forfeit', -100n, at('22:00:00'));
}

const report = async (query: string, headers: Record<string, string> = payments.headers) => {
  const response = await platform.app.request(`/api/backoffice/reports?${query}`, { headers });
  return { status: response.status, body: (await response.json()) as { Days?: Record<string, unknown>[]; ErrorCode?: string } };
};

describe('the reports of a constructed day', () => {
  it('answers the figures computed by hand, per product, in EUR', async () => {
    const { status, body } = await report(`From=${DAY}&To=${DAY}&Currency=EUR`);
    expect(status).toBe(200);
    expect(body.Days).toEqual([
      {
        Day: DAY,
        Currency: 'EUR',
        // 10.00 + 20.00 + (5.00 + 1.00) staked; 25.00 + 0 + 3.00 paid back.
        Sportsbook: { Stakes: '36.00', Winnings: '28.00', Ggr: '8.00' },
        // 2.00 + 4.00 staked (the rolled-back 50.00 is no money); 5.00 won.
        Casino: { Stakes: '6.00', Winnings: '5.00', Ggr: '1.00' },
        // 10.00 + 2.00 staked; 4.00 won.
        LiveCasino: { Stakes: '12.00', Winnings: '4.00', Ggr: '8.00' },
        Ggr: '17.00',
        BonusCost: '4.00',
        Ngr: '13.00',
        Deposits: { Count: 2, Amount: '150.00' },
        Withdrawals: { Count: 1, Amount: '20.00' },
        // p1, p2 (bets and rounds), p3 (an open ticket, a live round); p4 only deposited.
        ActivePlayers: 3,
      },
    ]);
  });

  it('keeps each currency apart and fills the quiet days of the range with zeros', async () => {
    const { body } = await report('From=2026-03-13&To=2026-03-15');
    const rows = body.Days!.map((day) => [day.Day, day.Currency, day.Ggr, day.Ngr, (day.Deposits as { Amount: string }).Amount, day.ActivePlayers]);
    expect(rows).toEqual([
      ['2026-03-13', 'EUR', '0.00', '0.00', '0.00', 0],
      ['2026-03-14', 'EUR', '17.00', '13.00', '150.00', 3],
      // The 7.00 ticket placed on the 14th was settled (lost) at midnight: the 15th's GGR, nobody played that day.
      ['2026-03-15', 'EUR', '7.00', '7.00', '0.00', 0],
      ['2026-03-13', 'USD', '0.00', '0.00', '0.00', 0],
      ['2026-03-14', 'USD', '9.00', '9.00', '40.00', 1],
      ['2026-03-15', 'USD', '0.00', '0.00', '0.00', 0],
    ]);
  });

  it('downloads the same figures as CSV, a negative amount staying a number', async () => {
    const response = await platform.app.request(`/api/backoffice/reports.csv?From=${DAY}&To=${DAY}`, { headers: payments.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Day,Currency,SportsbookStakes,SportsbookWinnings,SportsbookGgr,CasinoStakes,CasinoWinnings,CasinoGgr,LiveCasinoStakes,LiveCasinoWinnings,LiveCasinoGgr,Ggr,BonusCost,Ngr,DepositCount,DepositAmount,WithdrawalCount,WithdrawalAmount,ActivePlayers',
    );
    expect(lines.slice(1)).toEqual(['2026-03-14,EUR,36.00,28.00,8.00,6.00,5.00,1.00,12.00,4.00,8.00,17.00,4.00,13.00,2,150.00,1,20.00,3', '2026-03-14,USD,9.00,0.00,9.00,0.00,0.00,0.00,0.00,0.00,0.00,9.00,0.00,9.00,1,40.00,0,0.00,1']);

    // A day players won: the live table paid 29.00 more than it took, and the cell stays a number.
    const won = await platform.app.request('/api/backoffice/reports.csv?From=2026-03-12&To=2026-03-12&Currency=EUR', { headers: payments.headers });
    expect((await won.text()).split('\r\n')[1]).toBe('2026-03-12,EUR,0.00,0.00,0.00,0.00,0.00,0.00,1.00,30.00,-29.00,-29.00,0.00,-29.00,0,0.00,0,0.00,1');
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    expect(await report('From=2026-03-14&To=2026-03-13')).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION' } });
    expect(await report('From=2025-01-01&To=2026-03-13')).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION' } });
  });

  it('is open to the roles the role table names, closed to the others', async () => {
    const auditor = await signedInStaff(platform.db, platform.app, ['auditor']);
    const support = await signedInStaff(platform.db, platform.app, ['support']);
    expect((await report(`From=${DAY}&To=${DAY}`, auditor.headers)).status).toBe(200);
    expect(await report(`From=${DAY}&To=${DAY}`, support.headers)).toMatchObject({ status: 403, body: { ErrorCode: 'FORBIDDEN' } });
  });
});
