/**
 * Structured logs for the gateway and the platform (issue 16 §1): one JSON line per event, with the time,
 * the service, and — inside a request — its request id, which the gateway hands the platform in
 * x-request-id so one id follows a request across both processes. Pretty lines only where LOG_PRETTY=true
 * (npm run dev). Secrets never reach a line: request bodies are not logged, and the fields that could hold
 * a password, a token or a key are redacted wherever they appear.
 * (Not a pure rule: kept here beside env.ts and drain.ts because the gateway may not import platform code.)
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { traceFields } from './tracing';

/** The request a log line belongs to, set by each service's request middleware. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export interface RequestScope {
  requestId: string;
  /** The signed-in user, once the request's session is resolved. */
  userId?: string;
  /** A GraphQL request's operation name (gateway). */
  operation?: string;
  /** The trace of its operation span (gateway, tracing on): the request line, written after the span ended, names it too. */
  traceId?: string;
}

/** Says which user the request under way acts for: its later lines, and its request line, carry the id. */
export function noteUser(userId: bigint | string): void {
  const scope = requestScope.getStore();
  if (scope) scope.userId = String(userId);
}

/** Random bytes for 512 request ids at a time: one randomBytes call per request was ~2% of a small query's time. */
const ID_BYTES = 8;
let idPool = Buffer.alloc(0);
let idOffset = 0;

/** A fresh request id: 16 hex digits. */
export function newRequestId(): string {
  if (idOffset + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * 512);
    idOffset = 0;
  }
  return idPool.toString('hex', idOffset, (idOffset += ID_BYTES));
}

/** Field names that may hold a secret, at any depth the loggers are given. */
const SECRET_FIELDS = ['password', 'Password', 'newPassword', 'NewPassword', 'token', 'Token', 'sessionToken', 'secret', 'Secret', 'authorization', 'cookie', 'apiKey', 'twoFactorCode', 'TwoFactorCode'];
const REDACT = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

interface Sink {
  write(line: string): void;
}

let sink: Sink = { write: (line) => void process.stdout.write(line) };

/** Where every logger of this process writes (tests capture lines; the default is standard output). */
export function setLogSink(next: Sink | null): void {
  sink = next ?? { write: (line) => void process.stdout.write(line) };
}

/**
 * A service's logger. `redact: false` only for lines whose keys are fixed by the code and never hold a secret
 * (the gateway's request line): the redaction pass, with its wildcard paths, costs tens of µs a line.
 */
export function createLogger(service: 'gateway' | 'platform', env: NodeJS.ProcessEnv = process.env, { redact = true }: { redact?: boolean } = {}): Logger {
  const level = env.LOG_LEVEL || 'info';
  const base = {
    base: { service },
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(redact ? { redact: { paths: REDACT, censor: '[redacted]' } } : {}),
    mixin: () => {
      const scope = requestScope.getStore();
      // With tracing on, a request's lines name its trace: from a line to the trace, and back.
      return {
        ...(scope ? { requestId: scope.requestId, ...(scope.userId ? { userId: scope.userId } : {}), ...(scope.traceId ? { trace_id: scope.traceId } : {}) } : {}),
        ...traceFields(),
      };
    },
  };
  if (env.LOG_PRETTY === 'true') return pino({ ...base, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } });
  // Through the process's sink, read at each line: a test swaps it without rebuilding the logger.
  return pino(base, { write: (line: string) => sink.write(line) });
}

/** A request id as the gateway mints it (and the platform accepts from it): 16 hex digits, or a caller's sane one. */
export const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
