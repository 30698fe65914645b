import { preferredLanguage } from '../i18n/languages';
import { redirectTarget as siteRedirect } from '../../../rules/site-routes';

/**
 * Seed 000 §2, decided by the site's route table (rules/site-routes.ts, which the server answers by
 * too): an address without a supported language goes under the visitor's language, an unknown page
 * under a language to /{lang}/404.
 */
export const redirectTarget = (pathname: string, search = ''): string | null => siteRedirect(pathname, search, preferredLanguage());
