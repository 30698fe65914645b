/** Tickets as the REST contract shows them (PascalCase, money as major-unit strings, odds as decimals). */
import { formatMinor } from '../money';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import type { BettingDeps } from './context';
import { cashoutValues } from './cashout';
import type { TicketStatusValue } from './contract';
import { cashoutValue, combinedOdds } from './outcome';
import { shapeOf } from './settle';
import { coverOf } from '../../rules/betting/combinations';
import { ODDS_POLICIES, TICKET_STATUS_NAMES, TicketStatus } from './schema';
import { readTickets, type TicketRow } from './store';

/** Hundredths → "1.85". */
export const decimalOdds = (hundredths: number) => (hundredths / 100).toFixed(2);

export async function ticketViews(deps: BettingDeps, lang: SupportedLanguage, ids: readonly bigint[]) {
  const rows = await readTickets(deps.db, ids);
  const [values, parts, edits] = await Promise.all([cashoutValues(deps, deps.db, rows.filter((row) => row.status === TicketStatus.accepted)), cashoutsOf(deps, ids), editsOf(deps, ids)]);
  return rows.map((row) => ticketView(deps, lang, row, values.get(row.id) ?? null, parts.get(row.id), edits.get(row.id) ?? null));
}

/** The ticket each of these was replaced by in an edit (edit-bet.ts), by the replaced ticket's id. */
async function editsOf(deps: BettingDeps, ids: readonly bigint[]): Promise<Map<bigint, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db.selectFrom('tickets').select(['id', 'edited_from']).where('edited_from', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.edited_from!, row.id]));
}

type CashoutRow = { ticket_id: bigint; stake: bigint; amount: bigint; automatic: boolean; created_at: Date };

/** Each ticket's cash-outs paid (parts and whole), in the order they were paid: one query for them all. */
async function cashoutsOf(deps: BettingDeps, ids: readonly bigint[]): Promise<Map<bigint, CashoutRow[]>> {
  const byTicket = new Map<bigint, CashoutRow[]>();
  if (ids.length === 0) return byTicket;
  const rows = await deps.db.selectFrom('ticket_cashouts').select(['ticket_id', 'stake', 'amount', 'automatic', 'created_at']).where('ticket_id', 'in', [...ids]).orderBy('ticket_id').orderBy('seq').execute();
  for (const row of rows) byTicket.set(row.ticket_id, [...(byTicket.get(row.ticket_id) ?? []), row]);
  return byTicket;
}

/**
 * Tickets just placed, from the rows the placement wrote: no second read. Their cash-out is priced at the
 * odds they were accepted at, which are the odds now.
 */
export function placedViews(deps: BettingDeps, lang: SupportedLanguage, rows: readonly TicketRow[]) {
  return rows.map((row) => {
    const open = row.status === TicketStatus.accepted ? cashoutValue(deps.options, shapeOf(deps, row), row.items.map((item) => ({ ...item, currentOdds: item.odds }))) : null;
    return ticketView(deps, lang, row, open !== null && open > 0n ? open : null);
  });
}

export function ticketView(deps: BettingDeps, lang: SupportedLanguage, row: TicketRow, cashout: bigint | null, cashouts: readonly CashoutRow[] = [], editedInto: bigint | null = null) {
  const money = (amount: bigint) => formatMinor(amount, row.currency);
  const combined = row.bet_type === 'combo' || row.bet_type === 'single' ? combinedOdds(deps.maxOdds(row.currency), row.items) : null;
  const teaser = deps.options.teasers.find((setting) => setting.id === row.teaser_id);
  return {
    Id: String(row.id),
    BetType: row.bet_type,
    // The column holds only schema.ts's TicketStatus numbers, which the contract's list names.
    Status: row.status as TicketStatusValue,
    StatusName: TICKET_STATUS_NAMES[row.status]!,
    Outcome: row.outcome,
    Stake: money(row.stake),
    UnitStake: money(row.unit_stake),
    Currency: row.currency,
    TotalOdds: combined === null ? (teaser ? decimalOdds(teaser.odds[row.items.length] ?? 100) : null) : decimalOdds(Math.round(combined)),
    PotentialReturn: money(row.potential_return),
    Returned: row.returned === null ? null : money(row.returned),
    SystemSize: row.system_sizes[0] ?? null,
    FullCover: row.bet_type === 'system' ? coverOf(row.items.length, row.system_sizes) : null,
    TeaserPoints: teaser?.points ?? null,
    IfBetVariant: row.ifbet_variant,
    OddsPolicy: ODDS_POLICIES[row.odds_policy]!,
    IsLive: row.is_live,
    IsFreeBet: row.free_bet_id !== null,
    InsurancePremium: row.insurance_premium > 0n ? money(row.insurance_premium) : null,
    TraderOffer: row.offer ? { Stake: money(BigInt(row.offer.Stake)), Odds: decimalOdds(Math.round(row.offer.Odds)) } : null,
    DeclineReason: row.decline_reason ? t(lang, `betting:declined.${row.decline_reason}`) : null,
    CashoutAmount: row.cashout_amount === null ? null : money(row.cashout_amount),
    CashOut: cashout === null ? null : money(cashout),
    AutoCashout: row.auto_cashout === null ? null : money(row.auto_cashout),
    Cashouts: cashouts.map((part) => ({ Stake: money(part.stake), Amount: money(part.amount), Automatic: part.automatic, Date: part.created_at.toISOString() })),
    EditedFrom: row.edited_from === null ? null : String(row.edited_from),
    EditedInto: editedInto === null ? null : String(editedInto),
    CreatedDate: row.created_at.toISOString(),
    SettledDate: row.settled_at?.toISOString() ?? null,
    Items: row.items.map((item) => ({
      OddId: Number(item.odd_id),
      MatchId: item.match_id,
      MatchName: item.match_name,
      MarketKey: item.market_key,
      MarketType: item.market_type,
      MarketTime: item.market_time,
      Title: item.odd_title,
      Line: item.line,
      Odds: decimalOdds(item.odds),
      IsBanker: item.banker,
      Result: item.result,
    })),
  };
}
