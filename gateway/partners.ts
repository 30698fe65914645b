/**
 * Partner API access (issue 8). A partner sends `Authorization: Bearer <key>` over HTTP, or
 * `{ authorization: 'Bearer <key>' }` as the graphql-ws connection payload. The platform verifies keys
 * (GET /api/partners/keys/verify); the gateway caches an answer briefly, enforces the key's scopes and
 * its per-minute rate limit, and on the outbox event `partner_key.revoked` drops the key from its cache
 * and closes the key's open sockets at once.
 */
import { createHash } from 'node:crypto';
import { GraphQLError, Kind, type DocumentNode, type ExecutionArgs, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { languageOf, translateError, type Language } from './i18n';
import type { PubSub } from './pubsub';
import { memoryBuckets, type TokenBuckets } from './rate-limit';
import type { Platforms } from './upstream/platforms';
import { tracedUpstreamCall } from './tracing';

export const PARTNER_SCOPES = ['catalogue:read', 'results:read', 'agents:reports'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** A verified, live partner key (never the secret itself, except `secret` for calls made on its behalf). */
export interface PartnerKey {
  id: string;
  name: string;
  scopes: PartnerScope[];
  rateLimitPerMinute: number;
  /** The agent whose tree `agents:reports` reads. */
  ownerUserId: string | null;
  /** Forwarded to the platform (X-Partner-Key) for the agent report routes, which check it themselves. */
  secret: string;
}

/**
 * The partner API: the root fields a key may reach and the scope each needs. Anything else (the
 * cashier, betting, account mutations) is not part of it: default-deny, so a field added later is
 * closed to partners until it is listed here.
 */
export const PARTNER_ROOT_FIELDS: Readonly<Record<string, PartnerScope>> = {
  'Query.sports': 'catalogue:read',
  'Query.mostPopularSports': 'catalogue:read',
  'Query.categories': 'catalogue:read',
  'Query.tournaments': 'catalogue:read',
  'Query.marketTypes': 'catalogue:read',
  'Query.prematchMatches': 'catalogue:read',
  'Query.liveMatches': 'catalogue:read',
  'Query.esportMatches': 'catalogue:read',
  'Query.topMatches': 'catalogue:read',
  'Query.mostPopularMatches': 'catalogue:read',
  'Query.outrights': 'catalogue:read',
  'Query.schedule': 'catalogue:read',
  'Query.node': 'catalogue:read',
  'Query.nodes': 'catalogue:read',
  // The same nodes by the number a page address shows (Match.link, /casino/game/{legacyId}).
  'Query.match': 'catalogue:read',
  'Query.casinoGame': 'catalogue:read',
  'Query.casinoGames': 'catalogue:read',
  'Query.casinoLobby': 'catalogue:read',
  'Query.popularCasinoGames': 'catalogue:read',
  'Query.jackpots': 'catalogue:read',
  'Subscription.oddsChanged': 'catalogue:read',
  'Subscription.matchUpdated': 'catalogue:read',
  'Subscription.liveEventsUpdated': 'catalogue:read',
  'Subscription.prematchEventsUpdated': 'catalogue:read',
  'Subscription.esportEventsUpdated': 'catalogue:read',
  'Subscription.previewOddsChanged': 'catalogue:read',
  'Subscription.esportPreviewOddsChanged': 'catalogue:read',
  'Subscription.jackpotsChanged': 'catalogue:read',
  // A partner listing the casino hears the back office's lobby changes as the web does.
  'Subscription.casinoCatalogueChanged': 'catalogue:read',
  'Query.results': 'results:read',
  'Query.resultTournaments': 'results:read',
  'Query.matchResult': 'results:read',
  // The owner agent's tree: Viewer.subAccounts / Viewer.agentReport (gateway/schema/agents.ts); of the
  // Viewer only PARTNER_VIEWER_FIELDS, the rest of the agent's account stays closed.
  'Query.viewer': 'agents:reports',
};

/**
 * What a partner may read of Query.viewer (its key's owner agent): the agent-report fields only, never the
 * agent's own account (e-mail, balance, sessions, tickets…). Default-deny like the root fields: a Viewer
 * field added later is closed to partners until it is listed here. The fields below them (a sub-account's
 * rows, a report's totals) are the report itself and are not checked.
 */
export const PARTNER_VIEWER_FIELDS: ReadonlySet<string> = new Set(['id', 'accountType', 'subAccounts', 'agentReport']);

const bearerOf = (value: unknown): string | null => (typeof value === 'string' ? (/^Bearer\s+(\S+)$/i.exec(value)?.[1] ?? null) : null);
const cacheKeyOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A socket as graphql-ws hands it over (the ws WebSocket). */
interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** Close code for a socket whose key was revoked (graphql-ws uses 4403 for Forbidden). */
export const REVOKED_CLOSE_CODE = 4403;

export interface PartnerOptions {
  platforms: Platforms;
  timeoutMs: number;
  /** How long a verification is trusted without asking the platform again; the revocation event ends it early. */
  cacheMs?: number;
  now?: () => number;
  /** Where the keys' rate-limit buckets live: this process's memory, or Redis shared by every gateway. */
  buckets?: TokenBuckets;
}

export function createPartners({ platforms, timeoutMs, cacheMs = 30_000, now = Date.now, buckets = memoryBuckets(now) }: PartnerOptions) {
  const cache = new Map<string, { until: number; key: Promise<PartnerKey | null> }>();
  const sockets = new Map<string, Set<ClosableSocket>>();
  const revoked = new Set<string>();

  async function fetchKey(secret: string): Promise<PartnerKey | null> {
    const headers = new Headers({ authorization: `Bearer ${secret}` });
    const response = await tracedUpstreamCall('GET', '/api/partners/keys/verify', platforms.urls[0]!, headers, () =>
      platforms.fetch('/api/partners/keys/verify', { headers, signal: AbortSignal.timeout(timeoutMs) }),
    );
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`partner key check answered ${response.status}`);
    const body = (await response.json()) as { PartnerKey: { Id: string; Name: string; Scopes: PartnerScope[]; RateLimitPerMinute: number; OwnerUserId: string | null } };
    const key = body.PartnerKey;
    return { id: key.Id, name: key.Name, scopes: key.Scopes, rateLimitPerMinute: key.RateLimitPerMinute, ownerUserId: key.OwnerUserId, secret };
  }

  return {
    /** The live key behind a secret, or null; cached for cacheMs (failures are not cached). */
    authenticate(secret: string): Promise<PartnerKey | null> {
      const id = cacheKeyOf(secret);
      const hit = cache.get(id);
      if (hit && hit.until > now()) return hit.key;
      const key = fetchKey(secret).then((found) => (found && revoked.has(found.id) ? null : found));
      cache.set(id, { until: now() + cacheMs, key });
      key.catch(() => cache.delete(id));
      return key;
    },
    /**
     * Spends a token of the key's bucket (rate-limit.ts): null when allowed, else the seconds until a
     * token is back (Retry-After).
     */
    take: (key: PartnerKey): Promise<number | null> => buckets.take(key.id, key.rateLimitPerMinute),
    /** Remembers an open socket authenticated with key, to close it on revocation; returns the forget. */
    track(keyId: string, socket: ClosableSocket): () => void {
      let set = sockets.get(keyId);
      if (!set) sockets.set(keyId, (set = new Set()));
      set.add(socket);
      return () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(keyId);
      };
    },
    /** The platform revoked a key: forget every cached answer for it and close its sockets now. */
    revoke(keyId: string): void {
      revoked.add(keyId);
      for (const [id, entry] of cache) {
        void entry.key.then((key) => key?.id === keyId && cache.get(id) === entry && cache.delete(id)).catch(() => undefined);
      }
      for (const socket of sockets.get(keyId) ?? []) socket.close(REVOKED_CLOSE_CODE, 'API key revoked');
      sockets.delete(keyId);
      void buckets.forget(keyId);
    },
    isRevoked: (keyId: string) => revoked.has(keyId),
    /** Follows the platform's revocation events (through the PubSub, so every gateway instance hears them). */
    follow(pubsub: PubSub): () => void {
      const iterator = pubsub.subscribe('partner_key.revoked')[Symbol.asyncIterator]();
      void (async () => {
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          this.revoke(String(next.value.keyId));
        }
      })();
      return () => void iterator.return?.();
    },
  };
}

