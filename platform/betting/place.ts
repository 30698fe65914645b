/**
 * Placing bets (seed 002 §4, §5, §8). One request is one database transaction: the checks, the tickets,
 * their items and the stake's ledger movement commit together or not at all, and a retried request
 * (same Idempotency-Key) answers the tickets it already made.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { balancesOf, LedgerError, postMovement, type Posting } from '../db/ledger';
import { BALANCE_IN_DEBT, debtMessage } from '../cashier/debt';
import { inTransaction, type Tx } from '../db/transaction';
import { recordWager } from '../bonus/service';
import { assertMayStake } from '../responsible/guards';
import { formatMinor } from '../money';
import type { Player } from '../http/session';
import { BET_ERROR_CODES, BetError, betError } from './errors';
import { combinedOdds, potentialReturn, type TicketShape } from './outcome';
import { placementRule, type BetTab, type PlacementReason } from '../../rules/betting/placement-rules';
import { type FullCover, systemLineCount, systemOffers } from '../../rules/betting/combinations';
import { ODDS_POLICIES, TICKET_STATUS_NAMES, TicketStatus, type BetType, type OddsPolicy } from './schema';
import { effectiveTolerance, takesPrice } from '../../rules/betting/odds-policy';
import { loadSelections, type Selection } from './selections';
import { type BettingDeps, limitsOf, playerLimits, STAKED_24H } from './context';
import { cappedByMarkets, marketStakeCaps, maxBetFor } from './limits';
import type { TicketRow } from './store';
import { shapeOf } from './settle';
import { changeLiability } from '../trading/book';
import { guardLimits } from '../trading/limits';

export type { Player } from '../http/session';
import { incompatibleWith, teaserIncompatible, teaserLine } from './slip';
import { metrics } from '../metrics';
import { recordAccepted } from '../trading/ticker';


export interface PlaceSelection {
  oddId: number;
  /** What the player saw, in hundredths. */
  odds: number;
  banker?: boolean;
}

export interface PlaceRequest {
  type: BetTab;
  selections: PlaceSelection[];
  /** Per single, per combo, per if-bet (a reverse bet stakes it twice), per teaser. */
  stake: bigint | null;
  /** System: size → stake per line. */
  systemStakes: Record<number, bigint>;
  /** System: a named full cover (Yankee…) → stake per line; each is one ticket of all its lines. */
  coverStakes: Partial<Record<FullCover, bigint>>;
  teaserId: number | null;
  ifbetVariant: 'standard' | 'action';
  policy: OddsPolicy | null;
  freeBetId: bigint | null;
  insurance: boolean;
  lay: boolean;
  /** The cash balance the slip showed, minor units: a stake it covered but the balance no longer does is "outdated". */
  seenBalance: bigint | null;
  requestKey: string | null;
}

/** The player as placement reads it, once, under the placement lock (money as text from SQL). */
interface PlayerState {
  locked: boolean;
  account_type: number;
  political_declaration_required: boolean;
  odds_policy: number | null;
  odds_tolerance: number | null;
  daily_limit: string | null;
  /** The trader's stake factor (hundredths, rules/trading/risk.ts); null: the default. */
  stake_factor: number | null;
  staked: string;
  cash: string;
  bonus: string;
  wagering: boolean;
}


const REASON_CODES: Record<PlacementReason, Parameters<typeof betError>[1]> = {
  'minimum-selections': 'MIN_SELECTIONS',
  'maximum-selections': 'MAX_SELECTIONS',
  'incompatible-selections': 'INCOMPATIBLE_SELECTIONS',
  'too-many-combinations': 'INVALID_COMBINATION',
  'unknown-system': 'INVALID_COMBINATION',
  'no-system-stake': 'INVALID_STAKE',
  'no-teaser-setting': 'INVALID_COMBINATION',
};

const PLACE_LOCK = 7_340_005;

function hashRequest(request: PlaceRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(request, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)))
    .digest('hex');
}

/** A ticket to write: its shape, stake and items. */
interface Draft {
  betType: BetType;
  stake: bigint;
  unitStake: bigint;
  systemSize: TicketShape['systemSize'];
  items: { selection: Selection; odds: number; banker: boolean; line: number | null }[];
}

/**
 * Which odds the bet takes under the player's policy, or null (ODDS_CHANGED). `tolerance` is the player's
 * odds-change tolerance in force for this selection: 0 unless it is live (issue 22 item 7).
 */
