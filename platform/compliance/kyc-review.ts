/**
 * The KYC review queue (issue 18): documents waiting for review, oldest first, each with its player; the
 * document's bytes for a compliance officer to look at; and the decision. A rejection keeps its reason,
 * which the player reads on their KYC page (account/kyc.ts); an approval makes the player's KYC
 * verified, which unlocks large withdrawals.
 */
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import type { Actor } from '../staff/guard';

export interface QueuedDocument {
  Id: string;
  PlayerId: string;
  UserName: string;
  Email: string;
  DocumentType: string;
  FileName: string;
  ContentType: string;
  SizeBytes: number;
  UploadedAt: string;
}

export async function kycQueue(db: Db, limit = 200): Promise<QueuedDocument[]> {
  const rows = await db
    .selectFrom('kyc_documents as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id', 'k.user_id', 'u.username', 'u.email', 'k.document_type', 'k.file_name', 'k.content_type', 'k.size_bytes', 'k.uploaded_at'])
    .where('k.status', '=', 'pending')
    .orderBy('k.uploaded_at')
    .orderBy('k.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    Id: String(row.id),
    PlayerId: String(row.user_id),
    UserName: row.username,
    Email: row.email,
    DocumentType: row.document_type,
    FileName: row.file_name,
    ContentType: row.content_type,
    SizeBytes: row.size_bytes,
    UploadedAt: row.uploaded_at.toISOString(),
  }));
}

/** The stored file; its content type is one of the three the upload checked the bytes against. */
export async function kycFile(db: Db, id: bigint): Promise<{ contentType: string; content: Uint8Array } | undefined> {
  const row = await db.selectFrom('kyc_documents').select(['content_type', 'content']).where('id', '=', id).executeTakeFirst();
  return row && { contentType: row.content_type, content: row.content };
}

export type KycDecision = { approve: true } | { approve: false; reason: string };

/**
 * Decides a pending document; answers its state before (undefined: no such document) and after. Only a
 * pending one changes: two officers deciding at once, the second finds it decided. The player's open
 * KYC page hears it (kyc.changed) once the decision commits.
 */
export async function decideKyc({ trx, emit }: Pick<Tx, 'trx' | 'emit'>, actor: Actor, id: bigint, decision: KycDecision) {
  const before = await trx.selectFrom('kyc_documents').select(['id', 'user_id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before || before.status !== 'pending') return { before, changed: false as const };
  const status = decision.approve ? ('verified' as const) : ('rejected' as const);
  await trx
    .updateTable('kyc_documents')
    .set({ status, reviewed_at: new Date(), reviewed_by: actor.kind === 'staff' ? actor.staff.id : null, reject_reason: decision.approve ? null : decision.reason })
    .where('id', '=', id)
    .execute();
  emit({ topic: 'kyc.changed', payload: { userId: String(before.user_id), documentId: String(id), status } });
  return { before, changed: true as const, status };
}
