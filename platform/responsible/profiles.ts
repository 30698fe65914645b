/**
 * Jurisdiction profiles (issue 17): every number a regulator sets for responsible gambling, in one
 * module. A player's profile follows the account's country; any other country gets `default`.
 * The cashier, betting, the casino wallet, the game server and the bonus service read a player's
 * profile through profileFor and repeat none of these numbers.
 *
 * Money amounts are minor units of the profile's currency. The platform converts no currencies: an
 * account in another currency is held to the same number of its own minor units (documented limit).
 */
export type ProfileName = 'default' | 'ukgc' | 'mga' | 'agco';

/** The cooling-off periods a profile may choose (issue 17: 24 h by default, 72 h or 7 days as options). */
export type CoolingOffHours = 24 | 72 | 168;

export interface JurisdictionProfile {
  name: ProfileName;
  currency: string;
  /** How long an increase or removal of a limit waits before the player may confirm it. */
  coolingOffHours: CoolingOffHours;
  /** The shortest self-exclusion a player may choose, in months (every profile: 6). */
  minimumSelfExclusionMonths: number;
  /** A reality check every player gets, whatever they set (null: the player chooses, or none). */
  mandatoryRealityCheckMinutes: 15 | 30 | 60 | null;
  /** Minutes a player waits to sign in again after a session limit ended the session. */
  sessionPauseMinutes: number;
  /**
   * Whether the deposit-limit prompt (at registration and before the first deposit) may be skipped; where
   * it may not, the first deposit waits until the player has set a deposit limit.
   */
  limitPromptSkippable: boolean;
  slots: {
    /** The shortest time between the starts of two spins (UKGC RTS 14D: 2.5 s), or null. */
    minimumCycleMs: number | null;
    turbo: boolean;
    autoplay: boolean;
    /** The largest stake of one spin, or null for none. */
    maxStakePerSpin: bigint | null;
    /** A lower cap for young adults (UKGC 2025: £2 for ages 18 to 24), or null. */
    youngAdultMaxStakePerSpin: bigint | null;
    youngAdultMaxAge: number;
  };
  /** The largest wagering requirement a bonus may carry, as a multiple of the bonus (UKGC 2026: 10×), or null. */
  maxBonusWageringMultiple: number | null;
  /** Net deposits over affordabilityDays above this raise an affordability-check flag in the audit. */
  affordabilityThreshold: bigint;
  affordabilityDays: number;
}

const SLOTS_UNRESTRICTED: JurisdictionProfile['slots'] = {
  minimumCycleMs: null,
  turbo: true,
  autoplay: true,
  maxStakePerSpin: null,
  youngAdultMaxStakePerSpin: null,
  youngAdultMaxAge: 24,
};

/** What every profile holds unless its regulator says otherwise. */
const DEFAULT: JurisdictionProfile = {
  name: 'default',
  currency: 'EUR',
  coolingOffHours: 24,
  minimumSelfExclusionMonths: 6,
  mandatoryRealityCheckMinutes: null,
  sessionPauseMinutes: 60,
  // None of the shipped regulators makes a deposit limit compulsory before the first deposit.
  limitPromptSkippable: true,
  slots: SLOTS_UNRESTRICTED,
  maxBonusWageringMultiple: null,
  affordabilityThreshold: 50_000n,
  affordabilityDays: 30,
};

// Malta Gaming Authority, Player Protection Directive: 24 h before a less restrictive limit applies,
// and a reality check every player sees (we impose the hour).
const MGA: JurisdictionProfile = { ...DEFAULT, name: 'mga', mandatoryRealityCheckMinutes: 60 };

export const PROFILES: Record<ProfileName, JurisdictionProfile> = {
  default: DEFAULT,
  // UK Gambling Commission: LCCP SR 3.5.3 (24 h cooling-off), RTS 13 (reality checks offered, not
  // imposed), RTS 14D (2.5 s game cycle, no turbo, no autoplay), online slot stake limits (2025: £5,
  // £2 for 18 to 24), bonus wagering capped at 10× (2026), £500 net deposits in 30 days flagged.
  ukgc: {
    ...DEFAULT,
    name: 'ukgc',
    currency: 'GBP',
    slots: { minimumCycleMs: 2500, turbo: false, autoplay: false, maxStakePerSpin: 500n, youngAdultMaxStakePerSpin: 200n, youngAdultMaxAge: 24 },
    maxBonusWageringMultiple: 10,
  },
  mga: MGA,
  // AGCO (Ontario) Standards 2.x: at least 24 h before a less restrictive limit applies (we take 72 h)
  // and a player alert of session time at least every hour, as MGA's.
  agco: { ...MGA, name: 'agco', currency: 'CAD', coolingOffHours: 72 },
};

/** Which profile an account's country falls under (ISO 3166-1 alpha-2). */
const PROFILE_OF_COUNTRY: Record<string, ProfileName> = { GB: 'ukgc', IM: 'ukgc', MT: 'mga', CA: 'agco' };

export function profileFor(countryCode: string | null | undefined): JurisdictionProfile {
  return PROFILES[PROFILE_OF_COUNTRY[(countryCode ?? '').toUpperCase()] ?? 'default'];
}

/** Whole years between a birth date and now (UTC calendar). */
export function ageAt(birthDate: Date, now: Date): number {
  let age = now.getUTCFullYear() - birthDate.getUTCFullYear();
  const before = now.getUTCMonth() < birthDate.getUTCMonth() || (now.getUTCMonth() === birthDate.getUTCMonth() && now.getUTCDate() < birthDate.getUTCDate());
  if (before) age -= 1;
  return age;
}

/** The largest stake one slot spin may take under a profile, for a player of this age (null: no cap). */
export function slotStakeCap(profile: JurisdictionProfile, age: number | null): bigint | null {
  const { maxStakePerSpin, youngAdultMaxStakePerSpin, youngAdultMaxAge } = profile.slots;
  // An unknown birth date gets the stricter cap: the rule protects the young.
  if (youngAdultMaxStakePerSpin !== null && (age === null || age <= youngAdultMaxAge)) return youngAdultMaxStakePerSpin;
  return maxStakePerSpin;
}

/** The reality-check interval in force: the profile's where it imposes one shorter than the player's. */
export function realityCheckInterval(profile: JurisdictionProfile, chosen: number | null): number | null {
  const imposed = profile.mandatoryRealityCheckMinutes;
  if (imposed === null) return chosen;
  return chosen === null ? imposed : Math.min(chosen, imposed);
}
