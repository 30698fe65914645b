/**
 * The "Responsible gambling" page's pure parts (issue 17): the limit history in words (the audit's
 * before/after values as platform/responsible writes them), the terms a profile allows, and the
 * amounts and minutes a player types.
 */
import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { currencyDecimals, parseLimitAmount } from '../../web/src/features/responsible/amount';
import { historySentence, type HistoryEntryData } from '../../web/src/features/responsible/history';
import { parseSessionMinutes } from '../../web/src/features/responsible/sessionMinutes';
import { realityCheckChoicesFor, selfExclusionTermsFor } from '../../web/src/features/responsible/terms';
import { formatDateTime, formatMoney } from '../../web/src/features/shell/format';
import { itReturns } from '../helpers/table';

const LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'] as const;
let i18nInstance: i18n;

beforeAll(async () => {
  i18nInstance = i18next.createInstance();
  await i18nInstance.init({
    lng: 'en-US',
    ns: ['responsible'],
    defaultNS: 'responsible',
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { responsible: JSON.parse(readFileSync(`locales/${lang}/responsible.json`, 'utf8')) }])),
    interpolation: { escapeValue: false },
  });
});

const sentence = (entry: Omit<HistoryEntryData, 'at' | 'before'> & { before?: unknown }, lang = 'en-US') => {
  const t = i18nInstance.getFixedT(lang);
  return historySentence(
    { before: null, at: '2026-11-28T10:00:00.000Z', ...entry },
    { t: (key, options) => t(key, options), money: (amount, currency) => formatMoney(lang, amount, currency), date: (iso) => formatDateTime(lang, iso, 'UTC') },
  );
};

const spaced = (text: string) => text.replace(/\s/g, ' ');

function typedLimit(input: string, decimals = 2): string {
  const parsed = parseLimitAmount(input, decimals);
  return parsed.ok ? parsed.amount : 'invalid';
}

function typedMinutes(input: string): number | string | null {
  const parsed = parseSessionMinutes(input);
  return parsed.ok ? parsed.minutes : 'invalid';
}

const limit = (inForce: string | null, pendingAmount: string | null = null, pending = false) => ({ amount: inForce, pending, pendingAmount, currency: 'EUR' });

