import { readFileSync } from 'node:fs';
import { projectFile } from '../rules/project-files';
import { languageOfHeader, LANGUAGES, type Language } from '../rules/site-routes';
export { isLanguage, LANGUAGES, type Language } from '../rules/site-routes';

type Catalogue = Record<string, string>;

/** The errors namespace of every language, read once: error messages are the gateway's to translate. */
const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(projectFile(`locales/${lang}/errors.json`), 'utf8')) as Catalogue]),
) as Record<Language, Catalogue>;

/** The request's language: an explicit supported tag in Accept-Language, else en-US. */
export function languageOf(request: Request): Language {
  return languageOfHeader(request.headers.get('accept-language'));
}

/** A translated error message; {{name}} placeholders are filled from vars. */
export function translateError(lang: Language, code: string, vars: Record<string, string | number> = {}): string {
  const template = catalogues[lang][code] ?? catalogues['en-US'][code] ?? catalogues[lang].INTERNAL ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