export function applyPolicy(policy: OddsPolicy, seen: number, current: number, tolerance = 0): number | null {
  return takesPrice(policy, seen, current, tolerance) ? current : null;
}

/** The tolerance a selection is judged with: the player's (bounded by the operator's maximum) on a live match, none before. */
export function toleranceFor(deps: BettingDeps, selection: Pick<Selection, 'matchStatus'>, playerPercent: number): number {
  return selection.matchStatus === 'live' ? effectiveTolerance(playerPercent, deps.options.maxOddsTolerancePercent) : 0;
}

/** What a placement answers: the tickets it wrote (with their items), or the ids a retried request already made. */
export type Placed = { rows: TicketRow[] } | { replayed: bigint[] };

export async function placeBets(deps: BettingDeps, player: Player, request: PlaceRequest): Promise<Placed> {
  return inTransaction(deps.db, (tx) => placeBetsIn(deps, tx, player, request));
}

/**
 * One placement per player at a time: limits and balances are judged on a settled picture. A retry
 * (an Idempotency-Key) waits for the attempt in flight; without one the request is refused. Held to the
 * end of the transaction, and taken again by the same transaction at no cost (an edit takes it before
 * it sells the old ticket, then places).
 */
export async function lockPlacement(tx: Tx, player: Player, requestKey: string | null): Promise<void> {
  const lockKey = Number(player.userId % 2_000_000_000n);
  const locked = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${PLACE_LOCK}, ${lockKey}::int) as ok`.execute(tx.trx);
  if (locked.rows[0]?.ok) return;
  if (!requestKey) throw betError(player.lang, 'PLACE_BET_IN_PROGRESS');
  await sql`select pg_advisory_xact_lock(${PLACE_LOCK}, ${lockKey}::int)`.execute(tx.trx);
}

/** placeBets inside the caller's transaction (edit bet places the new ticket in the one that sells the old). */
export async function placeBetsIn(deps: BettingDeps, tx: Tx, player: Player, request: PlaceRequest): Promise<Placed> {
  const { lang } = player;
  const fail = (code: Parameters<typeof betError>[1], vars?: Record<string, string | number>): BetError => betError(lang, code, vars);
  if (request.lay) throw fail('LAY_NOT_OFFERED');
  const hash = hashRequest(request);
  const { trx } = tx;
  await lockPlacement(tx, player, request.requestKey);
  if (request.requestKey) {
    const replay = await replayed(tx, player.userId, request.requestKey, hash);
    if (replay === 'conflict') throw fail('IDEMPOTENCY_CONFLICT');
    if (replay) return { replayed: replay };
  }

  // Everything placement judges the player by, read once under the lock: the account, its betting
  // settings, what it staked in 24 hours, its balances and whether a deposit bonus counts wagers.
  const user = (
    await sql<PlayerState>`
      select u.locked, u.account_type, u.political_declaration_required, s.odds_policy, s.odds_tolerance, s.daily_limit,
             (select stake_factor from player_risk where user_id = u.id) as stake_factor,
             ${STAKED_24H(player.userId)} as staked,
             coalesce((select balance from ledger_accounts where user_id = u.id and code = 'cash' and currency = ${player.currency}), 0) as cash,
             coalesce((select balance from ledger_accounts where user_id = u.id and code = 'bonus' and currency = ${player.currency}), 0) as bonus,
             exists (select 1 from user_bonuses ub join bonuses b on b.id = ub.bonus_id
                     where ub.user_id = u.id and ub.status = 2 and b.kind = 'deposit' and ub.wagering_required > 0) as wagering
      from users u left join betting_settings s on s.user_id = u.id
      where u.id = ${player.userId}`.execute(trx)
  ).rows[0]!;
  if (user.locked) throw fail('ACCOUNT_LOCKED');
  // Players bet real money, demo users (3) their play money (issue 8); agents do not bet.
  if (user.account_type !== 0 && user.account_type !== 3) throw fail('NO_PRIVILEGES');
  if (user.political_declaration_required) throw fail('TERMS_NOT_ACCEPTED');
  const policy: OddsPolicy = request.policy ?? ODDS_POLICIES[user.odds_policy ?? 1]!;

  const tolerance = user.odds_tolerance ?? 0;
  const drafts = await draftTickets(deps, tx, player, request, policy, tolerance, fail);
  // A free bet stakes the house's money: the player's limit counts real money only (context.ts STAKED_24H).
  const staked = request.freeBetId === null ? drafts.reduce((sum, draft) => sum + draft.stake, 0n) : 0n;

  const limits = limitsOf(deps, player.currency, user.daily_limit === null ? null : BigInt(user.daily_limit), BigInt(user.staked));
  if (staked > limits.remaining) throw fail('LIMIT_REACHED', { amount: `${formatMinor(limits.remaining, player.currency)} ${player.currency}` });

  const teaser = request.type === 'teaser' ? deps.options.teasers.find((setting) => setting.id === request.teaserId) : undefined;
  const freeBet = request.freeBetId === null ? null : await takeFreeBet(tx, player, request.freeBetId, drafts, fail);
  const premium = request.insurance ? insurancePremium(deps, request, drafts, fail) : 0n;
  // The player's own wager and loss limits and exclusions (issue 17), judged on the whole placement
  // (every ticket of a multiple single or a system, and an insurance premium) before a ticket is written.
  await assertMayStake(trx, player.userId, staked + premium, lang, `bet:${request.type}`);

  const caps = await marketStakeCaps(trx, player.currency, drafts.flatMap((draft) => draft.items.map((item) => item.selection.marketId)));
  const rows: TicketRow[] = [];
  const placed: bigint[] = [];
  // The book takes the new tickets from `rows`, as written: no second read of what was just inserted.
  await changeLiability(deps, tx, placed, async () => {
    for (const [index, draft] of drafts.entries()) {
      const live = draft.items.some((item) => item.selection.matchStatus === 'live');
      const overMax = maxStakeExceeded(deps, player, draft, teaser?.odds ?? null, user.stake_factor ?? undefined, caps);
      // No offer for a system, nor one below the minimum stake (a max payout set so low that this bet's max bet falls under it).
      if (overMax !== null && (draft.betType === 'system' || overMax < deps.minStake(player.currency))) throw fail('TRADER_OFFERS_UNAVAILABLE');
      const shape: TicketShape = {
        betType: draft.betType,
        unitStake: draft.unitStake,
        systemSize: draft.systemSize,
        teaserOdds: teaser?.odds ?? null,
        ifbetVariant: request.ifbetVariant,
        freeBet: freeBet !== null,
        insurancePremium: premium,
        maxOdds: deps.maxOdds(player.currency),
      };
      const potential = potentialReturn(deps.options, shape, draft.items);
      const status = overMax !== null ? TicketStatus.newOffer : live && deps.options.liveDelayMs > 0 ? TicketStatus.delayed : TicketStatus.accepted;
      const ticket = await trx
        .insertInto('tickets')
        .values({
          user_id: player.userId,
          bet_type: draft.betType,
          status,
          currency: player.currency,
          stake: draft.stake,
          unit_stake: draft.unitStake,
          system_sizes: draft.systemSize === null ? [] : [draft.systemSize].flat(),
          teaser_id: teaser?.id ?? null,
          ifbet_variant: request.ifbetVariant,
          odds_policy: ODDS_POLICIES.indexOf(policy),
          odds_tolerance: tolerance,
          is_live: live,
          free_bet_id: freeBet,
          insurance_premium: premium,
          accumulator_percent: 0,
          potential_return: potential,
          offer: overMax === null ? null : { Stake: String(overMax), Odds: combinedOdds(shape.maxOdds, draft.items) },
          accept_at: status === TicketStatus.delayed ? new Date(Date.now() + deps.options.liveDelayMs) : null,
          outcome: null,
          returned: null,
          cashout_amount: null,
          decline_reason: null,
          request_key: request.requestKey === null ? null : `${request.requestKey}#${index}`,
          request_hash: request.requestKey === null ? null : hash,
          settled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const items = await trx
        .insertInto('ticket_items')
        .values(
          draft.items.map((item, position) => ({
            ticket_id: ticket.id,
            position,
            odd_id: BigInt(item.selection.id),
            match_id: item.selection.matchId,
            odds: item.odds,
            banker: item.banker,
            market_key: item.selection.marketKey,
            outcome_key: item.selection.outcomeKey,
            market_type: item.selection.marketType,
            market_time: item.selection.marketTime,
            line: item.line,
            match_name: item.selection.matchName,
            odd_title: item.selection.title,
          })),
        )
        .returningAll()
        .execute();
      if (status !== TicketStatus.newOffer) {
        const funds = { cash: BigInt(user.cash), bonus: BigInt(user.bonus), wagering: user.wagering };
        await debitStake(tx, player, ticket.id, draft.stake + premium, freeBet !== null, request.seenBalance, fail, funds);
        user.cash = String(funds.cash);
        user.bonus = String(funds.bonus);
      }
      tx.emit({ topic: 'ticket.changed', payload: { userId: String(player.userId), ticketId: String(ticket.id), status } });
      if (status === TicketStatus.accepted) await recordAccepted(tx, deps.config, ticket.id);
      tx.afterCommit(() => metrics.betsPlaced.inc({ bet_type: draft.betType, status: TICKET_STATUS_NAMES[status] }));
      rows.push({ ...ticket, items });
      placed.push(ticket.id);
    }
  }, (raised) => guardLimits(tx, lang, raised), rows);
  return { rows };
}

