/**
 * The deposit-limit prompt's rule on the page (issue 17). Whether it is due and whether it may be skipped
 * are the platform's (the player's profile and account: ResponsibleGambling.limitPromptDue and
 * profile.limitPromptSkippable); this only says what the page does with the two.
 */
export type LimitPromptView =
  /** Nothing to ask: the page is as usual. */
  | 'none'
  /** Asked, with Skip; the deposit form stays usable below it. */
  | 'skippable'
  /** Asked without Skip: the first deposit waits until a deposit limit is set. */
  | 'required';

export function limitPromptView(state: { limitPromptDue: boolean; profile: { limitPromptSkippable: boolean } } | null | undefined): LimitPromptView {
  if (!state?.limitPromptDue) return 'none';
  return state.profile.limitPromptSkippable ? 'skippable' : 'required';
}

/** The deposit form shows unless the prompt is required and not yet answered. */
export const depositFormShown = (view: LimitPromptView) => view !== 'required';

/** The windows a deposit limit may take, in the order the prompt offers them (GraphQL ResponsibleLimitPeriod). */
export const LIMIT_PROMPT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPromptPeriod = (typeof LIMIT_PROMPT_PERIODS)[number];

/**
 * An amount as typed ("50", "50.5"; "1 000,00" and "-5" are refused) when it is a positive decimal, or
 * null. The places the account currency takes are the platform's to judge (it answers invalidAmount).
 */
export function limitAmountOf(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(trimmed)) return null;
  return Number(trimmed) > 0 ? trimmed : null;
}