describe('limit history sentences (platform/responsible audit shapes)', () => {
  it.each([
    ['a tighter limit applied at once', { action: 'limit_set', subject: 'deposit:day', before: limit(null), after: limit('50.00') }, 'Your deposit limit (24 hours) was set to €50.00.'],
    ['a limit removed (a pending loosening withdrawn to none)', { action: 'limit_set', subject: 'wager:month', after: limit(null) }, 'Your wager limit (30 days) was removed.'],
    [
      'a raise waiting for its cooling-off, with the moment it can be confirmed',
      { action: 'limit_increase_requested', subject: 'deposit:day', before: limit('50.00'), after: { ...limit('50.00', '100.00', true), effectiveAt: '2026-11-29T10:00:00.000Z' } },
      'You asked to raise your deposit limit (24 hours) to €100.00; it can be confirmed from Nov 29, 2026, 10:00 AM.',
    ],
    [
      'a removal waiting for its cooling-off',
      { action: 'limit_increase_requested', subject: 'loss:week', after: { ...limit('20.00', null, true), effectiveAt: '2026-11-29T10:00:00.000Z' } },
      'You asked to remove your loss limit (7 days); it can be confirmed from Nov 29, 2026, 10:00 AM.',
    ],
    ['a raise confirmed', { action: 'limit_increase_confirmed', subject: 'deposit:day', after: limit('100.00') }, 'You confirmed your new deposit limit (24 hours) of €100.00.'],
    ['a removal confirmed', { action: 'limit_increase_confirmed', subject: 'loss:week', after: limit(null) }, 'You confirmed the removal of your loss limit (7 days).'],
    ['a session limit', { action: 'session_limit_set', subject: 'session', after: { minutes: 90 } }, 'Your session time limit was set to 90 minutes.'],
    ['no session limit', { action: 'session_limit_set', subject: 'session', after: { minutes: null } }, 'Your session time limit was removed.'],
    ['a reality check', { action: 'reality_check_set', subject: 'session', after: { minutes: 30 } }, 'Your reality check was set to every 30 minutes.'],
    ['a reality check off', { action: 'reality_check_set', subject: 'session', after: { minutes: null } }, 'Your reality check was turned off.'],
    [
      'a time-out',
      { action: 'time_out', subject: '7d', after: { kind: 'time_out', term: '7d', from: '2026-11-28T10:00:00.000Z', until: '2026-12-05T10:00:00.000Z', bonusesForfeited: 0 } },
      'You took a time-out of 7 days, until Dec 5, 2026, 10:00 AM.',
    ],
    [
      'a self-exclusion',
      { action: 'self_exclusion', subject: '1y', after: { kind: 'self_exclusion', term: '1y', from: '2026-11-28T10:00:00.000Z', until: '2027-11-28T10:00:00.000Z', bonusesForfeited: 1 } },
      'You self-excluded for 1 year, until Nov 28, 2027, 10:00 AM.',
    ],
    [
      'a deposit refused by a limit',
      { action: 'refusal', subject: 'deposit', after: { code: 'DEPOSIT_LIMIT_REACHED', refusedBy: 'deposit:day', limit: '50.00', remaining: '0.00', asked: '60.00', currency: 'EUR', resetsAt: '2026-11-29T10:00:00.000Z' } },
      '€60.00 was refused by your deposit limit (24 hours).',
    ],
    ['a refusal during a self-exclusion', { action: 'refusal', subject: 'sign-in', after: { code: 'SELF_EXCLUDED', refusedBy: 'SELF_EXCLUDED', until: '2027-11-28T10:00:00.000Z' } }, 'An action was refused during your self-exclusion.'],
    ['the session limit ending a session', { action: 'session_limit_end', subject: '17', after: { pausedUntil: '2026-11-28T10:30:00.000Z', limitMinutes: 60 } }, 'Your session ended at its time limit; sign-in paused until Nov 28, 2026, 10:30 AM.'],
    [
      'an affordability flag',
      { action: 'affordability_flag', subject: 'ukgc', after: { netDeposits: '600.00', threshold: '500.00', currency: 'GBP', days: 30 } },
      'Your net deposits of £600.00 in 30 days reached the affordability check threshold of £500.00.',
    ],
    ['the deposit-limit prompt skipped', { action: 'limit_prompt_skipped', subject: 'deposit', after: null }, 'You chose not to set a deposit limit when we asked.'],
    ['an action this client does not know yet', { action: 'operator_note', subject: null, after: { note: 'x' } }, 'A change to your responsible gambling settings.'],
    ['a known action whose values it cannot read', { action: 'limit_set', subject: 'bonus:year', after: limit('5.00') }, 'A change to your responsible gambling settings.'],
  ] as const)('%s', (_title, entry, expected) => {
    expect(sentence(entry)).toBe(expected);
  });

  it('is written in the player\'s language, with its money and dates', () => {
    // Intl separates with no-break spaces; the words and the number's form are what a reader checks.
    const entry = { action: 'limit_set', subject: 'deposit:week', after: limit('1250.50') } as const;
    expect(spaced(sentence(entry, 'de-DE'))).toBe('Ihr Einzahlungslimit (7 Tage) wurde auf 1.250,50 € gesetzt.');
    expect(spaced(sentence(entry, 'sv-SE'))).toBe('Din insättningsgräns (7 dagar) sattes till 1 250,50 €.');
  });

  it('never shows the audit\'s raw values, in any language, for any action', () => {
    const actions = ['limit_set', 'limit_increase_requested', 'limit_increase_confirmed', 'session_limit_set', 'reality_check_set', 'time_out', 'self_exclusion', 'refusal', 'session_limit_end', 'affordability_flag', 'limit_prompt_skipped'];
    for (const lang of LANGUAGES)
      for (const action of actions) {
        const text = sentence({ action, subject: 'deposit:day', after: { amount: '5.00', currency: 'EUR', minutes: 15, term: '24h', until: '2026-11-29T10:00:00.000Z' } }, lang);
        expect(text, `${lang} ${action}`).not.toMatch(/[{}"]|undefined|null|page\.history/);
      }
  });
});

describe('term choices by profile', () => {
  itReturns('self-exclusion with a minimum of %s months offers %s', (months: number) => selfExclusionTermsFor(months).map((choice) => choice.key).join(' '), [
    [6, '6m 1y 2y 5y'],
    [12, '1y 2y 5y'],
    [24, '2y 5y'],
    [60, '5y'],
  ]);
  itReturns('reality checks imposed every %s minutes offer %s', (mandatory: number | null) => realityCheckChoicesFor(mandatory).map((choice) => choice.minutes ?? 'off').join(' '), [
    [null, '15 30 60 off'],
    [60, '15 30 60'],
    [30, '15 30'],
  ]);
});

describe('amounts and minutes as typed', () => {
  itReturns('the limit %j (%s decimals) is %s', typedLimit, [
    ['50', 2, '50.00'],
    ['50.5', 2, '50.50'],
    ['50,5', 2, '50.50'],
    [' 1 000,25 ', 2, '1000.25'],
    ['1,000.25', 2, '1000.25'],
    ['1.000,25', 2, '1000.25'],
    ['1.000', 2, '1000.00'],
    ['1,000,000', 2, '1000000.00'],
    ['007', 2, '7.00'],
    ['5000', 0, '5000'],
    ['0.001', 3, '0.001'],
    ['50.555', 3, '50.555'],
    ['0', 2, 'invalid'],
    ['0.00', 2, 'invalid'],
    ['-5', 2, 'invalid'],
    // One separator before exactly three digits groups thousands where the currency has two decimals (de-DE "5.123").
    ['5.123', 2, '5123.00'],
    ['5.1234', 2, 'invalid'],
    ['5e3', 2, 'invalid'],
    ['', 2, 'invalid'],
    ['fifty', 2, 'invalid'],
  ]);
  itReturns('%s has %s minor digits', currencyDecimals, [
    ['EUR', 2],
    ['JPY', 0],
    ['mBTC', 2],
  ]);
  itReturns('the session minutes %j are %s', typedMinutes, [
    ['', null],
    ['  ', null],
    ['5', 5],
    ['90', 90],
    ['1440', 1440],
    ['4', 'invalid'],
    ['1441', 'invalid'],
    ['1.5', 'invalid'],
    ['ten', 'invalid'],
  ]);
});
