import i18next, { type BackendModule } from 'i18next';
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

export async function initI18n(language: Language) {
  await i18next
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
  return i18next;
}

export { i18next };
