import { BACKOFFICE_PATH } from '../../../rules/backoffice';
import { isLanguage, preferredLanguage, type Language } from '../i18n/languages';

/** Back-office addresses carry the language: /backoffice/{lang}/{page}. */
export const backofficeHref = (lang: string, path = '') => `${BACKOFFICE_PATH}/${lang}${path ? `/${path}` : ''}`;

export const SIGN_IN = 'sign-in';
/** Corrected results and voided markets of settled matches (issue 19). */
export const TRADING_CORRECTIONS = 'trading/corrections';
/** The trading screen's bet ticker and its audit (issue 19), under /backoffice/{lang}/. */
export const TRADING_TICKER = 'trading/ticker';
export const TRADING_AUDIT = 'trading/audit';

/** The language an address names, else the visitor's preferred one. */
export function languageOf(pathname: string): Language {
  const segment = pathname.split('/')[2];
  return isLanguage(segment) ? segment : preferredLanguage();
}

/** Whether an address belongs to the back office (the player app's router hands these over). */
export const isBackofficePath = (pathname: string) => pathname === BACKOFFICE_PATH || pathname.startsWith(`${BACKOFFICE_PATH}/`);

/** The trading screen's match view (issue 19), by the match's global id; other trading pages link to it. */
export const tradingMatchPath = (lang: string, matchId: string) => backofficeHref(lang, `trading/matches/${encodeURIComponent(matchId)}`);
/** The trading desk's controls of a match (issue 19), by the match's global id: trading-controls/matches/<id>. */
export const tradingControlsPath = (matchId: string) => `trading-controls/matches/${encodeURIComponent(matchId)}`;
