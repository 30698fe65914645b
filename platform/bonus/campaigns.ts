/**
 * Bonus campaigns in the back office (issue 18, marketing): a marketing member creates a bonus code
 * (its kind, amount or percent per currency, wagering, window, cap on claims) and runs it — pause,
 * resume, expire, change its terms (the welcome bonus, WELCOME100, is one of them). Players claim
 * campaigns through the existing claim flow (service.ts), which asks campaign-window.ts whether the
 * campaign takes claims now. Every change is one audited transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { t } from '../i18n';
import { toMinor } from '../money';
import { CURRENCIES, type SupportedLanguage } from '../reference/data';
import type { Actor } from '../staff/guard';
import { audited } from '../staff/audit';
import { CashierError } from '../cashier/errors';
import { campaignState, claimsOf } from './campaign-window';
import { titleOf } from './service';

export { CAMPAIGN_STATES } from './campaign-window';

export const BONUS_KINDS = ['deposit', 'free_spins', 'free_bet', 'cashback'] as const;
export const BONUS_PRODUCTS = ['any', 'casino', 'sportsbook'] as const;
export const CAMPAIGN_ACTIONS = ['pause', 'resume', 'expire'] as const;

export interface CampaignInput {
  Code: string;
  Title: string;
  Kind: (typeof BONUS_KINDS)[number];
  Product?: (typeof BONUS_PRODUCTS)[number];
  Personal?: boolean;
  Percent?: number;
  Amounts?: Record<string, string>;
  Spins?: number;
  WageringMultiplier?: number;
  RequiresDeposit?: boolean;
  FirstDepositOnly?: boolean;
  ValidDays?: number;
  StartsAt?: string | null;
  EndsAt?: string | null;
  MaxClaims?: number | null;
}

/** What a campaign's change may set: its action, the terms a running campaign may change, and why. */
export type CampaignChange = Partial<Pick<CampaignInput, 'Title' | 'Percent' | 'Amounts' | 'WageringMultiplier' | 'ValidDays' | 'StartsAt' | 'EndsAt' | 'MaxClaims'>> & {
  Action?: (typeof CAMPAIGN_ACTIONS)[number];
  Reason?: string;
};

const refuse = (lang: SupportedLanguage, status: 400 | 404 | 409, code: 'VALIDATION' | 'NOT_FOUND' | 'BONUS_CODE_TAKEN' | 'BONUS_CAMPAIGN_ENDED', key: string, field?: string) => {
  const message = t(lang, `backoffice-marketing:errors.${key}`);
  return new CashierError(status, code, message, field ? { [field]: message } : undefined);
};

const CAMPAIGN_COLUMNS = [
  'bonuses.id',
  'bonuses.code',
  'bonuses.title',
  'bonuses.kind',
  'bonuses.product',
  'bonuses.personal',
  'bonuses.percent',
  'bonuses.amounts',
  'bonuses.spins',
  'bonuses.wagering_multiplier',
  'bonuses.requires_deposit',
  'bonuses.first_deposit_only',
  'bonuses.valid_days',
  'bonuses.starts_at',
  'bonuses.ends_at',
  'bonuses.paused_at',
  'bonuses.max_claims',
  'bonuses.created_at',
] as const;

const campaignQuery = (db: Db | Tx['trx']) =>
  db
    .selectFrom('bonuses')
    .select(CAMPAIGN_COLUMNS)
    .select((eb) => claimsOf(eb))
    .where('bonuses.active', '=', true);

type CampaignRow = Awaited<ReturnType<ReturnType<typeof campaignQuery>['executeTakeFirstOrThrow']>>;

export function campaignView(row: CampaignRow, lang: SupportedLanguage, now = new Date()) {
  const claims = Number(row.claims ?? 0);
  return {
    Id: row.id,
    Code: row.code,
    Title: titleOf(row, lang),
    Kind: row.kind,
    Product: row.product,
    Personal: row.personal,
    Percent: row.percent,
    Amounts: row.amounts,
    Spins: row.spins,
    WageringMultiplier: row.wagering_multiplier,
    RequiresDeposit: row.requires_deposit,
    FirstDepositOnly: row.first_deposit_only,
    ValidDays: row.valid_days,
    StartsAt: row.starts_at?.toISOString() ?? null,
    EndsAt: row.ends_at?.toISOString() ?? null,
    PausedAt: row.paused_at?.toISOString() ?? null,
    MaxClaims: row.max_claims,
    Claims: claims,
    State: campaignState(row, claims, now),
    CreatedAt: row.created_at.toISOString(),
  };
}
export type CampaignView = ReturnType<typeof campaignView>;

/** Every campaign, newest first (the seeded catalogue included: the welcome bonus is edited here too). */
export async function listCampaigns(db: Db, lang: SupportedLanguage): Promise<CampaignView[]> {
  const rows = await campaignQuery(db).orderBy('bonuses.id', 'desc').execute();
  const now = new Date();
  return rows.map((row) => campaignView(row, lang, now));
}

