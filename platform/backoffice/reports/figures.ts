/**
 * The day-by-day figures of the operator's reports (issue 18), per currency — two currencies are never
 * added together. Each source is read by one statement that groups by UTC day and currency in SQL, over
 * an index on the time it filters by (migration 0029), so a year of activity costs five grouped scans and
 * no row reaches this process. rules/reports.ts says what GGR and NGR are; this file says where each
 * part comes from.
 */
import { sql, type RawBuilder } from 'kysely';
import { ggr, ngr, type ProductTurnover, type ReportProduct } from '../../../rules/reports';
import { StatementType, STATUS_GROUPS } from '../../cashier/statuses';
import type { Db } from '../../db/connection';

export interface ReportFilter {
  /** First day, "YYYY-MM-DD" (UTC), included. */
  from: string;
  /** Last day, "YYYY-MM-DD" (UTC), included. */
  to: string;
  currency?: string;
}

export interface PaymentTotals {
  count: number;
  amount: bigint;
}

export interface ReportDay {
  day: string;
  currency: string;
  products: Record<ReportProduct, ProductTurnover & { ggr: bigint }>;
  ggr: bigint;
  bonusCost: bigint;
  ngr: bigint;
  deposits: PaymentTotals;
  withdrawals: PaymentTotals;
  activePlayers: number;
}

const DAY_MS = 86_400_000;
const dayOf = (column: RawBuilder<unknown>) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const zero = (): ProductTurnover => ({ stakes: 0n, winnings: 0n });

