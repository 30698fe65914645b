import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BACKOFFICE_PATH } from '../rules/backoffice';
import { DEFAULT_LANGUAGE, isLanguage, pageAnswer, SITE_ROUTES, siteRouteOf, visitorLanguage, type Language } from '../rules/site-routes';
import { NONCE_PLACEHOLDER } from '../rules/csp-nonce';
import { cookieOf, SESSION_COOKIE } from './cookies';
import { escapeHtml, jsonInScript } from '../rules/html';
import { originOf } from './origin';
import { pageHead, type MatchSummary } from './page-head';
import { freshNonce, pageHeaders, securityHeaders, type HstsMode } from './page-security';
import type { PageRenderer, RenderedPage } from './ssr';
import { SERVER_RENDER_ELEMENT_ID } from '../rules/server-render';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/**
 * A page tells the web app which third-party chat to load (web/src/features/chat/) in two meta tags:
 * data, not an inline script, so the CSP needs no exception for it.
 */
function withChatMeta(body: Buffer, ext: string, chat: { scriptUrl: string; license: string } | null): Buffer {
  if (!chat || ext !== '.html') return body;
  const meta = `<meta name="oddsgate-chat-script" content="${escapeHtml(chat.scriptUrl)}" /><meta name="oddsgate-chat-license" content="${escapeHtml(chat.license)}" />`;
  return Buffer.from(body.toString('utf8').replace('</head>', `${meta}</head>`));
}

interface Asset {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  cacheControl: string;
  /** An HTML page: its nonce placeholders are replaced per answer, so it is compressed per answer too. */
  page: boolean;
}

export interface StaticOptions {
  /** A third-party chat (CHAT_SCRIPT_URL and CHAT_LICENSE): the pages name it and their CSP allows its host. */
  thirdPartyChat?: { scriptUrl: string; license: string } | null;
  /** Production: source maps are neither served nor named in the scripts (issue 24). */
  production?: boolean;
  hsts?: HstsMode;
  trustProxy?: boolean;
  /** The match a match page names, for its head; without it match pages get the head every match page has. */
  matchSummary?: (matchId: string, language: Language) => Promise<MatchSummary | null>;
  /** Renders a visitor's public page into the app's root (gateway/ssr.ts); without it every page renders in the browser. */
  renderPage?: PageRenderer | null;
}