/** Amounts per currency as the catalogue keeps them (major units, two decimals): each must be a valid amount. */
function checkedAmounts(lang: SupportedLanguage, amounts: Record<string, string>): string {
  for (const [currency, amount] of Object.entries(amounts)) {
    const minor = CURRENCIES.some((known) => known.abbreviation === currency) ? toMinor(amount, currency) : null;
    if (minor === null || minor <= 0n) throw refuse(lang, 400, 'VALIDATION', 'amountInvalid', 'Amounts');
  }
  return JSON.stringify(amounts);
}

function checkedWindow(lang: SupportedLanguage, startsAt: Date | null, endsAt: Date | null) {
  if (startsAt && endsAt && endsAt <= startsAt) throw refuse(lang, 400, 'VALIDATION', 'windowInvalid', 'EndsAt');
}

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function createCampaign(db: Db, actor: Actor, lang: SupportedLanguage, input: CampaignInput): Promise<CampaignView> {
  const code = input.Code.trim().toUpperCase();
  const startsAt = dateOf(input.StartsAt);
  const endsAt = dateOf(input.EndsAt);
  checkedWindow(lang, startsAt, endsAt);
  const amounts = checkedAmounts(lang, input.Amounts ?? {});
  if (input.Kind !== 'cashback' && Object.keys(input.Amounts ?? {}).length === 0) throw refuse(lang, 400, 'VALIDATION', 'amountsRequired', 'Amounts');
  if ((input.Kind === 'deposit' || input.Kind === 'cashback') && !input.Percent) throw refuse(lang, 400, 'VALIDATION', 'percentRequired', 'Percent');
  return audited(db, actor, 'bonuses.manage', async ({ trx }) => {
    const inserted = await trx
      .insertInto('bonuses')
      .values({
        code,
        title: input.Title.trim(),
        kind: input.Kind,
        product: input.Product ?? 'any',
        personal: input.Personal ?? false,
        percent: input.Percent ?? 0,
        amounts,
        spins: input.Kind === 'free_spins' ? (input.Spins ?? 0) : 0,
        wagering_multiplier: input.WageringMultiplier ?? 0,
        // A deposit bonus is a share of a deposit; free spins and free bets stand alone unless told.
        requires_deposit: input.Kind === 'deposit' ? true : (input.RequiresDeposit ?? false),
        first_deposit_only: input.FirstDepositOnly ?? false,
        valid_days: input.ValidDays ?? 30,
        starts_at: startsAt,
        ends_at: endsAt,
        max_claims: input.MaxClaims ?? null,
      })
      .onConflict((oc) => oc.expression(sql`upper(code)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw refuse(lang, 409, 'BONUS_CODE_TAKEN', 'codeTaken', 'Code');
    const view = campaignView(await campaignQuery(trx).where('bonuses.id', '=', inserted.id).executeTakeFirstOrThrow(), lang);
    return { result: view, audit: { targetType: 'bonus', targetId: inserted.id, after: view } };
  });
}

/** Pause, resume or expire a campaign, or change its terms; an ended campaign stays ended. */
export async function changeCampaign(db: Db, actor: Actor, lang: SupportedLanguage, id: number, change: CampaignChange): Promise<CampaignView> {
  return audited(db, actor, 'bonuses.manage', async ({ trx }) => {
    const row = await campaignQuery(trx).where('bonuses.id', '=', id).forUpdate(['bonuses']).executeTakeFirst();
    if (!row) throw refuse(lang, 404, 'NOT_FOUND', 'notFound');
    const before = campaignView(row, lang);
    if (before.State === 'expired') throw refuse(lang, 409, 'BONUS_CAMPAIGN_ENDED', 'ended');
    const startsAt = change.StartsAt === undefined ? row.starts_at : dateOf(change.StartsAt);
    let endsAt = change.EndsAt === undefined ? row.ends_at : dateOf(change.EndsAt);
    let pausedAt = row.paused_at;
    if (change.Action === 'pause') pausedAt ??= new Date();
    if (change.Action === 'resume') pausedAt = null;
    // Expiring ends the window now; a campaign that never started ends with its start cleared.
    if (change.Action === 'expire') endsAt = new Date();
    const start = change.Action === 'expire' && startsAt && startsAt >= endsAt! ? null : startsAt;
    checkedWindow(lang, start, endsAt);
    await trx
      .updateTable('bonuses')
      .set({
        starts_at: start,
        ends_at: endsAt,
        paused_at: pausedAt,
        ...(change.Title !== undefined ? { title: change.Title.trim() } : {}),
        ...(change.Percent !== undefined ? { percent: change.Percent } : {}),
        ...(change.Amounts !== undefined ? { amounts: checkedAmounts(lang, change.Amounts) } : {}),
        ...(change.WageringMultiplier !== undefined ? { wagering_multiplier: change.WageringMultiplier } : {}),
        ...(change.ValidDays !== undefined ? { valid_days: change.ValidDays } : {}),
        ...(change.MaxClaims !== undefined ? { max_claims: change.MaxClaims } : {}),
      })
      .where('id', '=', id)
      .execute();
    const after = campaignView(await campaignQuery(trx).where('bonuses.id', '=', id).executeTakeFirstOrThrow(), lang);
    return { result: after, audit: { targetType: 'bonus', targetId: id, before, after, reason: change.Reason ?? null } };
  });
}
