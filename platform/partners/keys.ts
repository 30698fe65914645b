/**
 * Partner API keys (issue 8): created and revoked by an operator, verified by the gateway. The key is
 * `og_` + 43 base64url characters (256 random bits); only its sha-256 is stored, so the key is shown
 * once. Verification hashes what it is given and looks the hash up: no timing leak of how much of a
 * key matched, since the lookup is by a hash of the whole secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';

/** What a key may read through the gateway (gateway/partners.ts enforces them). */
export const PARTNER_SCOPES = ['catalogue:read', 'results:read', 'agents:reports'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

const KEY_PREFIX = 'og_';

export const hashPartnerKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export interface PartnerKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: PartnerScope[];
  ownerUserId: string | null;
  rateLimitPerMinute: number;
  createdAt: Date;
  revokedAt: Date | null;
}

type Row = { id: bigint; name: string; prefix: string; scopes: string[]; owner_user_id: bigint | null; rate_limit_per_minute: number; created_at: Date; revoked_at: Date | null };

const viewOf = (row: Row): PartnerKeyView => ({
  id: String(row.id),
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter((scope): scope is PartnerScope => (PARTNER_SCOPES as readonly string[]).includes(scope)),
  ownerUserId: row.owner_user_id === null ? null : String(row.owner_user_id),
  rateLimitPerMinute: row.rate_limit_per_minute,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

const columns = ['id', 'name', 'prefix', 'scopes', 'owner_user_id', 'rate_limit_per_minute', 'created_at', 'revoked_at'] as const;

export type CreateKeyResult = { ok: true; key: string; view: PartnerKeyView } | { ok: false; reason: 'OWNER_NOT_FOUND' | 'OWNER_REQUIRED' };

/** Creates a key in the caller's transaction (the back office audits it in the same one). */
export async function createPartnerKey(
  db: Db | Tx['trx'],
  input: { name: string; scopes: PartnerScope[]; ownerUserId: string | null; rateLimitPerMinute: number },
): Promise<CreateKeyResult> {
  // agents:reports reads an agent's tree: without an owner there is no tree to read.
  if (input.scopes.includes('agents:reports') && input.ownerUserId === null) return { ok: false, reason: 'OWNER_REQUIRED' };
  if (input.ownerUserId !== null) {
    const owner = await db.selectFrom('users').select('id').where('id', '=', BigInt(input.ownerUserId)).executeTakeFirst();
    if (!owner) return { ok: false, reason: 'OWNER_NOT_FOUND' };
  }
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('partner_keys')
    .values({
      name: input.name,
      prefix: key.slice(0, 10),
      secret_hash: hashPartnerKey(key),
      scopes: [...new Set(input.scopes)],
      owner_user_id: input.ownerUserId === null ? null : BigInt(input.ownerUserId),
      rate_limit_per_minute: input.rateLimitPerMinute,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return { ok: true, key, view: viewOf(row) };
}

/**
 * Revokes a key and tells the gateways (outbox) in the caller's transaction; revoking twice changes
 * nothing more. Answers the key as it was and as it is, or null when there is no such key.
 */
export async function revokePartnerKey({ trx, emit }: Tx, id: string): Promise<{ before: PartnerKeyView; after: PartnerKeyView } | null> {
  const existing = await trx.selectFrom('partner_keys').select(columns).where('id', '=', BigInt(id)).forUpdate().executeTakeFirst();
  if (!existing) return null;
  if (existing.revoked_at) return { before: viewOf(existing), after: viewOf(existing) };
  const row = await trx.updateTable('partner_keys').set({ revoked_at: new Date() }).where('id', '=', existing.id).returning(columns).executeTakeFirstOrThrow();
  emit({ topic: 'partner_key.revoked', payload: { keyId: String(row.id) } });
  return { before: viewOf(existing), after: viewOf(row) };
}

export async function listPartnerKeys(db: Db): Promise<PartnerKeyView[]> {
  const rows = await db.selectFrom('partner_keys').select(columns).orderBy('id').execute();
  return rows.map(viewOf);
}

/** The live key behind a secret, or null (unknown, malformed or revoked: the caller cannot tell which). */
export async function verifyPartnerKey(db: Db, key: string): Promise<PartnerKeyView | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const row = await db.selectFrom('partner_keys').select(columns).where('secret_hash', '=', hashPartnerKey(key)).where('revoked_at', 'is', null).executeTakeFirst();
  return row ? viewOf(row) : null;
}

/** `Authorization: Bearer <key>` → the key, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * For the agent routes: the owner agent of a live key holding `agents:reports`, sent by the gateway as
 * X-Partner-Key. A partner then reads that agent's tree exactly as the agent would (read-only routes only).
 */
export async function partnerAgentOf(db: Db, partnerKey: string | undefined): Promise<bigint | null> {
  if (!partnerKey) return null;
  const key = await verifyPartnerKey(db, partnerKey);
  if (!key || !key.scopes.includes('agents:reports') || key.ownerUserId === null) return null;
  return BigInt(key.ownerUserId);
}
