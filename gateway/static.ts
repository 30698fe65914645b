import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { frameHeaders, isHtml } from '../rules/framing';

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
 * The policy of the web app's pages (issue 18): scripts, styles, fonts, images, frames (the casino's
 * game pages, the stream pages) and connections (fetch, the graphql-ws socket) from this site only — plus
 * a third-party chat's host when one is configured (CHAT_SCRIPT_URL), and then only. Styles allow inline
 * `style` attributes (React sets them); scripts never run inline. No site frames the pages.
 */
export function pageCsp(chatScriptUrl: string | null = null): string {
  const chat = chatScriptUrl ? ` ${new URL(chatScriptUrl).origin}` : '';
  const websocket = chatScriptUrl ? ` wss://${new URL(chatScriptUrl).host}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${chat}`,
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data: blob:${chat}`,
    `font-src 'self' data:${chat}`,
    // 'self' covers the page's own ws:/wss: socket in CSP Level 3 browsers.
    `connect-src 'self'${chat}${websocket}`,
    `frame-src 'self'${chat}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameHeaders('none')['content-security-policy'],
  ].join('; ');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page tells the web app which third-party chat to load (web/src/features/chat/) in two meta tags:
 * data, not an inline script, so the CSP needs no exception for it.
 */
function withChatMeta(body: Buffer, ext: string, chat: { scriptUrl: string; license: string } | null): Buffer {
  if (!chat || ext !== '.html') return body;
  const meta = `<meta name="oddsgate-chat-script" content="${attribute(chat.scriptUrl)}" /><meta name="oddsgate-chat-license" content="${attribute(chat.license)}" />`;
  return Buffer.from(body.toString('utf8').replace('</head>', `${meta}</head>`));
}

interface Asset {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  cacheControl: string;
}

/**
 * The built web app held in memory with its compressed forms made once at start:
 * a request for a script costs a map lookup, not a disk read and a compression.
 * Hashed files under /assets are immutable; everything else revalidates.
 */
export function createStaticHandler(root: string, thirdPartyChat: { scriptUrl: string; license: string } | null = null) {
  const csp = pageCsp(thirdPartyChat?.scriptUrl ?? null);
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const ext = extname(name);
        const body = withChatMeta(readFileSync(path), ext, thirdPartyChat);
        const urlPath = `/${relative(root, path).split('\\').join('/')}`;
        assets.set(urlPath, {
          type: TYPES[ext] ?? 'application/octet-stream',
          body,
          ...(COMPRESSIBLE.has(ext) && body.length > 1024 ? { br: brotliCompressSync(body), gzip: gzipSync(body) } : {}),
          cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
  };
  if (existsSync(root)) walk(root);
  const index = assets.get('/index.html');

  return {
    available: index !== undefined,
    /** Serves a file, or index.html for an app route (SPA fallback); false when neither applies. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const asset = assets.get(path) ?? (extname(path) === '' ? index : undefined);
      if (!asset) return false;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] =
        asset.br && accepts.includes('br') ? ['br', asset.br] : asset.gzip && accepts.includes('gzip') ? ['gzip', asset.gzip] : [null, asset.body];
      response.writeHead(200, {
        'content-type': asset.type,
        'content-length': body.length,
        'cache-control': asset.cacheControl,
        'x-content-type-options': 'nosniff',
        // Every page of the app (index and any other HTML): no site frames it, ours neither (issue 14 §12c).
        ...(isHtml(asset.type) ? { ...frameHeaders('none'), 'content-security-policy': csp, 'referrer-policy': 'strict-origin-when-cross-origin' } : {}),
        ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
