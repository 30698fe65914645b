/** Static reference data of seed 001 §7 and §9. Names are localized at read time with Intl. */

// ISO 3166-1 alpha-2. The position in this list is the country's stable numeric ID (1-based).
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface CurrencyDefinition {
  id: number;
  abbreviation: string;
  /** Minor units per major unit as a power of ten: EUR 2 (cents), mBTC 5, NEO 0. */
  decimals: number;
  /** ISO 4217 code for Intl's localized name; crypto currencies carry their own name. */
  iso?: string;
  name?: string;
  /** Smallest deposit in major units (seed 001 §9 for crypto). */
  minimumDeposit: string;
}

// The deposit currency list of seed 001 §9, the CAD of the Interac limits, and the
// UAH that seed 001 §6 restricts. mBTC and mETH are milli-units of BTC and ETH.
export const CURRENCIES: CurrencyDefinition[] = [
  { id: 1, abbreviation: 'EUR', decimals: 2, iso: 'EUR', minimumDeposit: '10' },
  { id: 2, abbreviation: 'USD', decimals: 2, iso: 'USD', minimumDeposit: '10' },
  { id: 3, abbreviation: 'CAD', decimals: 2, iso: 'CAD', minimumDeposit: '5' },
  { id: 4, abbreviation: 'SEK', decimals: 2, iso: 'SEK', minimumDeposit: '100' },
  { id: 5, abbreviation: 'UAH', decimals: 2, iso: 'UAH', minimumDeposit: '400' },
  { id: 6, abbreviation: 'BTC', decimals: 8, name: 'Bitcoin', minimumDeposit: '0.0002' },
  { id: 7, abbreviation: 'mBTC', decimals: 5, name: 'Millibitcoin', minimumDeposit: '0.2' },
  { id: 8, abbreviation: 'ETH', decimals: 8, name: 'Ether', minimumDeposit: '0.01' },
  { id: 9, abbreviation: 'mETH', decimals: 5, name: 'Milliether', minimumDeposit: '1' },
  { id: 10, abbreviation: 'LTC', decimals: 8, name: 'Litecoin', minimumDeposit: '0.01' },
  { id: 11, abbreviation: 'BCH', decimals: 8, name: 'Bitcoin Cash', minimumDeposit: '0.001' },
  { id: 12, abbreviation: 'DOGE', decimals: 8, name: 'Dogecoin', minimumDeposit: '1' },
  { id: 13, abbreviation: 'NEO', decimals: 0, name: 'NEO', minimumDeposit: '1' },
  { id: 14, abbreviation: 'ADA', decimals: 6, name: 'Cardano', minimumDeposit: '1' },
  { id: 15, abbreviation: 'REP', decimals: 8, name: 'Augur', minimumDeposit: '0.1' },
  { id: 16, abbreviation: 'USDTE', decimals: 6, name: 'Tether (ERC-20)', minimumDeposit: '0.01' },
  { id: 17, abbreviation: 'USDTT', decimals: 6, name: 'Tether (TRC-20)', minimumDeposit: '0.01' },
  { id: 18, abbreviation: 'BNB', decimals: 8, name: 'BNB', minimumDeposit: '0.01' },
];

/** Seed 001 §6: countries that may not register, and currencies closed to Ukraine. */
export const RESTRICTED_COUNTRIES = ['US', 'DE', 'AT'];
export const RESTRICTED_CURRENCIES_BY_COUNTRY: Record<string, string[]> = { UA: ['UAH', 'mBTC', 'ETH', 'mETH', 'LTC'] };

/** Seed 001 §9: en-US 0, sv-SE 1, de-DE 2, it-IT 3; ja-JP has page titles only. */
export const SUPPORTED_LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en-US';

/** The wider list of locales a player may name as a preference ("about 33"). */
export const LISTED_LOCALES = [
  'en-US', 'sv-SE', 'de-DE', 'it-IT', 'ja-JP', 'en-GB', 'fr-FR', 'es-ES', 'pt-PT', 'pt-BR', 'nl-NL',
  'da-DK', 'nb-NO', 'fi-FI', 'pl-PL', 'cs-CZ', 'sk-SK', 'hu-HU', 'ro-RO', 'bg-BG', 'el-GR', 'tr-TR',
  'ru-RU', 'uk-UA', 'hr-HR', 'sr-RS', 'sl-SI', 'et-EE', 'lv-LV', 'lt-LT', 'zh-CN', 'ko-KR', 'th-TH',
];

/** The six odds formats a sportsbook shows (issue 4 converts between them). */
export { ODDS_FORMATS } from '../../rules/odds-formats';
export const VIEW_FORMATS = ['european', 'asian', 'american'] as const;
export const SORTINGS = ['time', 'competition'] as const;
/** How many preview-market lines a match row shows. */
export const LINES = [1, 2, 3] as const;

/** Seed 001 §9. */
export const QUICK_DEPOSIT_AMOUNTS = ['1000', '5000', '10000', '50000'];
export const DEFAULT_PAGE_SIZE = 20;
