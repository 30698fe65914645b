import createClient from 'openapi-fetch';
import { requestScope } from '../../rules/log';
import { tracedUpstreamCall } from '../tracing';
import { type DomainError, ForbiddenError, isErrorCode, NotFoundError, ValidationError, domainErrorOf, type ErrorCode } from '../errors';
import { translateError, type Language } from '../i18n';
import type { components, paths } from './platform-api';
import { Code } from './error-codes';
import type { Platforms } from './platforms';

type Client = ReturnType<typeof createClient<paths>>;

/** A platform answer without its envelope keys: what resolvers map to GraphQL. */
export type Payload<T> = Omit<T, 'HasErrors' | 'ErrorMessage'>;

/** The calls resolvers make; bound to one request's forwarded headers. */
export interface PlatformClient {
  GET: Client['GET'];
  POST: Client['POST'];
  PUT: Client['PUT'];
  /** Later calls of this request act in this session (after a sign-in started one). */
  useSession(token: string): void;
  /** The staff session for the rest of the request (a staff sign-in), or none (a sign-out). */
  useStaffSession(token: string | null): void;
}

export interface UpstreamOptions {
  platforms: Platforms;
  timeoutMs: number;
  /** Counts and times every call (metrics). */
  observe?: (path: string, status: number, seconds: number) => void;
}

/**
 * One client per process (requests only bind their headers to it): every call
 * carries a time-out so a slow platform cannot pin gateway sockets.
 */
const PLACEHOLDER = 'http://platform';

export function createSharedPlatformClient(options: UpstreamOptions): Client {
  // Each call's route template (/api/bets/{id}), never its path: one label set per route, not per id
  // (issue 16: 131 label sets after 30 minutes). The template is known where the call is made.
  const templates = new WeakMap<Request, string>();
  const client = createClient<paths>({
    // A stand-in origin: each call goes to whichever platform takes it (platforms.ts).
    baseUrl: PLACEHOLDER,
    fetch: async (request) => {
      const started = performance.now();
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)]);
      // The request's id goes along: the platform's lines of this call carry it too.
      const headers = new Headers(request.headers);
      const scope = requestScope.getStore();
      if (scope) headers.set('x-request-id', scope.requestId);
      const template = templates.get(request) ?? 'other';
      const url = new URL(request.url);
      // Bytes, not the request's stream: a call a platform refused is sent again to the next.
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      // A client span under the operation's span while tracing is on (issue 16 §2).
      const response = await tracedUpstreamCall(request.method, template, options.platforms.urls[0]!, headers, () =>
        options.platforms.fetch(`${url.pathname}${url.search}`, { method: request.method, headers, body, signal }),
      );
      options.observe?.(template, response.status, (performance.now() - started) / 1000);
      return response;
    },
  });
  client.use({
    onRequest({ request, schemaPath }) {
      templates.set(request, schemaPath);
      return undefined;
    },
  });
  return client;
}

/**
 * The shared client as one request sees it: the player's address, language,
 * browser and session go with every call.
 */
export function bindPlatformClient(
  shared: Client,
  forwarded: { ip: string; lang: Language; userAgent: string; sessionToken: string | null; origin: string; partnerKey?: string | null; peer?: string | null; staffToken?: string | null },
): PlatformClient {
  // x-public-origin: where links in e-mails must point (the site as the player reached it).
  const headers: Record<string, string> = { 'x-forwarded-for': forwarded.ip, 'accept-language': forwarded.lang, 'user-agent': forwarded.userAgent, 'x-public-origin': forwarded.origin };
  if (forwarded.sessionToken) headers['x-session-token'] = forwarded.sessionToken;
  // x-oddsgate-peer: the socket the request reached us on, never a client header (the local mailbox is loopback-only).
  if (forwarded.peer) headers['x-oddsgate-peer'] = forwarded.peer;
  // A partner's key: the platform's agent report routes check it (and its agents:reports scope) themselves.
  if (forwarded.partnerKey) headers['x-partner-key'] = forwarded.partnerKey;
  // A member of staff's session (the back office's cookie): only the back-office endpoint forwards one.
  if (forwarded.staffToken) headers['x-staff-token'] = forwarded.staffToken;
  const withHeaders = (init: { headers?: Record<string, string> } | undefined) => ({ ...init, headers: { ...headers, ...init?.headers } });
  const call =
    (method: 'GET' | 'POST' | 'PUT') =>
    (path: never, init?: { params?: { header?: Record<string, unknown> } }) => {
      // A header a resolver passes from its input (an idempotency key) that HTTP cannot carry would throw
      // inside the client: it is refused as the platform refuses a bad header, a VALIDATION of that field.
      const bad = Object.entries(init?.params?.header ?? {}).find(([, value]) => typeof value === 'string' && !HEADER_VALUE.test(value));
      if (bad) return Promise.resolve(refusedHeader(bad[0], forwarded.lang));
      return (shared[method] as (path: never, init: never) => Promise<unknown>)(path, withHeaders(init as never) as never);
    };
  return {
    // openapi-fetch's method types are variadic generics; the binding only adds headers.
    GET: call('GET') as unknown as Client['GET'],
    POST: call('POST') as unknown as Client['POST'],
    PUT: call('PUT') as unknown as Client['PUT'],
    useSession: (token) => {
      headers['x-session-token'] = token;
    },
    useStaffSession: (token) => {
      if (token) headers['x-staff-token'] = token;
      else delete headers['x-staff-token'];
    },
  };
}

