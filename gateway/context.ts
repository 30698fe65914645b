import type { YogaInitialContext } from 'graphql-yoga';
import type { Language } from './i18n';
import type { PubSub } from './pubsub';
import type { PlatformClient } from './upstream/client';

/** What the gateway adds to every operation's context. */
export interface GatewayContext {
  lang: Language;
  platform: PlatformClient;
  pubsub: PubSub;
}

export type Context = YogaInitialContext & GatewayContext;
