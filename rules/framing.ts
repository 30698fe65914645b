/**
 * Who may frame an HTML answer (clickjacking, issue 14 §12c), said both ways browsers read it: the CSP
 * `frame-ancestors` directive (CSP Level 2; it wins where understood) and X-Frame-Options (RFC 7034) for
 * browsers that predate it. The product frames its stream page and game pages in its own pages ('self');
 * every other page ('none').
 */
export type FramedBy = 'self' | 'none';

const X_FRAME_OPTIONS: Record<FramedBy, string> = { self: 'SAMEORIGIN', none: 'DENY' };

/** The two headers of a page framed only by `by`. */
export function frameHeaders(by: FramedBy): { 'content-security-policy': string; 'x-frame-options': string } {
  return { 'content-security-policy': `frame-ancestors '${by}'`, 'x-frame-options': X_FRAME_OPTIONS[by] };
}

/**
 * An HTML answer's CSP and X-Frame-Options with the framing said: a policy that already names its
 * frame-ancestors keeps them (a page may know it is framed), one that does not gets `fallback` added;
 * X-Frame-Options, when missing, follows the policy ('self' → SAMEORIGIN, anything else → DENY).
 */
export function withFraming(csp: string | null | undefined, xFrameOptions: string | null | undefined, fallback: FramedBy): { 'content-security-policy': string; 'x-frame-options': string } {
  const directives = (csp ?? '').split(';').map((directive) => directive.trim()).filter(Boolean);
  let ancestors = directives.find((directive) => /^frame-ancestors(\s|$)/i.test(directive));
  if (!ancestors) {
    ancestors = frameHeaders(fallback)['content-security-policy'];
    directives.push(ancestors);
  }
  const sources = ancestors.split(/\s+/).slice(1);
  const derived = sources.length === 1 && sources[0] === "'self'" ? X_FRAME_OPTIONS.self : X_FRAME_OPTIONS.none;
  return { 'content-security-policy': directives.join('; '), 'x-frame-options': xFrameOptions || derived };
}

/** Whether a Content-Type is an HTML document. */
export const isHtml = (contentType: string | null | undefined): boolean => /^text\/html(\s*;|$)/i.test(contentType ?? '');
