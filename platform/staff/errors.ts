/** The back office's refusals (issue 18); sign-in reuses the account service's AuthError codes. */
import type { z } from '@hono/zod-openapi';
import { AccountAuthErrorCode } from '../account/errors';
import { errorEnvelope } from '../http/envelope';
import { type CommonErrorCode, DomainError, errorCodeEnum } from '../http/errors';

export const StaffErrorCode = errorCodeEnum('StaffErrorCode', "The back office's refusals to a member of staff.", {
  ADMIN_TOKEN_REFUSED: 'X-Admin-Token is for machine-to-machine calls; a person signs in to the back office for this.',
  STAFF_USERNAME_TAKEN: 'A member of staff already has this user name.',
  LAST_ADMIN: 'The last unlocked admin cannot be locked or lose the admin role.',
  BOOTSTRAP_CLOSED: 'An unlocked admin exists: staff are made in the back office, not with the machine token.',
  REASON_REQUIRED: 'This action needs a reason (it goes to the audit log, and to the player where they see it).',
});

export const StaffErrorEnvelope = errorEnvelope('StaffErrorEnvelope', [AccountAuthErrorCode, StaffErrorCode]);

export class StaffError extends DomainError<CommonErrorCode | z.infer<typeof AccountAuthErrorCode> | z.infer<typeof StaffErrorCode>> {}
