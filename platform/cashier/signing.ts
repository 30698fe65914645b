import { createHmac } from 'node:crypto';
import { sameSecret } from '../http/secrets';

/**
 * Provider callbacks carry `X-Signature: sha256=<hex>`, the HMAC-SHA256 of the
 * raw request body under the provider's secret (the sandbox's one secret here).
 * The raw body, not a re-serialized one: any change of a byte breaks it.
 */
export const SIGNATURE_HEADER = 'x-signature';

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function verifyBody(body: string, signature: string | undefined, secret: string): boolean {
  return signature !== undefined && sameSecret(signature.trim(), signBody(body, secret));
}

/** A capability for one sandbox page: only who created the deposit got the link. */
export function pageToken(secret: string, depositId: bigint): string {
  return createHmac('sha256', secret).update(`sandbox-page:${depositId}`).digest('base64url').slice(0, 32);
}

export function verifyPageToken(secret: string, depositId: bigint, token: string | undefined): boolean {
  return token !== undefined && sameSecret(token, pageToken(secret, depositId));
}

/** The sandbox provider's id of a payment: one per deposit, so a double submit is one payment. */
export function sandboxTransactionId(secret: string, provider: string, depositId: bigint): string {
  return `sbx_${createHmac('sha256', secret).update(`payment:${provider}:${depositId}`).digest('hex').slice(0, 24)}`;
}
