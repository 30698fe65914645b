/**
 * Bonuses (seed 001 §3–§4, seed 000 §4 "Bonus claim"): the catalogue of general
 * and personal bonuses, claiming by code, cancelling, wagering and its release
 * to real money, and the weekly cashback. Bonus money lives on the player's
 * `bonus` ledger account; every movement goes through postMovement.
 */
import { sql } from 'kysely';
import { postMovement } from '../db/ledger';
import { profileFor } from '../responsible/profiles';
import { inTransaction, type Tx } from '../db/transaction';
import { t } from '../i18n';
import { formatMoney } from '../../rules/money';
import { formatMinor, toMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import { CashierError, refuse } from '../cashier/errors';
import type { CashierDeps } from '../cashier/options';
import type { CashierTables } from '../cashier/schema';
import type { Db } from '../db/connection';
import type { Player } from '../cashier/session';
import { BONUS_STATUS_NAMES, BonusStatus, StatementType, TransactionStatus, type BonusStatusId } from '../cashier/statuses';
import type { BonusErrorCode } from './errors';
import { CAMPAIGN_REFUSALS, campaignState, CLAIMED_STATUSES, type CampaignTerms } from './campaign-window';

type BonusRow = Omit<
  CashierTables['bonuses'],
  'id' | 'personal' | 'percent' | 'spins' | 'wagering_multiplier' | 'requires_deposit' | 'first_deposit_only' | 'valid_days' | 'active' | 'created_at' | 'amounts' | keyof CampaignTerms | 'title'
> &
  CampaignTerms & {
  title: string | null;
  id: number;
  personal: boolean;
  percent: number;
  amounts: Record<string, string>;
  spins: number;
  wagering_multiplier: number;
  requires_deposit: boolean;
  first_deposit_only: boolean;
  valid_days: number;
  active: boolean;
};

interface UserBonusRow {
  id: bigint;
  user_id: bigint;
  bonus_id: number;
  status: number;
  currency: string;
  amount: bigint;
  spins: number;
  wagering_required: bigint;
  wagered: bigint;
  deposit_id: bigint | null;
  created_at: Date;
  activated_at: Date | null;
  finished_at: Date | null;
  expires_at: Date | null;
}

/** A bonus's terms: read alone (the lists) and beside a claim (userBonusQuery). */
const BONUS_TERMS = [
  'bonuses.code',
  'bonuses.kind',
  'bonuses.product',
  'bonuses.personal',
  'bonuses.percent',
  'bonuses.amounts',
  'bonuses.wagering_multiplier',
  'bonuses.requires_deposit',
  'bonuses.first_deposit_only',
  'bonuses.valid_days',
  'bonuses.active',
  'bonuses.title',
  'bonuses.starts_at',
  'bonuses.ends_at',
  'bonuses.paused_at',
  'bonuses.max_claims',
] as const;

const BONUS_COLUMNS = ['bonuses.id', 'bonuses.spins', ...BONUS_TERMS] as const;

const USER_BONUS_COLUMNS = [
  'user_bonuses.id',
  'user_bonuses.user_id',
  'user_bonuses.bonus_id',
  'user_bonuses.status',
  'user_bonuses.currency',
  'user_bonuses.amount',
  'user_bonuses.spins',
  'user_bonuses.wagering_required',
  'user_bonuses.wagered',
  'user_bonuses.deposit_id',
  'user_bonuses.created_at',
  'user_bonuses.activated_at',
  'user_bonuses.finished_at',
  'user_bonuses.expires_at',
] as const;

/** Why a claim is refused: the code the gateway types, and the message key. */
export const CLAIM_FAILURES = {
  BONUS_INVALID: 'bonus.invalid',
  BONUS_ALREADY_CLAIMED: 'bonus.alreadyClaimed',
  BONUS_ACTIVE_EXISTS: 'bonus.activeExists',
  // Seed 001 §4: a message that mentions a deposit and an assigned bonus turns the modal's button into "Deposit".
  BONUS_DEPOSIT_REQUIRED: 'bonus.depositRequired',
  BONUS_FIRST_DEPOSIT_ONLY: 'bonus.firstDepositOnly',
  BONUS_DEPOSIT_USED: 'bonus.depositUsed',
  BONUS_CURRENCY: 'bonus.currency',
  BONUS_NOT_STARTED: 'bonus.notStarted',
  BONUS_PAUSED: 'bonus.paused',
  BONUS_EXPIRED: 'bonus.expired',
  BONUS_EXHAUSTED: 'bonus.exhausted',
} as const satisfies Partial<Record<BonusErrorCode, string>>;
export type ClaimFailure = keyof typeof CLAIM_FAILURES;

/** The amount of a bonus in a currency, in minor units (null when the bonus has none there). */
function amountIn(bonus: Pick<BonusRow, 'amounts'>, currency: string): bigint | null {
  const major = bonus.amounts[currency];
  return major === undefined ? null : toMinor(major, currency);
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * A campaign's own title, else the seeded code's translated one — with the campaign's percentage, so the
 * welcome bonus's title follows its terms when marketing changes them.
 */
export const titleOf = (bonus: Pick<BonusRow, 'code' | 'title' | 'percent'>, lang: SupportedLanguage) => bonus.title ?? t(lang, `cashier:bonus.titles.${bonus.code}`, { percent: bonus.percent });

export function offerView(bonus: BonusRow, currency: string, lang: SupportedLanguage) {
  const value = amountIn(bonus, currency);
  const shown = value === null ? null : formatMinor(value, currency);
  // The description is read by the player: the amount in their language's money format.
  const money = shown === null ? '' : formatMoney(lang, shown, currency);
  return {
    Id: bonus.id,
    Code: bonus.code,
    Kind: bonus.kind,
    Product: bonus.product,
    Personal: bonus.personal,
    Title: titleOf(bonus, lang),
    Description: t(lang, `cashier:bonus.descriptions.${bonus.kind}`, {
      percent: bonus.percent,
      max: money,
      value: money,
      spins: bonus.spins,
      multiplier: bonus.wagering_multiplier,
    }),
    Percent: bonus.percent,
    /** A deposit bonus's cap, a free bet's value, one free spin's value. */
    Amount: shown,
    Currency: currency,
    Spins: bonus.spins,
    WageringMultiplier: bonus.wagering_multiplier,
    RequiresDeposit: bonus.requires_deposit,
    FirstDepositOnly: bonus.first_deposit_only,
    ValidDays: bonus.valid_days,
  };
}

export function userBonusView(row: UserBonusRow, bonus: BonusRow, lang: SupportedLanguage) {
  const statusName = BONUS_STATUS_NAMES[row.status as BonusStatusId] ?? 'Undefined';
  const remaining = row.wagering_required > row.wagered ? row.wagering_required - row.wagered : 0n;
  return {
    Id: String(row.id),
    BonusId: bonus.id,
    Code: bonus.code,
    Kind: bonus.kind,
    Product: bonus.product,
    Personal: bonus.personal,
    Title: titleOf(bonus, lang),
    Status: row.status,
    StatusName: statusName,
    StatusText: t(lang, `cashier:bonus.statuses.${statusName}`),
    Amount: formatMinor(row.amount, row.currency),
    Currency: row.currency,
    Spins: row.spins,
    SpinValue: bonus.kind === 'free_spins' ? (amountIn(bonus, row.currency) === null ? null : formatMinor(amountIn(bonus, row.currency)!, row.currency)) : null,
    WageringRequired: formatMinor(row.wagering_required, row.currency),
    Wagered: formatMinor(minBig(row.wagered, row.wagering_required), row.currency),
    WageringRemaining: formatMinor(remaining, row.currency),
    DepositId: row.deposit_id === null ? null : String(row.deposit_id),
    CreatedDate: row.created_at.toISOString(),
    ActivatedDate: row.activated_at?.toISOString() ?? null,
    FinishedDate: row.finished_at?.toISOString() ?? null,
    ExpiresDate: row.expires_at?.toISOString() ?? null,
  };
}
export type UserBonusView = ReturnType<typeof userBonusView>;

const bonusOf = (row: Record<string, unknown>): BonusRow => ({
  id: row.bonus_id as number,
  code: row.code as string,
  kind: row.kind as BonusRow['kind'],
  product: row.product as BonusRow['product'],
  personal: row.personal as boolean,
  percent: row.percent as number,
  amounts: row.amounts as Record<string, string>,
  spins: row.bonus_spins as number,
  wagering_multiplier: row.wagering_multiplier as number,
  requires_deposit: row.requires_deposit as boolean,
  first_deposit_only: row.first_deposit_only as boolean,
  valid_days: row.valid_days as number,
  active: row.active as boolean,
  title: row.title as string | null,
  starts_at: row.starts_at as Date | null,
  ends_at: row.ends_at as Date | null,
  paused_at: row.paused_at as Date | null,
  max_claims: row.max_claims as number | null,
});

/** user_bonuses joined with their bonus, as one query shape. */
function userBonusQuery(db: Db | Tx['trx']) {
  return db
    .selectFrom('user_bonuses')
    .innerJoin('bonuses', 'bonuses.id', 'user_bonuses.bonus_id')
    .select([
      ...USER_BONUS_COLUMNS,
      ...BONUS_TERMS,
      // The claim has its own spins column: the bonus's reads as bonus_spins.
      'bonuses.spins as bonus_spins',
    ]);
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof userBonusQuery>['executeTakeFirstOrThrow']>>;
const viewOf = (row: JoinedRow, lang: SupportedLanguage) => userBonusView(row as unknown as UserBonusRow, bonusOf(row as unknown as Record<string, unknown>), lang);

/** Seed 001 §3 "Bonus lists: generalBonuses and personalBonuses": what the player may claim. */
export async function listBonuses(deps: CashierDeps, player: Player) {
  const general = await deps.db.selectFrom('bonuses').select(BONUS_COLUMNS).where('personal', '=', false).where('active', '=', true).orderBy('id').execute();
  const claimed = await deps.db.selectFrom('user_bonuses').select(['bonus_id', 'status']).where('user_id', '=', player.userId).execute();
  const statusOf = new Map(claimed.map((row) => [row.bonus_id, row.status]));
  const personal = await userBonusQuery(deps.db)
    .where('user_bonuses.user_id', '=', player.userId)
    .where('bonuses.personal', '=', true)
    .where('user_bonuses.status', 'in', [BonusStatus.Appended, BonusStatus.Active])
    .orderBy('user_bonuses.id', 'desc')
    .execute();
  return {
    GeneralBonuses: general.map((bonus) => ({
      ...offerView(bonus as BonusRow, player.currency, player.lang),
      UserStatus: statusOf.get(bonus.id) ?? BonusStatus.Undefined,
    })),
    PersonalBonuses: personal.map((row) => viewOf(row, player.lang)),
  };
}

export type UserBonusFilter = { status?: 'active' | 'history' | 'all'; kind?: BonusRow['kind'] };

/** The player's bonuses: active (appended or active), history (canceled or completed), or all; optionally one kind (free spins, free bets). */
export async function userBonuses(deps: CashierDeps, player: Player, filter: UserBonusFilter) {
  const statuses =
    filter.status === 'active'
      ? [BonusStatus.Appended, BonusStatus.Active]
      : filter.status === 'history'
        ? [BonusStatus.Canceled, BonusStatus.Completed]
        : [BonusStatus.Appended, BonusStatus.Active, BonusStatus.Canceled, BonusStatus.Completed];
  const rows = await userBonusQuery(deps.db)
    .where('user_bonuses.user_id', '=', player.userId)
    .where('user_bonuses.status', 'in', statuses)
    .$if(filter.kind !== undefined, (q) => q.where('bonuses.kind', '=', filter.kind!))
    .orderBy('user_bonuses.id', 'desc')
    .execute();
  return rows.map((row) => viewOf(row, player.lang));
}

type Claim = { ok: true; userBonusId: bigint } | { ok: false; failure: ClaimFailure };

/** The deposit a bonus rides on: the one named, or the first (first-deposit bonuses), or the latest one no bonus used. */
async function depositFor(
  ctx: Tx,
  player: Pick<Player, 'userId' | 'currency'>,
  bonus: BonusRow,
  depositId: bigint | null,
): Promise<{ failure: ClaimFailure } | { deposit: { id: bigint; amount: bigint } }> {
  const completed = () =>
    ctx.trx
      .selectFrom('cashier_transactions')
      .select(['id', 'amount'])
      .where('user_id', '=', player.userId)
      .where('statement_type', '=', StatementType.Deposit)
      .where('status', '=', TransactionStatus.Completed)
      .where('currency', '=', player.currency);
  const used = async (id: bigint) => Boolean(await ctx.trx.selectFrom('user_bonuses').select('id').where('deposit_id', '=', id).executeTakeFirst());
  const first = await completed().orderBy('completed_at').orderBy('id').limit(1).executeTakeFirst();

  if (depositId !== null) {
    const named = await completed().where('id', '=', depositId).executeTakeFirst();
    if (!named) return { failure: 'BONUS_DEPOSIT_REQUIRED' };
    if (bonus.first_deposit_only && first?.id !== named.id) return { failure: 'BONUS_FIRST_DEPOSIT_ONLY' };
    if (await used(named.id)) return { failure: 'BONUS_DEPOSIT_USED' };
    return { deposit: named };
  }
  if (bonus.first_deposit_only) {
    if (!first) return { failure: 'BONUS_DEPOSIT_REQUIRED' };
    if (await used(first.id)) return { failure: 'BONUS_FIRST_DEPOSIT_ONLY' };
    return { deposit: first };
  }
  const unused = await completed()
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_bonuses').select('user_bonuses.id').whereRef('user_bonuses.deposit_id', '=', 'cashier_transactions.id'))))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!unused) return { failure: first ? 'BONUS_DEPOSIT_USED' : 'BONUS_DEPOSIT_REQUIRED' };
  return { deposit: unused };
}

async function findBonus(trx: Db | Tx['trx'], code: string) {
  const row = await trx
    .selectFrom('bonuses')
    .select(BONUS_COLUMNS)
    .where(sql`upper(code)`, '=', code.trim().toUpperCase())
    .where('active', '=', true)
    .executeTakeFirst();
  return (row as BonusRow | undefined) ?? null;
}

/** Why a campaign takes no claim now (not started, paused, ended, all claimed), or null. */
async function campaignRefusal(trx: Db | Tx['trx'], bonus: BonusRow): Promise<ClaimFailure | null> {
  const claims =
    bonus.max_claims === null
      ? 0
      : Number((await trx.selectFrom('user_bonuses').select((eb) => eb.fn.countAll<string>().as('n')).where('bonus_id', '=', bonus.id).where('status', 'in', CLAIMED_STATUSES).executeTakeFirstOrThrow()).n);
  const state = campaignState(bonus, claims, new Date());
  return state === 'running' ? null : CAMPAIGN_REFUSALS[state];
}

const CLAIM_LOCK = 7_340_006;

/**
 * Every check of a claim, then its writes; a refusal writes nothing. Used by
 * the claim call and by a deposit that carried a bonus code (which must credit
 * the deposit even when its bonus is refused).
 */
export async function claimInTransaction(ctx: Tx, player: Pick<Player, 'userId' | 'currency'>, code: string, depositId: bigint | null): Promise<Claim> {
  const bonus = await findBonus(ctx.trx, code);
  if (!bonus) return { ok: false, failure: 'BONUS_INVALID' };
  // The campaign's row locked: two last claims under its cap cannot both pass the count.
  if (bonus.max_claims !== null) await ctx.trx.selectFrom('bonuses').select('id').where('id', '=', bonus.id).forUpdate().execute();
  const closed = await campaignRefusal(ctx.trx, bonus);
  if (closed) return { ok: false, failure: closed };
  // One claim per player at a time: a claim racing another of the same code then sees it as claimed,
  // rather than tripping over the deposit or the active bonus the other one has just taken.
  await sql`select pg_advisory_xact_lock(${CLAIM_LOCK}, ${Number(player.userId % 2_000_000_000n)}::int)`.execute(ctx.trx);
  const existing = await ctx.trx
    .selectFrom('user_bonuses')
    .select(['id', 'status'])
    .where('user_id', '=', player.userId)
    .where('bonus_id', '=', bonus.id)
    .forUpdate()
    .executeTakeFirst();
  if (bonus.personal) {
    // A personal bonus is claimable only by the player it was appended to.
    if (!existing) return { ok: false, failure: 'BONUS_INVALID' };
    if (existing.status !== BonusStatus.Appended) return { ok: false, failure: 'BONUS_ALREADY_CLAIMED' };
  } else if (existing) return { ok: false, failure: 'BONUS_ALREADY_CLAIMED' };

  const value = amountIn(bonus, player.currency);
  if (bonus.kind !== 'cashback' && value === null) return { ok: false, failure: 'BONUS_CURRENCY' };
  if (bonus.kind === 'deposit') {
    const active = await ctx.trx
      .selectFrom('user_bonuses')
      .innerJoin('bonuses', 'bonuses.id', 'user_bonuses.bonus_id')
      .select('user_bonuses.id')
      .where('user_bonuses.user_id', '=', player.userId)
      .where('user_bonuses.status', '=', BonusStatus.Active)
      .where('bonuses.kind', '=', 'deposit')
      .executeTakeFirst();
    if (active) return { ok: false, failure: 'BONUS_ACTIVE_EXISTS' };
  }
  let deposit: { id: bigint; amount: bigint } | null = null;
  if (bonus.requires_deposit) {
    const found = await depositFor(ctx, player, bonus, depositId);
    if ('failure' in found) return { ok: false, failure: found.failure };
    deposit = found.deposit;
  }

  // Seed 000 §1 "100% welcome bonus", up to the cap (EUR 1200.00); wagering is a multiple of the bonus.
  const amount =
    bonus.kind === 'deposit' ? minBig((deposit!.amount * BigInt(bonus.percent)) / 100n, value!) : bonus.kind === 'free_bet' ? value! : 0n;
  const fields = {
    status: BonusStatus.Active,
    currency: player.currency,
    amount,
    spins: bonus.kind === 'free_spins' ? bonus.spins : 0,
    wagering_required: bonus.kind === 'deposit' ? amount * BigInt(await wageringMultiple(ctx, player.userId, bonus.wagering_multiplier)) : 0n,
    deposit_id: deposit?.id ?? null,
    activated_at: sql<Date>`now()`,
    expires_at: sql<Date>`now() + make_interval(days => ${bonus.valid_days})`,
  };
  let userBonusId: bigint;
  if (existing) {
    await ctx.trx.updateTable('user_bonuses').set(fields).where('id', '=', existing.id).execute();
    userBonusId = existing.id;
  } else {
    const inserted = await ctx.trx
      .insertInto('user_bonuses')
      .values({ user_id: player.userId, bonus_id: bonus.id, ...fields })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // A concurrent claim of the same bonus, or of another bonus on the same deposit, committed first.
      const same = await ctx.trx.selectFrom('user_bonuses').select('id').where('user_id', '=', player.userId).where('bonus_id', '=', bonus.id).executeTakeFirst();
      return { ok: false, failure: same ? 'BONUS_ALREADY_CLAIMED' : 'BONUS_DEPOSIT_USED' };
    }
    userBonusId = inserted.id;
  }
  if (amount > 0n && bonus.kind === 'deposit') {
    await postMovement(ctx, {
      idempotencyKey: `bonus:grant:${userBonusId}`,
      kind: 'bonus.grant',
      reference: `user_bonuses:${userBonusId}`,
      postings: [
        { account: { userId: player.userId, code: 'bonus', currency: player.currency }, amount },
        { account: { house: 'bonus', currency: player.currency }, amount: -amount },
      ],
    });
  }
  return { ok: true, userBonusId };
}

async function readUserBonus(db: Db | Tx['trx'], id: bigint, lang: SupportedLanguage) {
  return viewOf(await userBonusQuery(db).where('user_bonuses.id', '=', id).executeTakeFirstOrThrow(), lang);
}

/** Seed 000 §4 "Bonus claim": a code and, optionally, the deposit's transaction id. */
export async function claimBonus(deps: CashierDeps, player: Player, input: { BonusCode?: string | null; TransactionId?: string | null }) {
  const code = input.BonusCode?.trim() ?? '';
  if (!code) throw refuse(player.lang, 400, 'VALIDATION', 'validation.required', { field: 'BonusCode', vars: { field: t(player.lang, 'cashier:fields.BonusCode') } });
  const depositId = input.TransactionId && /^\d{1,18}$/.test(input.TransactionId.trim()) ? BigInt(input.TransactionId.trim()) : null;
  if (input.TransactionId && input.TransactionId.trim() !== '' && depositId === null) throw refuse(player.lang, 400, 'BONUS_DEPOSIT_REQUIRED', CLAIM_FAILURES.BONUS_DEPOSIT_REQUIRED);
  return inTransaction(deps.db, async (ctx) => {
    const claim = await claimInTransaction(ctx, player, code, depositId);
    if (!claim.ok) throw refuse(player.lang, 400, claim.failure, CLAIM_FAILURES[claim.failure], { field: 'BonusCode' });
    return { Message: t(player.lang, 'cashier:bonus.claimed'), Bonus: await readUserBonus(ctx.trx, claim.userBonusId, player.lang) };
  });
}

/** Whether a deposit's bonus code is one a deposit can carry for this player; why not when it is not. */
export async function depositBonusProblem(db: Db | Tx['trx'], player: Pick<Player, 'userId' | 'currency'>, code: string): Promise<ClaimFailure | null> {
  const bonus = await findBonus(db, code);
  if (!bonus || !bonus.requires_deposit) return 'BONUS_INVALID';
  const closed = await campaignRefusal(db, bonus);
  if (closed) return closed;
  const existing = await db.selectFrom('user_bonuses').select('status').where('user_id', '=', player.userId).where('bonus_id', '=', bonus.id).executeTakeFirst();
  if (bonus.personal && !existing) return 'BONUS_INVALID';
  if (bonus.personal ? existing!.status !== BonusStatus.Appended : existing) return 'BONUS_ALREADY_CLAIMED';
  if (amountIn(bonus, player.currency) === null) return 'BONUS_CURRENCY';
  if (bonus.first_deposit_only) {
    const earlier = await db
      .selectFrom('cashier_transactions')
      .select('id')
      .where('user_id', '=', player.userId)
      .where('statement_type', '=', StatementType.Deposit)
      .where('status', '=', TransactionStatus.Completed)
      .where('currency', '=', player.currency)
      .executeTakeFirst();
    if (earlier) return 'BONUS_FIRST_DEPOSIT_ONLY';
  }
  return null;
}

/** The player's balance on one of their ledger accounts (0 when it never moved). */
async function balanceOf(trx: Tx['trx'], userId: bigint, code: 'cash' | 'bonus', currency: string): Promise<bigint> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Moves what is left of a claim's bonus money (never more than it granted) out of the player's bonus
 * balance: back to the house when the bonus is forfeited, to cash when it is released. Answers the amount.
 */
async function moveBonusMoney(ctx: Tx, userId: bigint, claim: { id: bigint; currency: string; amount: bigint }, move: 'forfeit' | 'release'): Promise<bigint> {
  const amount = minBig(await balanceOf(ctx.trx, userId, 'bonus', claim.currency), claim.amount);
  if (amount > 0n) {
    await postMovement(ctx, {
      idempotencyKey: `bonus:${move}:${claim.id}`,
      kind: `bonus.${move}`,
      reference: `user_bonuses:${claim.id}`,
      postings: [
        { account: { userId, code: 'bonus', currency: claim.currency }, amount: -amount },
        { account: move === 'forfeit' ? { house: 'bonus', currency: claim.currency } : { userId, code: 'cash', currency: claim.currency }, amount },
      ],
    });
  }
  return amount;
}

/** Cancels an appended or active bonus; an active deposit bonus forfeits what is left of its money. */
export async function cancelBonus(deps: CashierDeps, player: Player, userBonusId: bigint) {
  return inTransaction(deps.db, async (ctx) => {
    const row = await userBonusQuery(ctx.trx)
      .where('user_bonuses.id', '=', userBonusId)
      .where('user_bonuses.user_id', '=', player.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw refuse(player.lang, 404, 'BONUS_NOT_FOUND', 'bonus.notFound');
    if (row.status !== BonusStatus.Appended && row.status !== BonusStatus.Active) throw refuse(player.lang, 409, 'BONUS_NOT_CANCELABLE', 'bonus.notCancelable');
    if (row.status === BonusStatus.Active && row.kind === 'deposit') await moveBonusMoney(ctx, player.userId, row, 'forfeit');
    await ctx.trx.updateTable('user_bonuses').set({ status: BonusStatus.Canceled, finished_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
    return { Message: t(player.lang, 'cashier:bonus.canceled'), Bonus: await readUserBonus(ctx.trx, row.id, player.lang) };
  });
}

/** A bonus's wagering multiple, no more than the player's jurisdiction allows (issue 17: UKGC 10×). */
async function wageringMultiple(ctx: Tx, userId: bigint, multiple: number): Promise<number> {
  const user = await ctx.trx.selectFrom('users').select('country_code').where('id', '=', userId).executeTakeFirstOrThrow();
  const cap = profileFor(user.country_code).maxBonusWageringMultiple;
  return cap === null ? multiple : Math.min(multiple, cap);
}

/**
 * Self-exclusion forfeits every bonus the player holds (issue 17): appended and active ones are
 * canceled, an active deposit bonus's money goes back to the house. Inside the exclusion's transaction.
 */
export async function forfeitBonuses(ctx: Tx, userId: bigint): Promise<number> {
  const rows = await userBonusQuery(ctx.trx)
    .where('user_bonuses.user_id', '=', userId)
    .where('user_bonuses.status', 'in', [BonusStatus.Appended, BonusStatus.Active])
    .forUpdate()
    .execute();
  for (const row of rows) {
    if (row.status === BonusStatus.Active && row.kind === 'deposit') await moveBonusMoney(ctx, userId, row, 'forfeit');
    await ctx.trx.updateTable('user_bonuses').set({ status: BonusStatus.Canceled, finished_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  }
  return rows.length;
}

export interface WagerResult {
  userBonusId: bigint | null;
  /** Bonus money moved to cash by this wager (its requirement was met), else null. */
  released: bigint | null;
}

/**
 * For the sportsbook and the casino: call inside the bet's own transaction with
 * the stake in the player's currency (minor units). The stake counts towards the
 * active deposit bonus's wagering requirement; when the requirement is met the
 * bonus money left moves to real money (bonus → cash) in the same transaction,
 * so a bet that rolls back wagers nothing.
 */
export async function recordWager(ctx: Tx, userId: bigint, amount: bigint, options: { currency?: string } = {}): Promise<WagerResult> {
  if (amount <= 0n) return { userBonusId: null, released: null };
  const row = await ctx.trx
    .selectFrom('user_bonuses')
    .innerJoin('bonuses', 'bonuses.id', 'user_bonuses.bonus_id')
    .select(['user_bonuses.id', 'user_bonuses.currency', 'user_bonuses.amount', 'user_bonuses.wagering_required', 'user_bonuses.wagered'])
    .where('user_bonuses.user_id', '=', userId)
    .where('user_bonuses.status', '=', BonusStatus.Active)
    .where('bonuses.kind', '=', 'deposit')
    .where('user_bonuses.wagering_required', '>', 0n)
    .orderBy('user_bonuses.id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (options.currency && options.currency !== row.currency)) return { userBonusId: null, released: null };
  const wagered = minBig(row.wagered + amount, row.wagering_required);
  if (wagered < row.wagering_required) {
    await ctx.trx.updateTable('user_bonuses').set({ wagered }).where('id', '=', row.id).execute();
    return { userBonusId: row.id, released: null };
  }
  const released = await moveBonusMoney(ctx, userId, row, 'release');
  if (released > 0n) {
    await ctx.trx
      .insertInto('cashier_transactions')
      .values({
        user_id: userId,
        statement_type: StatementType.BonusRelease,
        method: null,
        provider: 'bonus',
        currency: row.currency,
        amount: released,
        status: TransactionStatus.Completed,
        reason: null,
        reference: null,
        provider_tx_id: `release:${row.id}`,
        request_key: null,
        request_hash: null,
        bonus_code: null,
        return_url: null,
        details: JSON.stringify({ userBonusId: String(row.id) }),
        completed_at: sql<Date>`now()`,
      })
      .execute();
  }
  await ctx.trx.updateTable('user_bonuses').set({ wagered, status: BonusStatus.Completed, finished_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  return { userBonusId: row.id, released: released > 0n ? released : null };
}

/**
 * Staff: offer a personal bonus to one player (status appended until the player claims it), in the
 * caller's transaction (the back office audits it in the same one). Answers the view and whether it was new.
 */
export async function assignBonus(ctx: Tx, lang: SupportedLanguage, userId: bigint, code: string) {
  const bonus = await findBonus(ctx.trx, code);
  if (!bonus) throw refuse(lang, 404, 'BONUS_INVALID', 'bonus.invalid');
  if (!bonus.personal) throw refuse(lang, 400, 'BONUS_NOT_PERSONAL', 'bonus.notPersonal');
  const user = await ctx.trx.selectFrom('users').select(['id', 'currency']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new CashierError(404, 'NOT_FOUND', t(lang, 'errors:NOT_FOUND'));
  const appended = await ctx.trx
    .insertInto('user_bonuses')
    .values({ user_id: user.id, bonus_id: bonus.id, status: BonusStatus.Appended, currency: user.currency })
    .onConflict((oc) => oc.columns(['user_id', 'bonus_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await userBonusQuery(ctx.trx).where('user_bonuses.user_id', '=', user.id).where('user_bonuses.bonus_id', '=', bonus.id).executeTakeFirstOrThrow();
  return { Message: t(lang, 'cashier:bonus.assigned'), Bonus: viewOf(row, lang), appended: appended !== undefined };
}

/** Monday 00:00 UTC of an ISO date, or null when the date is not a Monday. */
function mondayOf(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(start.getTime()) || start.getUTCDay() !== 1 || start.toISOString().slice(0, 10) !== date ? null : start;
}

/**
 * Operator: the weekly cashback (seed 000 §1 "8% weekly cashback") for one
 * finished week, Monday to Monday UTC. Players who claimed the cashback bonus
 * get its percentage of their net loss: what their real-money account lost to
 * the sportsbook and the casino that week (bonus money does not count). Paid
 * as real money from the house's bonus account, once per player, week and
 * currency: running the week again pays nobody twice.
 */
export async function runWeeklyCashback(deps: CashierDeps, lang: SupportedLanguage, weekStart: string, now = new Date()) {
  const start = mondayOf(weekStart);
  const end = start && new Date(start.getTime() + 7 * 86_400_000);
  if (!start || !end || end > now) throw refuse(lang, 400, 'VALIDATION', 'bonus.weekInvalid', { field: 'WeekStart' });

  const subscribers = await deps.db
    .selectFrom('user_bonuses')
    .innerJoin('bonuses', 'bonuses.id', 'user_bonuses.bonus_id')
    .select(['user_bonuses.user_id', 'bonuses.percent'])
    .where('bonuses.kind', '=', 'cashback')
    .where('user_bonuses.status', '=', BonusStatus.Active)
    .execute();
  const percentOf = new Map(subscribers.map((row) => [row.user_id, row.percent]));
  const paid: { UserId: string; Currency: string; NetLoss: string; Amount: string }[] = [];
  if (percentOf.size === 0) return { WeekStart: weekStart, Paid: paid, AlreadyPaid: 0 };

  // Net result of each subscriber's cash account in the movements it made with
  // the sportsbook or the casino (stakes out, wins in) during the week.
  const results = await sql<{ user_id: bigint; currency: string; net: bigint }>`
    select a.user_id, a.currency, sum(l.amount)::int8 as net
    from ledger_lines l
    join ledger_accounts a on a.id = l.account_id and a.code = 'cash'
    join ledger_transactions t on t.id = l.transaction_id
    where a.user_id in (${sql.join([...percentOf.keys()])})
      and t.created_at >= ${start} and t.created_at < ${end}
      and exists (
        select 1 from ledger_lines h join ledger_accounts ha on ha.id = h.account_id
        where h.transaction_id = l.transaction_id and ha.user_id is null and ha.code in ('house:sportsbook', 'house:casino'))
    group by a.user_id, a.currency`.execute(deps.db);

  let alreadyPaid = 0;
  for (const row of results.rows) {
    const net = BigInt(row.net);
    if (net >= 0n) continue;
    const loss = -net;
    const amount = (loss * BigInt(percentOf.get(row.user_id) ?? 0)) / 100n;
    if (amount <= 0n) continue;
    const done = await inTransaction(deps.db, async (ctx) => {
      const inserted = await ctx.trx
        .insertInto('bonus_cashback_payments')
        .values({ user_id: row.user_id, week_start: weekStart, currency: row.currency, net_loss: loss, amount })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await postMovement(ctx, {
        idempotencyKey: `bonus:cashback:${row.user_id}:${weekStart}:${row.currency}`,
        kind: 'bonus.cashback',
        postings: [
          { account: { userId: row.user_id, code: 'cash', currency: row.currency }, amount },
          { account: { house: 'bonus', currency: row.currency }, amount: -amount },
        ],
      });
      await ctx.trx
        .insertInto('cashier_transactions')
        .values({
          user_id: row.user_id,
          statement_type: StatementType.Cashback,
          method: null,
          provider: 'bonus',
          currency: row.currency,
          amount,
          status: TransactionStatus.Completed,
          reason: null,
          reference: null,
          provider_tx_id: `cashback:${row.user_id}:${weekStart}:${row.currency}`,
          request_key: null,
          request_hash: null,
          bonus_code: null,
          return_url: null,
          details: JSON.stringify({ weekStart, netLoss: String(loss) }),
          completed_at: sql<Date>`now()`,
        })
        .execute();
      return true;
    });
    if (done) paid.push({ UserId: String(row.user_id), Currency: row.currency, NetLoss: formatMinor(loss, row.currency), Amount: formatMinor(amount, row.currency) });
    else alreadyPaid++;
  }
  return { WeekStart: weekStart, Paid: paid, AlreadyPaid: alreadyPaid };
}

