/** The live chat's refusals (issue 18): a visitor's, and a support member's answering one. */
import type { z } from '@hono/zod-openapi';
import { AccountErrorCode } from '../account/errors';
import { errorEnvelope } from '../http/envelope';
import { type CommonErrorCode, DomainError, errorCodeEnum } from '../http/errors';
import { StaffErrorCode } from '../staff/errors';

export const ChatErrorCode = errorCodeEnum('ChatErrorCode', "The live chat's refusals.", {
  CHAT_NOT_STARTED: 'This visitor has no conversation yet (or its secret is unknown): start one first.',
});

// RATE_LIMITED is the account service's code, the one every client already handles with retryAfterSeconds.
export const ChatErrorEnvelope = errorEnvelope('ChatErrorEnvelope', [AccountErrorCode, StaffErrorCode, ChatErrorCode]);

export class ChatError extends DomainError<CommonErrorCode | 'RATE_LIMITED' | z.infer<typeof StaffErrorCode> | z.infer<typeof ChatErrorCode>> {}
