/**
 * The gateway's log (rules/log.ts): one JSON line per HTTP request — method, route, status, time, request
 * id, the GraphQL operation's name, a partner key's id — and the same request id sent to the platform on
 * every call the request makes (x-request-id), so both processes' lines of one request share it.
 */
import { createLogger } from '../rules/log';

export const log = createLogger('gateway');
