import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

// Every namespace of every language is its own chunk: a page downloads only the
// strings of its language and of the namespaces it uses. games.json is the game
// server's (its pages run in the game frame), not the web's.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/*/*.json', '!../../../locales/*/games.json']);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`../../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no ${namespace} strings for ${language}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const NAMESPACES = ['common', 'meta', 'errors', 'static', 'auth', 'validation'] as const;

/**
 * An i18next instance in `language` with the web's strings. The browser has one (initI18n); a server
 * render makes one per request (entry-server.tsx), since requests of several languages render at once.
 */
export async function createI18n(language: Language, instance: I18n = i18next.createInstance()) {
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'meta', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}

export const initI18n = (language: Language) => createI18n(language, i18next);

export { i18next };
