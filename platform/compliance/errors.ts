/** Compliance's refusals to a member of staff (issue 18): the KYC review and the flags. */
import type { z } from '@hono/zod-openapi';
import { errorEnvelope } from '../http/envelope';
import { type CommonErrorCode, DomainError, errorCodeEnum } from '../http/errors';
import { StaffErrorCode } from '../staff/errors';

export const ComplianceErrorCode = errorCodeEnum('ComplianceErrorCode', "Compliance's refusals: a KYC document or a flag already decided.", {
  KYC_ALREADY_DECIDED: 'The document was approved or rejected already (by someone else, perhaps): nothing was changed.',
  FLAG_ALREADY_RESOLVED: 'The flag was resolved already: nothing was changed.',
});

export const ComplianceErrorEnvelope = errorEnvelope('ComplianceErrorEnvelope', [StaffErrorCode, ComplianceErrorCode]);

export class ComplianceError extends DomainError<CommonErrorCode | z.infer<typeof StaffErrorCode> | z.infer<typeof ComplianceErrorCode>> {}
