/**
 * The placeholder the web build writes as every script's, style's and preload's nonce in index.html (and
 * in the csp-nonce meta tag its preload helper reads for the chunks it loads later): web/vite.config.ts
 * html.cspNonce. The gateway puts a fresh nonce in its place in each answer (gateway/page-security.ts).
 * Here, not in either, because both the build and the server read it.
 */
export const NONCE_PLACEHOLDER = 'oddsgate-csp-nonce';