export type Partners = ReturnType<typeof createPartners>;

type PartnerCode = 'PARTNER_KEY_INVALID' | 'PARTNER_SCOPE_MISSING' | 'PARTNER_RATE_LIMITED';

/** A GraphQL error a partner can act on: translated (by its code, or by a text of errors.json of its own), with a stable code. */
export function partnerError(lang: Language, code: PartnerCode, vars: Record<string, string | number> = {}, extensions: Record<string, unknown> = {}, text: string = code) {
  return new GraphQLError(translateError(lang, text, vars), { extensions: { code, ...extensions } });
}

/**
 * The partner API's gate, run before an operation executes (not as a validation rule: Yoga caches
 * validation by document, and two keys with different scopes send the same documents). Every root field
 * of the operation must be in the partner API and the key must hold its scope, and of Query.viewer only
 * PARTNER_VIEWER_FIELDS may be selected; the errors name the field and the missing scope.
 */
export function partnerFieldErrors(partner: PartnerKey, lang: Language, document: DocumentNode, operationName: string | null | undefined): GraphQLError[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation) return [];
  const fragments = new Map(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const root = operation.operation === 'query' ? 'Query' : operation.operation === 'subscription' ? 'Subscription' : 'Mutation';
  const errors: GraphQLError[] = [];
  const seen = new Set<string>();
  const visit = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet.selections);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(`...${fragment.name.value}`)) {
          seen.add(`...${fragment.name.value}`);
          visit(fragment.selectionSet.selections);
        }
      } else {
        const name = selection.name.value;
        // __typename and introspection: the documented schema is public to partners. Every selection of a
        // field is checked, not only its first: `a: viewer { id } b: viewer { email }` runs both.
        if (name.startsWith('__')) continue;
        const field = `${root}.${name}`;
        const scope = PARTNER_ROOT_FIELDS[field];
        if (scope && partner.scopes.includes(scope)) {
          if (field === 'Query.viewer' && selection.selectionSet) refuse(viewerFieldsOutside(selection.selectionSet.selections, fragments));
          continue;
        }
        refuse([field], scope);
      }
    }
  };
  const refused = new Set<string>();
  const refuse = (fields: string[], scope?: PartnerScope) => {
    for (const field of fields.filter((name) => !refused.has(name))) {
      refused.add(field);
      // A field no scope opens (the player's own account, the back office) is not a scope to ask for.
      errors.push(partnerError(lang, 'PARTNER_SCOPE_MISSING', { scope: scope ?? '', field }, { field, requiredScope: scope ?? null, grantedScopes: partner.scopes }, scope ? 'PARTNER_SCOPE_MISSING' : 'PARTNER_FIELD_CLOSED'));
    }
  };
  visit(operation.selectionSet.selections);
  return errors;
}

