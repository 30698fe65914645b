import { readFileSync } from 'node:fs';
import { projectFile } from '../rules/project-files';

export const LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalogue = Record<string, string>;

/** The errors namespace of every language, read once: error messages are the gateway's to translate. */
const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(projectFile(`locales/${lang}/errors.json`), 'utf8')) as Catalogue]),
) as Record<Language, Catalogue>;

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The request's language: an explicit supported tag in Accept-Language, else en-US. */
export function languageOf(request: Request): Language {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (isLanguage(tag)) return tag;
    const match = LANGUAGES.find((lang) => lang.slice(0, 2) === tag?.slice(0, 2));
    if (match) return match;
  }
  return 'en-US';
}

/** A translated error message; {{name}} placeholders are filled from vars. */
export function translateError(lang: Language, code: string, vars: Record<string, string | number> = {}): string {
  const template = catalogues[lang][code] ?? catalogues['en-US'][code] ?? catalogues[lang].INTERNAL ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
