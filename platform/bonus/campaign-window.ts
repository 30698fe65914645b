/**
 * Whether a bonus campaign takes claims now (issue 18, marketing): the one place its window, pause and
 * claim cap are judged, for the claim call, a deposit carrying the code and the back office's list.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { BonusStatus } from '../cashier/statuses';

export interface CampaignTerms {
  starts_at: Date | null;
  ends_at: Date | null;
  paused_at: Date | null;
  max_claims: number | null;
}

export const CAMPAIGN_STATES = ['scheduled', 'running', 'paused', 'expired', 'exhausted'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** The statuses that count as a claim (an appended personal bonus is only an offer). */
export const CLAIMED_STATUSES = [BonusStatus.Active, BonusStatus.Canceled, BonusStatus.Completed];

/** How many players claimed a bonus, as a column of a `bonuses` query. */
export const claimsOf = (eb: ExpressionBuilder<DB, 'bonuses'>) =>
  eb
    .selectFrom('user_bonuses')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('user_bonuses.bonus_id', '=', 'bonuses.id')
    .where('user_bonuses.status', 'in', CLAIMED_STATUSES)
    .as('claims');

/** A campaign's state at `now`; a pause outranks the window, an ended window outranks the cap. */
export function campaignState(terms: CampaignTerms, claims: number, now: Date): CampaignState {
  if (terms.ends_at && terms.ends_at <= now) return 'expired';
  if (terms.paused_at) return 'paused';
  if (terms.starts_at && terms.starts_at > now) return 'scheduled';
  if (terms.max_claims !== null && claims >= terms.max_claims) return 'exhausted';
  return 'running';
}

/** The claim refusal of a campaign that takes no claims now (null while it runs). */
export const CAMPAIGN_REFUSALS = {
  scheduled: 'BONUS_NOT_STARTED',
  paused: 'BONUS_PAUSED',
  expired: 'BONUS_EXPIRED',
  exhausted: 'BONUS_EXHAUSTED',
} as const;