/** The Viewer fields of a selection (through its fragments) that are not PARTNER_VIEWER_FIELDS, as `Viewer.<field>`. */
function viewerFieldsOutside(selections: readonly SelectionNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  const outside: string[] = [];
  for (const selection of selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) outside.push(...viewerFieldsOutside(selection.selectionSet.selections, fragments, seen));
    else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !seen.has(`...${fragment.name.value}`)) {
        seen.add(`...${fragment.name.value}`);
        outside.push(...viewerFieldsOutside(fragment.selectionSet.selections, fragments, seen));
      }
    } else {
      const name = selection.name.value;
      if (name.startsWith('__') || PARTNER_VIEWER_FIELDS.has(name) || seen.has(name)) continue;
      seen.add(name);
      outside.push(`Viewer.${name}`);
    }
  }
  return outside;
}

const partnersOfRequests = new WeakMap<Request, PartnerKey>();

/** The partner a request authenticated as (HTTP), once usePartnerAuth has run. */
export const partnerOfRequest = (request: Request): PartnerKey | null => partnersOfRequests.get(request) ?? null;

/** A Yoga-shaped 401 or 429: the GraphQL errors body a client parses anyway, plus the status and Retry-After. */
function refusal(status: 401 | 429, error: GraphQLError, retryAfter?: number): Response {
  const headers: Record<string, string> = { 'content-type': 'application/graphql-response+json; charset=utf-8' };
  if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
  if (status === 401) headers['www-authenticate'] = 'Bearer';
  return new Response(JSON.stringify({ errors: [error.toJSON()] }), { status, headers });
}

/**
 * HTTP: a Bearer key authenticates the request (an unknown or revoked key is a 401, never a fall back to
 * anonymous), spends a token (429 + Retry-After when empty), and limits the operation to its scopes.
 */
function gate(args: ExecutionArgs): GraphQLError[] {
  const context = args.contextValue as { partner?: PartnerKey | null; request: Request };
  return context.partner ? partnerFieldErrors(context.partner, languageOf(context.request), args.document, args.operationName) : [];
}

export function usePartnerAuth(partners: Partners): Plugin {
  return {
    onRequest({ request, endResponse }) {
      const secret = bearerOf(request.headers.get('authorization'));
      // Not async for the requests without a key (the web client's): no promise and no extra turn for them.
      if (!secret) return;
      return (async () => {
        const lang = languageOf(request);
        const key = await partners.authenticate(secret);
        if (!key) return endResponse(refusal(401, partnerError(lang, 'PARTNER_KEY_INVALID')));
        const retryAfter = await partners.take(key);
        if (retryAfter !== null) {
          return endResponse(refusal(429, partnerError(lang, 'PARTNER_RATE_LIMITED', { seconds: retryAfter }, { retryAfterSeconds: retryAfter }), retryAfter));
        }
        partnersOfRequests.set(request, key);
      })();
    },
    onExecute({ args, setResultAndStopExecution }) {
      const errors = gate(args);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const errors = gate(args);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}

/** The key a graphql-ws connection presents: its connection payload, else the upgrade request's header. */
export function socketSecretOf(connectionParams: Readonly<Record<string, unknown>> | undefined, upgradeAuthorization: string | undefined): string | null {
  return bearerOf(connectionParams?.authorization ?? connectionParams?.Authorization) ?? bearerOf(upgradeAuthorization);
}
