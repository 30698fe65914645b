/**
 * The proof-of-work that stands in for a third-party reCAPTCHA: SHA-256 of
 * `${challenge}:${nonce}` must start with `difficulty` zero bits. The browser
 * searches for the nonce, the platform checks it; both count bits here.
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}
