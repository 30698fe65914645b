import createClient from 'openapi-fetch';
import { DomainError, ForbiddenError, NotFoundError, ValidationError, type ErrorCode } from '../errors';
import type { Language } from '../i18n';
import type { paths } from './platform-api';

export type PlatformClient = ReturnType<typeof createClient<paths>>;

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Counts and times every call (metrics). */
  observe?: (path: string, status: number, seconds: number) => void;
}

/**
 * One client per request: it forwards the player's address and language, and
 * every call carries a time-out so a slow platform cannot pin gateway sockets.
 */
export function createPlatformClient(options: UpstreamOptions, forwarded: { ip: string; lang: Language }): PlatformClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { 'x-forwarded-for': forwarded.ip, 'accept-language': forwarded.lang },
    fetch: async (request) => {
      const started = performance.now();
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)]);
      const response = await fetch(new Request(request, { signal }));
      options.observe?.(new URL(request.url).pathname, response.status, (performance.now() - started) / 1000);
      return response;
    },
  });
}

type Envelope = { HasErrors: boolean; ErrorMessage: string | null; ErrorCode?: string; FieldErrors?: Record<string, string> };

/**
 * The data of a successful call, or the envelope's failure as a typed
 * DomainError (shown to the user), or a plain Error (masked).
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  const envelope = result.error as Envelope | undefined;
  if (envelope?.HasErrors) {
    const message = envelope.ErrorMessage ?? '';
    switch (envelope.ErrorCode as ErrorCode | undefined) {
      case 'VALIDATION':
        throw new ValidationError(message, envelope.FieldErrors ?? {});
      case 'NOT_FOUND':
        throw new NotFoundError(message);
      case 'FORBIDDEN':
        throw new ForbiddenError(message);
      case 'UNAUTHORIZED':
      case 'CONFLICT':
      case 'RATE_LIMITED':
        throw new DomainError(envelope.ErrorCode as ErrorCode, message);
    }
  }
  throw new Error(`upstream ${result.response.url} answered ${result.response.status}`);
}
