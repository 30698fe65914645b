/**
 * Global ids at the edge (ARCHITECTURE rule 1, STYLE "Ids are global at the edge"): every GraphQL input
 * that names an entity takes its Relay global id, and this module is the one place that reads one back
 * into the platform's id. Clients never decode one; the gateway never derives one entity's id from
 * another's (the REST contract names the relations, e.g. an odd's MatchID).
 *
 * A malformed id, or the id of another type, names nothing: each caller answers it with its domain's
 * typed "no such …" refusal (BetError NOT_FOUND, CashierError WITHDRAWAL_NOT_FOUND…), the answer an id
 * that does not exist gets, so a bad id is never an unexpected error.
 */
import type { ArgBuilder } from '@pothos/core';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { builder } from '../builder';
import { NotFoundError } from '../errors';

/** The node types inputs name; their platform ids are numbers. */
export const ID_TYPES = [
  'Odd',
  'Market',
  'Match',
  'Ticket',
  'UserBonus',
  'CashierTransaction',
  'CasinoGame',
  'Jackpot',
  'Message',
  'SubAccount',
  'StaffMember',
  'AuditEntry',
  'KycDocument',
  'ComplianceFlag',
  'ChatConversation',
  'ChatMessage',
  'BackofficePlayer',
  'PlayerSession',
  'PartnerKey',
  'NetworkAccount',
  'BonusCampaign',
  'BackofficePlayerRisk',
  'TradingMatch',
] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The platform's ids are positive integers of at most 18 digits (bigint columns). */
const PLATFORM_ID = /^\d{1,18}$/;

/** The platform's id an input's global id names, or null (malformed, or another type's id). */
export function rawIdOf(id: string | number, type: IdType): string | null {
  try {
    const decoded = decodeGlobalID(String(id));
    return decoded.typename === type && PLATFORM_ID.test(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

/** The platform's id, or the caller's refusal for an id that names nothing. */
export function rawIdOr(id: string | number, type: IdType, refusal: () => Error): string {
  const raw = rawIdOf(id, type);
  if (raw === null) throw refusal();
  return raw;
}

/**
 * The platform's id, or a NotFoundError (its message is translated by code when the Error is read), for
 * the fields whose "no such thing" is the common NOT_FOUND rather than a domain's own code.
 */
export const idOrNotFound = (id: string | number, type: IdType): string => rawIdOr(id, type, () => new NotFoundError(''));

/** An odd's number as the betting calls take it (OddId), or null. */
export function oddIdOf(id: string | number): number | null {
  const raw = rawIdOf(id, 'Odd');
  // Odd ids are JSON numbers in the contract: one past the safe integers cannot name an odd.
  return raw !== null && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

/** The global id of a platform id, for outputs that list ids rather than nodes (Betslip.missingOddIds). */
export const globalIdOf = (type: IdType, id: string | number) => encodeGlobalID(type, String(id));

/**
 * The entity a page address names (/match/42, /casino/game/42): by the public number the address shows,
 * or by a global id (an address that carries one). The gateway reads both, so the web needs no encoding.
 */
export function addressedId(args: { id?: string | number | null; legacyId?: number | null }, type: IdType): string | null {
  if (args.legacyId != null) return args.legacyId > 0 && Number.isSafeInteger(args.legacyId) ? String(args.legacyId) : null;
  return args.id == null ? null : rawIdOf(args.id, type);
}

/** A node an address names, or null when it is gone, as node(id:) answers (builder.ts); other failures stay errors. */
export async function nodeOrNull<T>(id: string | null, load: (id: string) => Promise<T>): Promise<T | null> {
  if (id === null) return null;
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The arguments of a field that reads the node a page address names (Query.match, Query.casinoGame). */
export const addressArgs = (arg: ArgBuilder<typeof builder.$inferSchemaTypes>, type: IdType) => ({
  legacyId: arg.int({ description: `${type}.legacyId: the number its page address shows.` }),
  id: arg.id({ description: `${type}.id (legacyId wins when both are given).` }),
});
