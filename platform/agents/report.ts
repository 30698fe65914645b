/**
 * The agent report (seed 001 §2 "a monthly report by month and year; the last 7 days is the Week
 * choice"), per sub-account of the caller's tree: stakes and wins of sportsbook tickets (accepted,
 * placed in the period) and of the casino's seamless wallet (real money only: demo rounds never reach
 * it), GGR = stakes − wins, commission = GGR × AgentCommission (never negative), rebate = stakes ×
 * Rebate, each sub-account's own profile rates. Demo users play with play money and are left out.
 */
import { sql } from 'kysely';
import { AccountType } from '../account/types';
import type { Db } from '../db/connection';
import { TicketStatus } from '../betting/schema';
import { formatMinor } from '../money';
import { descendantsOf, type AgentCaller } from './tree';

export type Period = { week: true } | { month: number; year: number };

export function periodRange(period: Period, now = new Date()): { from: Date; to: Date } {
  if ('week' in period) return { from: new Date(now.getTime() - 7 * 24 * 3600 * 1000), to: now };
  return { from: new Date(Date.UTC(period.year, period.month - 1, 1)), to: new Date(Date.UTC(period.year, period.month, 1)) };
}

interface Figures {
  stakes: bigint;
  wins: bigint;
  ggr: bigint;
  commission: bigint;
  rebate: bigint;
}

export async function agentReport(db: Db, agent: AgentCaller, period: Period, now = new Date()) {
  const { from, to } = periodRange(period, now);
  const rows = await sql<{ id: bigint; username: string; currency: string; commission_bp: number; rebate_bp: number; stakes: string; wins: string }>`
    with tree as ${descendantsOf(agent.userId)},
    bets as (
      select t.user_id, t.stake + t.sold_stake as stakes, coalesce(t.returned, 0) + t.sold_return as wins from tickets t
      where t.user_id in (select id from tree) and t.status = ${TicketStatus.accepted} and t.created_at >= ${from} and t.created_at < ${to}
      union all
      select w.user_id,
        case when w.kind = 'bet' then w.amount else 0 end,
        case when w.kind = 'win' then w.amount else 0 end
      from casino_wallet_transactions w
      where w.user_id in (select id from tree) and w.kind in ('bet', 'win') and not w.rolled_back and not w.tombstone
        and w.created_at >= ${from} and w.created_at < ${to}
    )
    select u.id, u.username, u.currency,
      coalesce(p.agent_commission_bp, 0) as commission_bp, coalesce(p.rebate_bp, 0) as rebate_bp,
      coalesce(sum(b.stakes), 0)::text as stakes, coalesce(sum(b.wins), 0)::text as wins
    from users u
    left join agent_profiles p on p.user_id = u.id
    left join bets b on b.user_id = u.id
    where u.id in (select id from tree) and u.account_type <> ${AccountType.DemoUser}
    group by u.id, u.username, u.currency, p.agent_commission_bp, p.rebate_bp
    order by coalesce(sum(b.stakes), 0) - coalesce(sum(b.wins), 0) desc, u.username`.execute(db);
  const totals: Figures = { stakes: 0n, wins: 0n, ggr: 0n, commission: 0n, rebate: 0n };
  const lines = rows.rows.map((row) => {
    const stakes = BigInt(row.stakes);
    const wins = BigInt(row.wins);
    const ggr = stakes - wins;
    const figures: Figures = {
      stakes,
      wins,
      ggr,
      commission: ggr > 0n ? (ggr * BigInt(row.commission_bp)) / 10_000n : 0n,
      rebate: (stakes * BigInt(row.rebate_bp)) / 10_000n,
    };
    // Totals in the agent's currency: a sub-account in another currency is listed but not summed.
    if (row.currency === agent.currency) for (const key of Object.keys(totals) as (keyof Figures)[]) totals[key] += figures[key];
    return { id: row.id, userName: row.username, currency: row.currency, figures };
  });
  const view = (figures: Figures, currency: string) => ({
    Stakes: formatMinor(figures.stakes, currency),
    Wins: formatMinor(figures.wins, currency),
    Ggr: formatMinor(figures.ggr, currency),
    Commission: formatMinor(figures.commission, currency),
    Rebate: formatMinor(figures.rebate, currency),
  });
  return {
    From: from.toISOString(),
    To: to.toISOString(),
    Currency: agent.currency,
    Rows: lines.map((line) => ({ UserId: String(line.id), UserName: line.userName, Currency: line.currency, ...view(line.figures, line.currency) })),
    Totals: { UserId: null, UserName: 'Total', Currency: agent.currency, ...view(totals, agent.currency) },
  };
}
export type AgentReport = Awaited<ReturnType<typeof agentReport>>;

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula is quoted as text (CSV injection).
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function reportCsv(report: AgentReport): string {
  const header = ['UserName', 'Currency', 'Stakes', 'Wins', 'GGR', 'Commission', 'Rebate'];
  const line = (row: AgentReport['Rows'][number] | AgentReport['Totals']) =>
    [row.UserName, row.Currency, row.Stakes, row.Wins, row.Ggr, row.Commission, row.Rebate].map(csvCell).join(',');
  return [header.join(','), ...report.Rows.map(line), line(report.Totals)].join('\r\n') + '\r\n';
}
