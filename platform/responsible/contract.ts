/**
 * Responsible gambling's REST contract (issue 17): its value lists, declared once with valueEnum, and
 * the shapes its routes answer.
 */
import { z } from '@hono/zod-openapi';
import { errorResponsesOf, json } from '../http/envelope';
import { valueEnum, type Same } from '../http/value-enum';
import type { LimitKind as RuleLimitKind, LimitPeriod as RuleLimitPeriod, SelfExclusionTerm as RuleSelfExclusionTerm, TimeOutTerm as RuleTimeOutTerm } from '../../rules/responsible';
import type { ProfileName as RuleProfileName } from './profiles';
import { ResponsibleErrorEnvelope } from './errors';

export const LimitKind = valueEnum('ResponsibleLimitKind', 'What a limit caps.', {
  DEPOSIT: ['deposit', 'Money deposited.'],
  LOSS: ['loss', 'Net loss: stakes minus returns (sportsbook and casino); an open stake counts as lost until it returns.'],
  WAGER: ['wager', 'Money staked (sportsbook and casino).'],
});
export const LimitPeriod = valueEnum('ResponsibleLimitPeriod', 'The rolling window a limit counts over (real hours, not calendar days).', {
  DAY: ['day', 'The last 24 hours.'],
  WEEK: ['week', 'The last 7 days.'],
  MONTH: ['month', 'The last 30 days.'],
});
export const TimeOutTerm = valueEnum('ResponsibleTimeOutTerm', 'How long a time-out lasts.', {
  HOURS_24: ['24h', '24 hours.'],
  DAYS_7: ['7d', '7 days.'],
  DAYS_30: ['30d', '30 days.'],
  WEEKS_6: ['6w', '6 weeks.'],
});
export const SelfExclusionTerm = valueEnum('ResponsibleSelfExclusionTerm', 'How long a self-exclusion lasts (calendar months, UTC).', {
  MONTHS_6: ['6m', '6 months.'],
  YEAR_1: ['1y', '1 year.'],
  YEARS_2: ['2y', '2 years.'],
  YEARS_5: ['5y', '5 years.'],
});
export const ExclusionKind = valueEnum('ResponsibleExclusionKind', 'An exclusion the player chose.', {
  TIME_OUT: ['time_out', 'A time-out (24 hours to 6 weeks).'],
  SELF_EXCLUSION: ['self_exclusion', 'A self-exclusion (6 months to 5 years); irreversible before its end.'],
});
export const ProfileName = valueEnum('ResponsibleProfileName', "The jurisdiction profile the player's country falls under.", {
  DEFAULT: ['default', 'No regulator-specific numbers.'],
  UKGC: ['ukgc', 'UK Gambling Commission.'],
  MGA: ['mga', 'Malta Gaming Authority.'],
  AGCO: ['agco', 'Alcohol and Gaming Commission of Ontario.'],
});
export const LimitChangeEffect = valueEnum('ResponsibleLimitChangeEffect', 'What asking for a limit did.', {
  APPLIED: ['applied', 'In force now (a tighter limit, or a pending loosening withdrawn).'],
  PENDING: ['pending', 'A looser limit or a removal: waits for the cooling-off, then the player confirms it.'],
  UNCHANGED: ['unchanged', 'The limit asked for is the one in force.'],
});
export const RealityCheckMinutes = z.union([z.literal(15), z.literal(30), z.literal(60)]).openapi({ description: 'Minutes between reality checks: 15, 30 or 60' });

// The contract's lists and the rules' unions must stay one list (a drift fails to compile).
const agree: [
  Same<z.infer<typeof LimitKind>, RuleLimitKind>,
  Same<z.infer<typeof LimitPeriod>, RuleLimitPeriod>,
  Same<z.infer<typeof TimeOutTerm>, RuleTimeOutTerm>,
  Same<z.infer<typeof SelfExclusionTerm>, RuleSelfExclusionTerm>,
  Same<z.infer<typeof ProfileName>, RuleProfileName>,
] = [true, true, true, true, true];
void agree;

