/**
 * The gateway's log (rules/log.ts): one JSON line per HTTP request — method, route, status, time, request
 * id, the GraphQL operation's name, a partner key's id — and the same request id sent to the platform on
 * every call the request makes (x-request-id), so both processes' lines of one request share it.
 */
import { createLogger } from '../rules/log';

export const log = createLogger('gateway');

/**
 * Where server.ts writes the request lines, when `log` is at info or below (checked per line, so LOG_LEVEL and
 * a test's capture govern them as before). Their keys are fixed (method, route, status, ms, operation, ids)
 * and never hold a secret, so they skip the redaction pass: with its wildcard paths it was ~50 µs a line,
 * a tenth of a small query's time.
 */
export const requestLog = createLogger('gateway', { ...process.env, LOG_LEVEL: 'trace' }, { redact: false });