async function replayed(tx: Tx, userId: bigint, key: string, hash: string): Promise<bigint[] | 'conflict' | null> {
  const rows = await tx.trx
    .selectFrom('tickets')
    .select(['id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('request_key', 'like', `${key.replace(/[\\%_]/g, '\\$&')}#%`)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return null;
  return rows.every((row) => row.request_hash === hash) ? rows.map((row) => row.id) : 'conflict';
}

/** The tickets a request makes: one per single, one per staked system size or full cover, one otherwise. */
async function draftTickets(
  deps: BettingDeps,
  tx: Tx,
  player: Player,
  request: PlaceRequest,
  policy: OddsPolicy,
  tolerance: number,
  fail: (code: Parameters<typeof betError>[1], vars?: Record<string, string | number>) => BetError,
): Promise<Draft[]> {
  const { selections } = request;
  if (selections.length === 0) throw fail('MIN_SELECTIONS');
  const maxSelections = request.type === 'single' || request.type === 'combo' ? deps.options.maxComboSelections : 10;
  if (selections.length > maxSelections) throw fail('MAX_SELECTIONS');
  if (new Set(selections.map((s) => s.oddId)).size !== selections.length) throw fail('LINE_ALREADY_ADDED');

  const found = await loadSelections(deps.books, tx.trx, selections.map((s) => s.oddId), true);
  const current = selections.map((wanted) => {
    const selection = found.get(wanted.oddId);
    if (!selection) throw fail('SELECTION_UNAVAILABLE');
    if (selection.suspended || selection.odds === null) throw fail('SELECTION_SUSPENDED');
    return selection;
  });
  const items = current.map((selection, i) => {
    const odds = applyPolicy(policy, selections[i]!.odds, selection.odds!, toleranceFor(deps, selection, tolerance));
    if (odds === null) throw fail('ODDS_CHANGED');
    return { selection, odds, banker: request.type === 'system' && selections[i]!.banker === true, line: selection.line };
  });

  const multi = request.type !== 'single';
  if (multi && current.some((s) => s.matchType === 2) && current.some((s) => s.matchType !== 2)) throw fail('MARKETS_OUTRIGHTS_COMBINATION');
  const teaser = request.type === 'teaser' ? deps.options.teasers.find((setting) => setting.id === request.teaserId) : undefined;
  if (request.type === 'teaser') {
    if (!teaser) throw fail('INVALID_COMBINATION');
    if (current.some((s) => s.matchStatus === 'live')) throw fail('DIFFERENT_SOURCES');
  }
  const slip = {
    selections: current.map((selection) => ({
      id: selection.id,
      incompatibleSelections: incompatibleWith(selection, current),
      incompatibleTeaserSelections: teaserIncompatible(deps.options, selection, current),
    })),
    bankers: items.filter((item) => item.banker).map((item) => item.selection.id),
    systemStakes: Object.fromEntries(Object.entries(request.systemStakes).map(([size, stake]) => [size, Number(stake)])),
    coverStakes: Object.fromEntries(Object.entries(request.coverStakes).map(([cover, stake]) => [cover, Number(stake)])),
    teaserSelectionCounts: teaser ? Object.keys(teaser.odds).map(Number) : [],
  };
  const reason = placementRule(request.type, slip);
  if (reason) throw fail(REASON_CODES[reason]);

  const minStake = deps.minStake(player.currency);
  const checkStake = (stake: bigint | null): bigint => {
    if (stake === null || stake <= 0n) throw fail('INVALID_STAKE');
    if (stake < minStake) throw fail('MIN_STAKE', { amount: `${formatMinor(minStake, player.currency)} ${player.currency}` });
    return stake;
  };
  if (request.type === 'single') {
    const stake = checkStake(request.stake);
    return items.map((item) => ({ betType: 'single', stake, unitStake: stake, systemSize: null, items: [item] }));
  }
  if (request.type === 'system') {
    const bankers = items.filter((item) => item.banker).length;
    const offered = new Map(systemOffers(items.length, bankers).map((offer) => [offer.key, offer.size]));
    return [...Object.entries(request.systemStakes), ...Object.entries(request.coverStakes)]
      .filter((entry): entry is [string, bigint] => entry[1] !== undefined && entry[1] > 0n)
      .map(([key, unit]) => {
        const size = offered.get(key);
        if (size === undefined) throw fail('INVALID_COMBINATION');
        checkStake(unit);
        const lines = systemLineCount({ selections: items.length, size, bankers: items.flatMap((item, i) => (item.banker ? [i] : [])) });
        return { betType: 'system' as const, stake: unit * BigInt(lines), unitStake: unit, systemSize: size, items };
      });
  }
  const unit = checkStake(request.stake);
  const teased = teaser ? items.map((item) => ({ ...item, line: teaserLine(item.selection, teaser.points) })) : items;
  return [{ betType: request.type, stake: request.type === 'reversebet' ? unit * 2n : unit, unitStake: unit, systemSize: null, items: teased }];
}

/** The stake the ticket may take when it exceeds the max bet (the trader's offer), else null. */
function maxStakeExceeded(deps: BettingDeps, player: Player, draft: Draft, teaserOdds: Readonly<Record<number, number>> | null, stakeFactor: number | undefined, caps: ReadonlyMap<number, bigint>): bigint | null {
  const uncapped = maxBetFor(deps, player.currency, draft.betType, draft.items.map((item) => ({ odds: item.odds, banker: item.banker })), draft.systemSize, teaserOdds, stakeFactor);
  const max = cappedByMarkets(uncapped, draft.items.map((item) => item.selection.marketId), caps);
  return draft.unitStake > max ? max : null;
}

function insurancePremium(deps: BettingDeps, request: PlaceRequest, drafts: Draft[], fail: (code: Parameters<typeof betError>[1], vars?: Record<string, string | number>) => BetError): bigint {
  const [draft] = drafts;
  if (request.type !== 'combo' || !draft || draft.items.length < deps.options.insuranceMinLegs) {
    throw fail('INSURANCE_UNAVAILABLE', { legs: deps.options.insuranceMinLegs });
  }
  return (draft.stake * BigInt(deps.options.insurancePercent)) / 100n;
}

/** An active free bet of the player, worth exactly the stake of a single ticket: used up now. */
async function takeFreeBet(tx: Tx, player: Player, id: bigint, drafts: Draft[], fail: (code: Parameters<typeof betError>[1]) => BetError): Promise<bigint> {
  const row = await tx.trx
    .selectFrom('user_bonuses')
    .innerJoin('bonuses', 'bonuses.id', 'user_bonuses.bonus_id')
    .select(['user_bonuses.id', 'user_bonuses.amount', 'user_bonuses.currency'])
    .where('user_bonuses.id', '=', id)
    .where('user_bonuses.user_id', '=', player.userId)
    .where('user_bonuses.status', '=', 2)
    .where('bonuses.kind', '=', 'free_bet')
    .forUpdate()
    .executeTakeFirst();
  if (!row || drafts.length !== 1 || drafts[0]!.stake !== row.amount || row.currency !== player.currency) throw fail('FREE_BET_UNAVAILABLE');
  await tx.trx.updateTable('user_bonuses').set({ status: 4, finished_at: new Date() }).where('id', '=', row.id).execute();
  return row.id;
}

/** Stake (and any insurance premium) to the book: cash first, then bonus money; a free bet is the house's. */
async function debitStake(
  tx: Tx,
  player: Player,
  ticketId: bigint,
  amount: bigint,
  freeBet: boolean,
  seenBalance: bigint | null,
  fail: (code: Parameters<typeof betError>[1]) => BetError,
  /** The player's balances as read under the placement lock (updated here), or null to read them now. */
  funds: { cash: bigint; bonus: bigint; wagering: boolean } | null = null,
): Promise<void> {
  const { currency, userId } = player;
  const house = { house: 'sportsbook' as const, currency };
  let postings: Posting[];
  if (freeBet) {
    postings = [
      { account: { house: 'bonus', currency }, amount: -amount },
      { account: house, amount },
    ];
  } else {
    let cash: bigint;
    let bonus: bigint;
    if (funds) ({ cash, bonus } = funds);
    else {
      const balances = await balancesOf(tx.trx, userId);
      cash = balances.find((b) => b.code === 'cash' && b.currency === currency)?.balance ?? 0n;
      bonus = balances.find((b) => b.code === 'bonus' && b.currency === currency)?.balance ?? 0n;
    }
    // In debt, nothing is staked (bonus money included): the debt is repaid first (cashier/debt.ts).
    if (cash < 0n) throw new BetError(BET_ERROR_CODES.BALANCE_IN_DEBT, BALANCE_IN_DEBT, debtMessage(player.lang));
    if (cash + bonus < amount) throw fail(seenBalance !== null && seenBalance >= amount ? 'OUTDATED_BALANCE' : 'INSUFFICIENT_BALANCE');
    const fromCash = cash >= amount ? amount : cash;
    postings = [
      ...(fromCash > 0n ? [{ account: { userId, code: 'cash' as const, currency }, amount: -fromCash }] : []),
      ...(amount > fromCash ? [{ account: { userId, code: 'bonus' as const, currency }, amount: -(amount - fromCash) }] : []),
      { account: house, amount },
    ];
    if (funds) {
      funds.cash = cash - fromCash;
      funds.bonus = bonus - (amount - fromCash);
    }
  }
  try {
    await postMovement(tx, { idempotencyKey: `ticket:${ticketId}:stake`, kind: 'bet.stake', reference: `tickets:${ticketId}`, postings });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw fail('INSUFFICIENT_BALANCE');
    throw error;
  }
  // Real money staked counts towards a deposit bonus's wagering (after the debit: a release moves bonus to cash).
  if (!freeBet && (funds?.wagering ?? true)) {
    const { released } = await recordWager(tx, userId, amount, { currency });
    if (funds && released) {
      funds.cash += released;
      funds.bonus -= released;
    }
  }
}

/** The player accepted a trader's offer: the ticket takes the offered stake and is placed as any other. */
export async function debitOffer(
  deps: BettingDeps,
  tx: Tx,
  player: Player,
  ticket: Parameters<typeof shapeOf>[1] & { id: bigint; is_live: boolean; offer: { Stake: string } | null },
): Promise<void> {
  const fail = (code: Parameters<typeof betError>[1], vars?: Record<string, string | number>): BetError => betError(player.lang, code, vars);
  const unit = BigInt(ticket.offer!.Stake);
  const stake = ticket.bet_type === 'reversebet' ? unit * 2n : unit;
  const settings = await tx.trx.selectFrom('betting_settings').select('daily_limit').where('user_id', '=', player.userId).executeTakeFirst();
  const limits = await playerLimits(deps, tx.trx, player, settings?.daily_limit ?? null);
  if (stake > limits.remaining) throw fail('LIMIT_REACHED', { amount: `${formatMinor(limits.remaining, player.currency)} ${player.currency}` });
  await assertMayStake(tx.trx, player.userId, stake + ticket.insurance_premium, player.lang, 'bet:offer');
  const delayed = ticket.is_live && deps.options.liveDelayMs > 0;
  const status = delayed ? TicketStatus.delayed : TicketStatus.accepted;
  // The offer keeps the odds; its return is the offered stake at them, by the rule settlement pays by
  // (scaling the first return to the new stake would round twice and show a cent less than a win pays).
  const legs = await tx.trx.selectFrom('ticket_items').select(['odds', 'banker']).where('ticket_id', '=', ticket.id).orderBy('position').execute();
  const potential = potentialReturn(deps.options, { ...shapeOf(deps, ticket), unitStake: unit }, legs);
  await changeLiability(deps, tx, [ticket.id], () => tx.trx
    .updateTable('tickets')
    .set({
      status,
      stake,
      unit_stake: unit,
      potential_return: potential,
      offer: null,
      accept_at: delayed ? new Date(Date.now() + deps.options.liveDelayMs) : null,
      updated_at: new Date(),
    })
    .where('id', '=', ticket.id)
    .execute(), (raised) => guardLimits(tx, player.lang, raised));
  await debitStake(tx, player, ticket.id, stake + ticket.insurance_premium, false, null, fail);
  tx.emit({ topic: 'ticket.changed', payload: { userId: String(player.userId), ticketId: String(ticket.id), status } });
  if (status === TicketStatus.accepted) await recordAccepted(tx, deps.config, ticket.id);
}
