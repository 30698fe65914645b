/**
 * Media we draw ourselves, so nothing is fetched from elsewhere: team crests from a name, and a demo
 * "stream" of a live match (an animated pitch with the live score) for the live page's stream panel.
 * The gateway serves both under /media/.
 */
import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponses, json, ok } from '../http/envelope';
import { LiveInfo } from './contract';
import { noSuchMatch } from './routes';
import { listMatches } from './store';
import { liveInfo } from './views';
import { frameHeaders } from '../../rules/framing';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Two colours and the initials of a name: the same name always gets the same crest. */
export function crestSvg(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  const hue = (hash[0]! * 360) / 256;
  const second = (hue + 150 + (hash[1]! % 60)) % 360;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\d]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
<path d="M32 3 58 12v18c0 16-11 27-26 31C17 57 6 46 6 30V12z" fill="hsl(${hue.toFixed(0)} 60% 42%)" stroke="hsl(${second.toFixed(0)} 70% 70%)" stroke-width="3"/>
<path d="M6 30h52" stroke="hsl(${second.toFixed(0)} 70% 70%)" stroke-width="4" opacity=".5"/>
<text x="32" y="38" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="18" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

const streamPage = (id: number) => `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Live stream</title>
<style>
body{margin:0;background:#0b3d1f;font-family:system-ui,sans-serif;color:#fff;overflow:hidden}
.pitch{position:absolute;inset:8%;border:2px solid #ffffff88;border-radius:4px}
.pitch:before{content:"";position:absolute;left:50%;top:0;bottom:0;border-left:2px solid #ffffff88}
.pitch:after{content:"";position:absolute;left:50%;top:50%;width:18%;aspect-ratio:1;border:2px solid #ffffff88;border-radius:50%;transform:translate(-50%,-50%)}
.ball{position:absolute;width:12px;height:12px;border-radius:50%;background:#fff;box-shadow:0 0 8px #fff;transition:left 1.6s ease-in-out,top 1.6s ease-in-out}
.board{position:absolute;top:6px;left:50%;transform:translateX(-50%);background:#000a;padding:4px 12px;border-radius:4px;font-weight:700}
.live{color:#ff4d4d;margin-right:8px}
</style></head>
<body><div class="pitch"></div><div class="ball" id="ball" style="left:50%;top:50%"></div>
<div class="board"><span class="live">● LIVE</span><span id="score">–</span> <span id="clock"></span></div>
<script>
const ball = document.getElementById('ball');
setInterval(() => { ball.style.left = 10 + Math.random() * 78 + '%'; ball.style.top = 10 + Math.random() * 78 + '%'; }, 1600);
async function refresh() {
  try {
    const info = (await (await fetch('/media/streams/${id}/state')).json()).LiveInfo;
    document.getElementById('score').textContent = info.HomeScore + ' : ' + info.AwayScore;
    // Added time reads 90+3' as the scoreboards do (the clock stands at 90:00 meanwhile: StoppageTime).
    const added = info.StoppageTime ? '+' + (Math.floor(info.StoppageTime.PlayedSeconds / 60) + 1) : '';
    document.getElementById('clock').textContent = info.Status === 'live' ? Math.floor(info.ClockSeconds / 60) + added + "'" : info.Status;
  } catch {}
}
refresh();
setInterval(refresh, 2000);
</script></body></html>`;

const Params = z.object({ id: z.coerce.number().int().positive() });

export function mediaRoutes(db: Db) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/sportsbook/logos/{file}',
      summary: "A team's crest, drawn from its name",
      request: { params: z.object({ file: z.string().regex(/^.{1,120}\.svg$/) }) },
      responses: { 200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } }, ...errorResponses },
    }),
    (c) => {
      const name = decodeURIComponent(c.req.valid('param').file.slice(0, -'.svg'.length));
      c.header('cache-control', 'public, max-age=86400, immutable');
      return c.body(crestSvg(name), 200, { 'content-type': 'image/svg+xml' });
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/sportsbook/streams/{id}',
      summary: 'The demo stream page of a live match',
      request: { params: Params },
      responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } }, ...errorResponses },
    }),
    (c) => {
      // The web's live view frames this page: its own site may, no other (issue 14 §12c).
      for (const [name, value] of Object.entries(frameHeaders('self'))) c.header(name, value);
      return c.html(streamPage(c.req.valid('param').id), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/sportsbook/streams/{id}/state',
      summary: 'What the demo stream shows: the live score and clock',
      request: { params: Params },
      responses: { 200: json(envelope('StreamStateResponse', { LiveInfo }), 'Live info'), ...errorResponses },
    }),
    async (c) => {
      const [row] = await listMatches(db, { ids: [c.req.valid('param').id] });
      if (!row) throw noSuchMatch();
      return c.json(ok({ LiveInfo: liveInfo(row) }), 200);
    },
  );
  return router;
}
