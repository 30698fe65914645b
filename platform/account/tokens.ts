import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and e-mail links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: high-entropy secrets need no slow hash. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
