/**
 * The limit history in words: one sentence per audit line in the player's language (issue 17: the
 * audit is "readable by the player"). The gateway hands the audit's before/after values as they are
 * stored (platform/responsible/service.ts, guards.ts, activity.ts write them); this module is the one
 * place that reads their shape, and an entry it cannot read says so plainly instead of showing JSON.
 */
import { SELF_EXCLUSION_TERMS, TIME_OUT_TERMS } from './terms';

export interface HistoryEntryData {
  readonly action: string;
  readonly subject: string | null | undefined;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: string;
}

export interface SentenceTools {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** An amount (a decimal string) in its currency, in the player's language. */
  money: (amount: string, currency: string) => string;
  /** A moment (ISO) in the player's language and zone. */
  date: (iso: string) => string;
}

const LIMIT_KINDS = new Set(['deposit', 'loss', 'wager']);
const LIMIT_PERIODS = new Set(['day', 'week', 'month']);

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** "deposit:day" → "deposit limit (24 hours)"; null when the subject names no limit this client knows. */
export function limitName(subject: string | null | undefined, t: SentenceTools['t']): string | null {
  const [kind, period] = (subject ?? '').split(':');
  if (!kind || !period || !LIMIT_KINDS.has(kind) || !LIMIT_PERIODS.has(period)) return null;
  return t('responsible:page.limitName', { kind: t(`responsible:page.kindNames.${kind}`), period: t(`responsible:page.periods.${period}`) });
}

const termName = (term: unknown, t: SentenceTools['t']): string | null => {
  const timeOut = TIME_OUT_TERMS.find((choice) => choice.key === term);
  if (timeOut) return t(`responsible:page.timeOut.terms.${timeOut.key}`);
  const selfExclusion = SELF_EXCLUSION_TERMS.find((choice) => choice.key === term);
  return selfExclusion ? t(`responsible:page.selfExclusion.terms.${selfExclusion.key}`) : null;
};

export function historySentence(entry: HistoryEntryData, { t, money, date }: SentenceTools): string {
  const key = (name: string, options?: Record<string, unknown>) => t(`responsible:page.history.sentences.${name}`, options);
  const after = record(entry.after);
  const currency = text(after.currency) ?? '';
  const amountOf = (value: unknown) => (text(value) && currency ? money(text(value)!, currency) : null);
  const unknown = key('unknown');

  switch (entry.action) {
    case 'limit_set':
    case 'limit_increase_requested':
    case 'limit_increase_confirmed': {
      const limit = limitName(entry.subject, t);
      if (!limit) return unknown;
      if (entry.action === 'limit_increase_requested') {
        const effective = text(after.effectiveAt);
        const from = effective ? date(effective) : '';
        const pending = amountOf(after.pendingAmount);
        return pending ? key('increaseRequested', { limit, amount: pending, date: from }) : key('removalRequested', { limit, date: from });
      }
      const amount = amountOf(after.amount);
      if (entry.action === 'limit_increase_confirmed') return amount ? key('increaseConfirmed', { limit, amount }) : key('removalConfirmed', { limit });
      return amount ? key('limitSet', { limit, amount }) : key('limitRemoved', { limit });
    }
    case 'session_limit_set': {
      const minutes = count(after.minutes);
      return minutes === null ? key('sessionLimitRemoved') : key('sessionLimitSet', { minutes });
    }
    case 'reality_check_set': {
      const minutes = count(after.minutes);
      return minutes === null ? key('realityCheckOff') : key('realityCheckSet', { minutes });
    }
    case 'time_out':
    case 'self_exclusion': {
      const term = termName(after.term ?? entry.subject, t);
      const until = text(after.until);
      if (!term || !until) return unknown;
      return key(entry.action === 'time_out' ? 'timeOut' : 'selfExclusion', { term, until: date(until) });
    }
    case 'refusal': {
      const refusedBy = text(after.refusedBy);
      if (refusedBy === 'TIMED_OUT' || refusedBy === 'SELF_EXCLUDED') return key(refusedBy === 'TIMED_OUT' ? 'refusedTimedOut' : 'refusedSelfExcluded');
      const limit = limitName(refusedBy, t);
      const asked = amountOf(after.asked);
      return limit && asked ? key('refusedByLimit', { limit, amount: asked }) : key('refused');
    }
    case 'session_limit_end': {
      const until = text(after.pausedUntil);
      return until ? key('sessionEnded', { until: date(until) }) : unknown;
    }
    case 'affordability_flag': {
      const net = amountOf(after.netDeposits);
      const threshold = amountOf(after.threshold);
      const days = count(after.days);
      return net && threshold && days !== null ? key('affordability', { amount: net, threshold, days }) : unknown;
    }
    case 'limit_prompt_skipped':
      return key('limitPromptSkipped');
    default:
      return unknown;
  }
}
