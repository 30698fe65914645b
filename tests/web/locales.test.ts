import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, STATIC_PAGES } from '../../web/src/routing/pages';
import { MODALS } from '../../web/src/features/modals/registry';
import * as Codes from '../../gateway/upstream/error-codes';

const LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'];
const read = (lang: string, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;

/** Every leaf of a translation tree as [path, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const namespaces = readdirSync('locales/en-US').map((file) => file.replace(/\.json$/, ''));

  it.each(namespaces.flatMap((ns) => LANGUAGES.slice(1).map((lang) => [ns, lang])))('%s is complete in %s with the same placeholders', (ns, lang) => {
    const english = new Map(leaves(read('en-US', ns!)));
    const translated = new Map(leaves(read(lang!, ns!)));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of english) {
      expect(placeholders(translated.get(path)), `${ns}:${path}`).toEqual(placeholders(value));
      if (typeof value === 'string' && value.length > 24) expect(translated.get(path), `${lang} ${ns}:${path} is untranslated`).not.toBe(value);
    }
  });

  it('has a title and description for every page in every language, and a ja-JP title', () => {
    const japanese = read('ja-JP', 'meta') as { routes: Record<string, { title: string }> };
    for (const page of PAGES) {
      for (const lang of LANGUAGES) {
        const meta = read(lang, 'meta') as { routes: Record<string, { title?: string; description?: string }> };
        expect(meta.routes[page.titleKey]?.title, `${lang} ${page.titleKey}`).toBeTruthy();
        expect(meta.routes[page.titleKey]?.description, `${lang} ${page.titleKey}`).toBeTruthy();
      }
      expect(japanese.routes[page.titleKey]?.title, `ja-JP ${page.titleKey}`).toBeTruthy();
    }
  });

  it('has real content for the 13 static pages in every language', () => {
    const keys = new Set(Object.values(STATIC_PAGES));
    expect(keys.size).toBe(13);
    for (const lang of LANGUAGES) {
      const pages = read(lang, 'static') as Record<string, { title: string; sections: { body: string[] }[] }>;
      for (const key of keys) {
        const words = pages[key]!.sections.flatMap((s) => s.body).join(' ').split(/\s+/).length;
        expect(words, `${lang} ${key}`).toBeGreaterThan(120);
      }
    }
  });

  // The code lists are generated from the platform's contract (gateway/upstream/error-codes.ts): a code added
  // to a platform z.enum needs only its translations, and this names the ones missing.
  it.each([
    ['betting', [...Codes.BettingErrorCodes]],
    ['casino', [...Codes.CasinoErrorCodes, ...Codes.CasinoCatalogueErrorCodes, ...Codes.CasinoOperatorErrorCodes, ...Codes.CasinoWalletErrorCodes]],
    ['agents', [...Codes.AgentsErrorCodes]],
    ['games', [...Codes.GameErrorCodes]],
  ] as const)('translates every error code of the %s contract (<namespace>:errors.<CODE>)', (ns, codes) => {
    for (const lang of LANGUAGES) {
      const errors = (read(lang, ns) as { errors: Record<string, string> }).errors;
      expect(codes.filter((code) => !errors[code]), `${lang} ${ns}:errors`).toEqual([]);
    }
  });

  it('translates, in errors.json, the codes the gateway translates itself (the common, cashier, bonus and catalogue ones)', () => {
    const codes = [...Codes.CommonErrorCodes, ...Codes.CashierErrorCodes, ...Codes.BonusErrorCodes, ...Codes.CasinoCatalogueErrorCodes];
    for (const lang of LANGUAGES) {
      const errors = read(lang, 'errors') as Record<string, string>;
      expect(codes.filter((code) => !errors[code]), `${lang} errors`).toEqual([]);
    }
  });

  it('carries the seed texts verbatim in en-US', () => {
    const common = new Map(leaves(read('en-US', 'common')));
    expect([...common.values()]).toContain('Please fill in all required fields.');
    expect([...common.values()]).toContain('Something went wrong!');
    expect(read('en-US', 'errors').INTERNAL).toBe('Something went wrong!');
  });
});

describe('modals', () => {
  // Seed 000 §2 "Modals (by tag)" and seed 001 §2.
  const SEED_TAGS = [
    'authModal', 'forgottenPasswordModal', 'resetPasswordModal', 'messageModal', 'gamesSearchModal', 'claimUserBonusModal',
    'tigerGatewayDepositModal', 'X1WidgetModal', 'X1TransferModal', 'lowBalance', 'lessBalance', 'refreshCacheModal',
    'casinoStartGameModal', 'twoFactorAuthModal', 'australianIPDisclaimer', 'successfulRegisterModal', 'userAccountModal',
    'cancelWithdrawalModal', 'mysteryJackpotWinModal',
  ];

  it('registers every tag of the seeds, each with a title in every language', () => {
    for (const tag of SEED_TAGS) expect(Object.keys(MODALS)).toContain(tag);
    for (const lang of LANGUAGES) {
      const titles = (read(lang, 'common') as { modals: { titles: Record<string, string> } }).modals.titles;
      for (const tag of Object.keys(MODALS)) expect(titles[tag], `${lang} ${tag}`).toBeTruthy();
    }
  });

  it('gives authModal a static backdrop', () => {
    expect(MODALS.authModal.staticBackdrop).toBe(true);
  });
});