/** The comment naming a script's or style's source map (the last line Vite writes); removed in production. */
const SOURCE_MAP_COMMENT = /\n?\/[/*][#@] sourceMappingURL=[^\n]*\s*$/;

/** Whether a path is the back office's (another app in the same index.html: its own router decides its pages). */
const isBackoffice = (path: string) => path === BACKOFFICE_PATH || path.startsWith(`${BACKOFFICE_PATH}/`);

/** The request's address; appended, not resolved: //host/… is a path of ours, not another host. Null when unreadable (404). */
function urlOf(target: string): URL | null {
  try {
    return new URL(`http://x${target}`);
  } catch {
    return null;
  }
}

/** A path's decoded form; null for a malformed escape (answered 404, not a failure). */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

const compressed = (body: Buffer, accepts: string): [string | null, Buffer] =>
  accepts.includes('br') ? ['br', brotliCompressSync(body)] : accepts.includes('gzip') ? ['gzip', gzipSync(body)] : [null, body];

/** A site page's language, its address's first segment; the shell (and the back office) otherwise say the default. */
function pageLanguage(path: string): Language {
  const segment = path.split('/')[1];
  return isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
}

/**
 * The page names its language in the first byte (screen readers, search engines), not only after the app
 * starts, and a site page its head (gateway/page-head.ts) in place of the shell's bare title.
 */
const withLanguage = (html: string, language: Language, head: string | null) => {
  const named = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  return head === null ? named : named.replace(/<title>[^<]*<\/title>/, () => head);
};

/** The app's root with a server render inside it, and after it what the browser needs to take it over (rules/server-render.ts). */
const withRender = (html: string, rendered: RenderedPage | null, nonce: string) =>
  rendered === null
    ? html
    : html.replace(
        '<div id="root"></div>',
        () => `<div id="root">${rendered.html}</div><script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}" nonce="${nonce}">${jsonInScript(rendered.state)}</script>`,
      );

/**
 * The built web app held in memory with its compressed forms made once at start:
 * a request for a script costs a map lookup, not a disk read and a compression.
 * Hashed files under /assets are immutable; everything else revalidates. Pages get a fresh CSP nonce
 * each, and the status the site's route table gives their address (rules/site-routes.ts): 200, 404 with
 * the app (which shows its not-found page), or a 301 under the visitor's language.
 */
export function createStaticHandler(root: string, options: StaticOptions = {}) {
  const chat = options.thirdPartyChat ?? null;
  const security = { hsts: options.hsts ?? 'auto', trustProxy: options.trustProxy ?? false };
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const ext = extname(name);
        // Production serves no source map: the app's sources stay ours, and nothing points at a map.
        if (options.production && ext === '.map') continue;
        let body = withChatMeta(readFileSync(path), ext, chat);
        if (options.production && (ext === '.js' || ext === '.css')) body = Buffer.from(body.toString('utf8').replace(SOURCE_MAP_COMMENT, '\n'));
        const urlPath = `/${relative(root, path).split('\\').join('/')}`;
        const page = ext === '.html';
        assets.set(urlPath, {
          type: TYPES[ext] ?? 'application/octet-stream',
          body,
          ...(!page && COMPRESSIBLE.has(ext) && body.length > 1024 ? { br: brotliCompressSync(body), gzip: gzipSync(body) } : {}),
          cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          page,
        });
      }
    }
  };
  if (existsSync(root)) walk(root);
  const index = assets.get('/index.html');

  /** A page's own parts: its language, its head and its server render, and the nonce they were made with. */
  interface PageParts {
    language: Language;
    head: string | null;
    rendered: RenderedPage | null;
    nonce: string;
  }

  function send(request: IncomingMessage, response: ServerResponse, asset: Asset, status: number, parts: PageParts = { language: DEFAULT_LANGUAGE, head: null, rendered: null, nonce: freshNonce() }) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    let headers: Record<string, string>;
    let encoding: string | null;
    let body: Buffer;
    if (asset.page) {
      const { nonce } = parts;
      headers = pageHeaders(request, { ...security, nonce, chatScriptUrl: chat?.scriptUrl ?? null });
      // The nonce goes into the shell's placeholders before the render joins it: a placeholder written in a
      // page's data is text, never the nonce.
      const shell = withLanguage(asset.body.toString('utf8'), parts.language, parts.head).split(NONCE_PLACEHOLDER).join(nonce);
      [encoding, body] = compressed(Buffer.from(withRender(shell, parts.rendered, nonce)), accepts);
    } else {
      headers = securityHeaders(request, security);
      [encoding, body] = asset.br && accepts.includes('br') ? ['br', asset.br] : asset.gzip && accepts.includes('gzip') ? ['gzip', asset.gzip] : [null, asset.body];
    }
    response.writeHead(status, {
      'content-type': asset.type,
      'content-length': body.length,
      // A page carries a nonce of its own: no shared cache may hand it to another visitor, and the browser
      // asks again each time (no-store would also keep the page out of the back/forward cache).
      'cache-control': asset.page ? 'private, no-cache' : asset.cacheControl,
      ...headers,
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** The head of a site page under a language (a page that is none gets the not-found page's), from its address as sent (percent-encoded, as links must be); null elsewhere. */
  async function siteHead(request: IncomingMessage, path: string): Promise<string | null> {
    const [language, ...segments] = path.split('/').filter(Boolean);
    if (!isLanguage(language)) return null;
    const known = siteRouteOf(segments.join('/'));
    // A page that is none is the not-found page: its links name /404, not an address that does not exist.
    const [rest, route] = known ? [segments.join('/'), known] : ['404', SITE_ROUTES.notFound];
    const matchId = route === SITE_ROUTES.match ? segments[1] : undefined;
    const match = matchId !== undefined && options.matchSummary ? await options.matchSummary(matchId, language) : null;
    return pageHead({ origin: originOf(request, security.trustProxy), language, rest, route, match }, NONCE_PLACEHOLDER);
  }

  /** A visitor's public page rendered on the server (gateway/ssr.ts); null for a player's own pages, a signed-in player, or no renderer. */
  async function serverRender(request: IncomingMessage, path: string, address: string, language: Language, nonce: string): Promise<RenderedPage | null> {
    if (!options.renderPage || request.method === 'HEAD' || cookieOf(request.headers.cookie, SESSION_COOKIE)) return null;
    const route = siteRouteOf(path.split('/').slice(2).join('/'));
    if (!route?.rendered) return null;
    // The address as sent (percent-encoded), as the browser's router reads it.
    return options.renderPage({ path: address, language, cookie: request.headers.cookie ?? '', nonce });
  }

  return {
    available: index !== undefined,
    /** Serves a file, or the app for an address of the site (with its status); false when neither applies. */
    async handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = urlOf(request.url ?? '/');
      const path = url && decoded(url.pathname);
      if (!url || path === null) return false;
      const file = assets.get(path);
      if (file) {
        send(request, response, file, 200);
        return true;
      }
      if (!index || extname(path) !== '') return false;
      if (isBackoffice(path)) {
        send(request, response, index, 200);
        return true;
      }
      // The address as sent (still percent-encoded): a redirect repeats it, never a decoded character a header cannot carry.
      const answer = pageAnswer(url.pathname, url.search, visitorLanguage(request.headers.cookie, request.headers['accept-language']));
      if (answer.status === 301) {
        // Chosen by the visitor's language: caches keep it per language and revalidate.
        response.writeHead(301, { location: answer.location, 'cache-control': 'no-cache', vary: 'accept-language, cookie', ...securityHeaders(request, security) });
        response.end();
        return true;
      }
      const language = pageLanguage(path);
      const nonce = freshNonce();
      const [head, rendered] = await Promise.all([siteHead(request, url.pathname), answer.status === 200 ? serverRender(request, path, url.pathname + url.search, language, nonce) : null]);
      send(request, response, index, answer.status, { language, head, rendered, nonce });
      return true;
    },
  };
}