const Money = z.string().openapi({ description: 'Decimal amount in the account currency', example: '50.00' });
const Instant = z.string().openapi({ format: 'date-time' });

export const Profile = z
  .object({
    Name: ProfileName,
    CoolingOffHours: z.number().int(),
    MinimumSelfExclusionMonths: z.number().int(),
    MandatoryRealityCheckMinutes: z.number().int().nullable(),
    SessionPauseMinutes: z.number().int(),
    LimitPromptSkippable: z.boolean().openapi({ description: 'Whether the deposit-limit prompt may be skipped' }),
    SlotMinimumCycleMs: z.number().int().nullable(),
    SlotTurbo: z.boolean(),
    SlotAutoplay: z.boolean(),
    SlotMaxStakePerSpin: Money.nullable(),
    SlotYoungAdultMaxStakePerSpin: Money.nullable(),
    MaxBonusWageringMultiple: z.number().int().nullable(),
    AffordabilityThreshold: Money,
    AffordabilityDays: z.number().int(),
  })
  .openapi('ResponsibleProfile');

export const Limit = z
  .object({
    Kind: LimitKind,
    Period: LimitPeriod,
    Amount: Money.nullable().openapi({ description: 'The limit in force; null while only a new looser limit is pending after a removal' }),
    Used: Money,
    Remaining: Money.nullable(),
    ResetsAt: Instant.nullable().openapi({ description: "When the window's oldest counted movement leaves it" }),
    Pending: z
      .object({ Amount: Money.nullable().openapi({ description: 'null: the removal of the limit' }), EffectiveAt: Instant, Confirmable: z.boolean() })
      .nullable(),
  })
  .openapi('ResponsibleLimit');

export const Exclusion = z.object({ Kind: ExclusionKind, Term: z.string(), From: Instant, Until: Instant }).openapi('ResponsibleExclusion');

export const Overview = {
  Now: Instant.openapi({ description: "The player's clock" }),
  Currency: z.string(),
  Profile,
  Limits: z.array(Limit),
  SessionLimitMinutes: z.number().int().nullable(),
  RealityCheckMinutes: z.number().int().nullable().openapi({ description: "The interval in force (the profile's where it imposes a shorter one)" }),
  ChosenRealityCheckMinutes: z.number().int().nullable(),
  Exclusion: Exclusion.nullable(),
  SignInPausedUntil: Instant.nullable(),
  LimitPromptDue: z.boolean().openapi({ description: 'The deposit-limit prompt is due: no deposit limit set or pending, no deposit yet, and the prompt not skipped' }),
};

export const RealityCheck = {
  SignedInAt: Instant,
  ElapsedSeconds: z.number().int(),
  IntervalMinutes: z.number().int().nullable(),
  NextCheckAt: Instant.nullable(),
  Currency: z.string(),
  Stakes: Money,
  Returns: Money,
  NetPosition: Money.openapi({ description: 'Returns minus stakes this session: positive when the player is ahead' }),
};

export const NetPosition = { From: Instant, To: Instant, Currency: z.string(), Deposits: Money, Withdrawals: Money, NetDeposits: Money };

export const HistoryEntry = z
  .object({
    Id: z.string(),
    Actor: z.string().openapi({ description: 'player, operator, system' }),
    Action: z.string().openapi({ description: 'limit_set, limit_increase_requested, limit_increase_confirmed, session_limit_set, reality_check_set, time_out, self_exclusion, refusal, session_limit_end, affordability_flag' }),
    Subject: z.string().nullable(),
    Before: z.record(z.string(), z.unknown()).nullable(),
    After: z.record(z.string(), z.unknown()).nullable(),
    At: Instant,
  })
  .openapi('ResponsibleHistoryEntry');

export const errors = {
  ...errorResponsesOf(ResponsibleErrorEnvelope),
  401: json(ResponsibleErrorEnvelope, 'Not signed in'),
  403: json(ResponsibleErrorEnvelope, 'Not an operator'),
  404: json(ResponsibleErrorEnvelope, 'No such player, or the test hook is off'),
  409: json(ResponsibleErrorEnvelope, 'COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE'),
} as const;