/** What an HTTP header value may hold: Latin-1 without NUL, CR or LF (the Fetch standard's header value). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** The answer the platform gives a header it cannot take, without the call (it could not be sent). */
function refusedHeader(name: string, lang: Language) {
  const error: Envelope = { HasErrors: true, ErrorMessage: translateError(lang, Code.VALIDATION), ErrorCode: Code.VALIDATION, FieldErrors: { [name]: translateError(lang, Code.VALIDATION) } };
  return { data: undefined, error, response: new Response(JSON.stringify(error), { status: 400, headers: { 'content-type': 'application/json' } }) };
}

type Schemas = components['schemas'];
/** A failure as any domain's envelope declares it (ErrorEnvelope, BettingErrorEnvelope…): its ErrorCode is one of the contract's codes. */
export type Envelope = Schemas[Extract<keyof Schemas, `${string}ErrorEnvelope`>];

/** One refusal of the platform, as a domain's error type takes it: its code, text and fields. */
export interface Refusal {
  code: ErrorCode;
  /** The platform's text, already in the request language. */
  message: string;
  /** The refused fields, named as the GraphQL input names them (Refusals.fieldNames). */
  fields: Record<string, string>;
  retryAfterSeconds: number | null;
}

/**
 * How one domain types the platform's refusals, declared once beside its error type: a domain's own
 * class takes the codes it claims (a betting call's INSUFFICIENT_BALANCE is a BetError), the common
 * mapping the rest (AuthError for a signed-out session, ValidationError…).
 */
export interface Refusals {
  /** The platform's field names (PascalCase, a header) as the GraphQL input spells them. */
  fieldNames?: Readonly<Record<string, string>>;
  /** The domain's error for this refusal, or undefined when the common mapping types it. */
  error?: (refusal: Refusal) => DomainError | undefined;
}

/**
 * The one adapter from the platform's envelope: the data of a successful call, or the envelope's
 * refusal as a typed DomainError (shown to the user, typed by the calling domain's Refusals), or a
 * plain Error (masked: an unknown code, INTERNAL, a failure without an envelope).
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, refusals: Refusals = {}): T {
  if (result.data !== undefined) return result.data;
  const envelope = result.error as Envelope | undefined;
  if (envelope?.HasErrors && isErrorCode(envelope.ErrorCode)) {
    const refusal: Refusal = {
      code: envelope.ErrorCode,
      message: envelope.ErrorMessage ?? '',
      fields: Object.fromEntries(Object.entries(envelope.FieldErrors ?? {}).map(([field, message]) => [refusals.fieldNames?.[field] ?? field, message])),
      retryAfterSeconds: envelope.RetryAfterSeconds ?? null,
    };
    const typed = refusals.error?.(refusal) ?? commonError(refusal);
    if (typed) throw typed;
  }
  throw new Error(`upstream ${result.response.url} answered ${result.response.status}`);
}

/** The error a refusal is in every domain that does not type it otherwise; undefined for INTERNAL (masked). */
function commonError({ code, message, fields, retryAfterSeconds }: Refusal): DomainError | undefined {
  switch (code) {
    case Code.VALIDATION:
      return new ValidationError(message, fields);
    case Code.NOT_FOUND:
      return new NotFoundError(message);
    case Code.FORBIDDEN:
      return new ForbiddenError(message);
    case Code.INTERNAL:
      return undefined;
    default:
      return domainErrorOf(code, message, retryAfterSeconds);
  }
}
