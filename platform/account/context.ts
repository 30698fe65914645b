import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import type { SupportedLanguage } from '../reference/data';

export interface AccountDeps {
  db: Db;
  config: PlatformConfig;
  /** The visitor's country from its address (a GeoIP stand-in). */
  countryOf(ip: string): string | null;
}

/** Who is asking: forwarded by the gateway. */
export interface Caller {
  lang: SupportedLanguage;
  ip: string;
  userAgent: string;
  /** The site's public origin, for links in e-mails. */
  origin: string;
}
