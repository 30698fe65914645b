import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { t } from '../i18n';
import type { Caller } from './context';
import { validationError } from './errors';

export const KYC_MAX_BYTES = 5 * 1024 * 1024;

/** The file's first bytes must agree with its declared type: a renamed script is not a passport. */
const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
};

export type DocumentType = 'passport' | 'id_card' | 'driving_licence' | 'proof_of_address';

export async function uploadDocument(
  db: Db,
  caller: Caller,
  userId: bigint,
  input: { DocumentType: DocumentType; FileName: string; ContentType: string; ContentBase64: string },
) {
  // Base64 is 4 characters per 3 bytes: refuse an oversized upload before decoding it.
  if (input.ContentBase64.length > Math.ceil(KYC_MAX_BYTES / 3) * 4 + 4) throw validationError({ File: t(caller.lang, 'validation:kyc.tooLarge') });
  const content = Buffer.from(input.ContentBase64, 'base64');
  const signature = SIGNATURES[input.ContentType];
  if (!signature || !signature.every((byte, i) => content[i] === byte)) throw validationError({ File: t(caller.lang, 'validation:kyc.type') });
  if (content.length === 0 || content.length > KYC_MAX_BYTES) throw validationError({ File: t(caller.lang, 'validation:kyc.tooLarge') });
  const row = await db
    .insertInto('kyc_documents')
    .values({ user_id: userId, document_type: input.DocumentType, file_name: input.FileName.slice(0, 200), content_type: input.ContentType, size_bytes: content.length, content })
    .returning(['id', 'document_type', 'file_name', 'size_bytes', 'status', 'uploaded_at', 'reject_reason'])
    .executeTakeFirstOrThrow();
  return documentOf(row);
}

/** A rejected document carries the compliance officer's reason (compliance/kyc-review.ts): the player reads it. */
function documentOf(row: { id: bigint; document_type: DocumentType; file_name: string; size_bytes: number; status: 'pending' | 'verified' | 'rejected'; uploaded_at: Date; reject_reason: string | null }) {
  return {
    Id: String(row.id),
    DocumentType: row.document_type,
    FileName: row.file_name,
    SizeBytes: row.size_bytes,
    Status: row.status,
    UploadedAt: row.uploaded_at.toISOString(),
    RejectReason: row.status === 'rejected' ? row.reject_reason : null,
  };
}

/** The overall status: verified once any document is, else pending while one waits, else rejected or not submitted. */
export async function kycOf(db: Db | Tx['trx'], userId: bigint) {
  const rows = await db
    .selectFrom('kyc_documents')
    .select(['id', 'document_type', 'file_name', 'size_bytes', 'status', 'uploaded_at', 'reject_reason'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return { Status: overallStatus(rows.map((row) => row.status)), Documents: rows.map(documentOf) };
}

export type KycStatus = 'verified' | 'pending' | 'rejected' | 'not_submitted';

/** The one rule for the overall status of a player's documents' statuses. */
function overallStatus(documents: readonly ('pending' | 'verified' | 'rejected')[]): KycStatus {
  const statuses = new Set(documents);
  return statuses.has('verified') ? 'verified' : statuses.has('pending') ? 'pending' : statuses.has('rejected') ? 'rejected' : 'not_submitted';
}

/** The overall status of many players in one query (a queue of rows must not ask once per row). */
export async function kycStatusesOf(db: Db | Tx['trx'], userIds: readonly bigint[]): Promise<Map<bigint, KycStatus>> {
  const rows = userIds.length === 0 ? [] : await db.selectFrom('kyc_documents').select(['user_id', 'status']).distinct().where('user_id', 'in', [...new Set(userIds)]).execute();
  return new Map(userIds.map((userId) => [userId, overallStatus(rows.filter((row) => row.user_id === userId).map((row) => row.status))]));
}
