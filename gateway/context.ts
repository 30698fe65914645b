import type { YogaInitialContext } from 'graphql-yoga';
import type { Language } from './i18n';
import type { PartnerKey } from './partners';
import type { PubSub } from './pubsub';
import type { PlatformClient } from './upstream/client';
import type { components } from './upstream/platform-api';

/** The signed-in account as the platform describes it. */
export type SessionUser = NonNullable<components['schemas']['SessionUser']>;

/** A signed-in member of staff as the platform describes them (issue 18). */
export type StaffMember = NonNullable<components['schemas']['StaffMember']>;

/**
 * Which endpoint the operation came in on: the players' /graphql, or the back office's, the only one
 * that reads the staff cookie (and the only one that ignores the player's cookie and partner keys).
 */
export type Audience = 'player' | 'staff';

/** What the gateway adds to every operation's context. */
export interface GatewayContext {
  lang: Language;
  audience: Audience;
  /** The signed-in member of staff (back-office endpoint only), loaded once per request; null elsewhere. */
  staff(): Promise<StaffMember | null>;
  /** The staff session token from the back office's cookie; null on the players' endpoint. */
  staffToken: string | null;
  /** Makes a staff session started during this request (staffSignIn) the request's own. */
  adoptStaffSession(token: string | null): void;
  platform: PlatformClient;
  pubsub: PubSub;
  /** The opaque session token from the httpOnly cookie (or a partner's bearer session). */
  sessionToken: string | null;
  /** The signed-in account, loaded once per request; null for visitors and expired sessions. */
  viewer(): Promise<SessionUser | null>;
  /** Makes a session started during this request (registration) the request's own. */
  adoptSession(token: string): void;
  /** The partner API key the request authenticated with (gateway/partners.ts); null for browsers. */
  partner: PartnerKey | null;
  /** The site as the player reached it (yoga.ts publicOriginOf): for links the browser follows, never for e-mail. */
  origin: string;
  /** Cookies get the Secure flag when the player reached us over HTTPS. */
  secureCookies: boolean;
}

export type Context = YogaInitialContext & GatewayContext;