/** Every day of the filter, in order. */
function daysOf({ from, to }: ReportFilter): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export async function readReport(db: Db, filter: ReportFilter): Promise<ReportDay[]> {
  const start = new Date(`${filter.from}T00:00:00Z`);
  // The end is exclusive: the start of the day after the last one, so a row at 23:59:59.999 is in.
  const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
  const inCurrency = (column: RawBuilder<unknown>) => (filter.currency ? sql`and ${column} = ${filter.currency}` : sql``);

  // Sportsbook: the tickets settled that day (by settled_at, whatever day they were placed). Stakes are
  // what the player paid (the insurance premium rides on the stake); winnings are what settlement or a
  // cash-out returned, a void bet's refund included. A free bet's stake is the house's bonus money: it
  // counts here as a stake and again in the bonus cost, so NGR is what real money earned. A ticket sold
  // back in parts keeps the rest in stake/returned and the parts in sold_stake/sold_return.
  const sportsbook = sql<{ day: string; currency: string; stakes: string; winnings: string }>`
    select ${dayOf(sql`settled_at`)} as day, currency,
      sum(stake + sold_stake + insurance_premium)::text as stakes, sum(coalesce(returned, 0) + sold_return)::text as winnings
    from tickets
    where outcome is not null and settled_at >= ${start} and settled_at < ${end} ${inCurrency(sql`currency`)}
    group by 1, 2`.execute(db);

  // Casino and live casino (a game of kind 'live': a dealer's table): a round has no settlement of its
  // own, its bets and wins are final when the wallet takes them, so the round's stakes and winnings are
  // its wallet bets and wins of that day. A rolled-back call, a tombstone and a call the ledger never
  // took are no money. Jackpot pools are fed from stakes (counted here) and pay from house:jackpot.
  const casino = sql<{ day: string; currency: string; live: boolean; stakes: string; winnings: string }>`
    select ${dayOf(sql`w.created_at`)} as day, w.currency, g.kind = 'live' as live,
      sum(case when w.kind = 'bet' then w.amount else 0 end)::text as stakes,
      sum(case when w.kind = 'win' then w.amount else 0 end)::text as winnings
    from casino_wallet_transactions w
    join casino_games g on g.id = w.game_id
    where w.created_at >= ${start} and w.created_at < ${end} and w.kind in ('bet', 'win')
      and not w.rolled_back and not w.tombstone and w.ledger_transaction_id is not null ${inCurrency(sql`w.currency`)}
    group by 1, 2, 3`.execute(db);

  // Deposits and withdrawals completed (seed 001 §4's completed group: completed, admin approved),
  // counted on the day they were asked for.
  const completed = STATUS_GROUPS.completed;
  const payments = sql<{ day: string; currency: string; statement_type: number; count: number; amount: string }>`
    select ${dayOf(sql`created_at`)} as day, currency, statement_type, count(*)::int as count, sum(amount)::text as amount
    from cashier_transactions
    where created_at >= ${start} and created_at < ${end}
      and statement_type in (${StatementType.Deposit}, ${StatementType.Withdrawal})
      and status in (${sql.join(completed.map((status) => sql`${status}`))}) ${inCurrency(sql`currency`)}
    group by 1, 2, 3`.execute(db);

  // Bonus cost: what left the house's bonus account (house:bonus) that day, net — deposit-bonus money
  // granted to a player's bonus balance, free-bet stakes, cashback paid in cash — less bonus money
  // forfeited back to it. It is counted when the house gives the money, not when wagering converts it:
  // bonus money a player then stakes and loses is in GGR as a stake, so NGR nets it out the day it is
  // given. The few house accounts are found first; their lines by account_id (an index of 0001).
  const bonus = sql<{ day: string; currency: string; cost: string }>`
    select ${dayOf(sql`t.created_at`)} as day, a.currency, (-sum(l.amount))::text as cost
    from ledger_accounts a
    join ledger_lines l on l.account_id = a.id
    join ledger_transactions t on t.id = l.transaction_id
    where a.user_id is null and a.code = 'house:bonus' and t.created_at >= ${start} and t.created_at < ${end} ${inCurrency(sql`a.currency`)}
    group by 1, 2`.execute(db);

  // Active players: those who placed a bet (wrote a ticket, whatever became of it) or played a real
  // casino round (a wallet bet) that day; one player counts once a day however much they played.
  const active = sql<{ day: string; currency: string; players: number }>`
    select day, currency, count(distinct user_id)::int as players from (
      select ${dayOf(sql`created_at`)} as day, currency, user_id from tickets
      where created_at >= ${start} and created_at < ${end} ${inCurrency(sql`currency`)}
      union all
      select ${dayOf(sql`created_at`)} as day, currency, user_id from casino_wallet_transactions
      where created_at >= ${start} and created_at < ${end} and kind = 'bet' and not tombstone and ledger_transaction_id is not null ${inCurrency(sql`currency`)}
    ) played
    group by 1, 2`.execute(db);

  const [sportsbookRows, casinoRows, paymentRows, bonusRows, activeRows] = await Promise.all([sportsbook, casino, payments, bonus, active]);

  const parts = new Map<string, { turnover: Record<ReportProduct, ProductTurnover>; bonusCost: bigint; deposits: PaymentTotals; withdrawals: PaymentTotals; activePlayers: number }>();
  const currencies = new Set<string>();
  const partOf = (day: string, currency: string) => {
    currencies.add(currency);
    const key = `${day}|${currency}`;
    let part = parts.get(key);
    if (!part) {
      part = { turnover: { sportsbook: zero(), casino: zero(), liveCasino: zero() }, bonusCost: 0n, deposits: { count: 0, amount: 0n }, withdrawals: { count: 0, amount: 0n }, activePlayers: 0 };
      parts.set(key, part);
    }
    return part;
  };
  for (const row of sportsbookRows.rows) partOf(row.day, row.currency).turnover.sportsbook = { stakes: BigInt(row.stakes), winnings: BigInt(row.winnings) };
  for (const row of casinoRows.rows) partOf(row.day, row.currency).turnover[row.live ? 'liveCasino' : 'casino'] = { stakes: BigInt(row.stakes), winnings: BigInt(row.winnings) };
  for (const row of paymentRows.rows) {
    const totals = { count: row.count, amount: BigInt(row.amount) };
    if (row.statement_type === StatementType.Deposit) partOf(row.day, row.currency).deposits = totals;
    else partOf(row.day, row.currency).withdrawals = totals;
  }
  for (const row of bonusRows.rows) partOf(row.day, row.currency).bonusCost = BigInt(row.cost);
  for (const row of activeRows.rows) partOf(row.day, row.currency).activePlayers = row.players;

  // Every day of the range for every currency that had anything: a chart's quiet day is a zero, not a gap.
  const days = daysOf(filter);
  return [...currencies].sort().flatMap((currency) =>
    days.map((day) => {
      const part = parts.get(`${day}|${currency}`) ?? partOf(day, currency);
      const products = Object.fromEntries(Object.entries(part.turnover).map(([product, turnover]) => [product, { ...turnover, ggr: ggr(turnover) }])) as ReportDay['products'];
      const gross = products.sportsbook.ggr + products.casino.ggr + products.liveCasino.ggr;
      return { day, currency, products, ggr: gross, bonusCost: part.bonusCost, ngr: ngr(gross, part.bonusCost), deposits: part.deposits, withdrawals: part.withdrawals, activePlayers: part.activePlayers };
    }),
  );
}
