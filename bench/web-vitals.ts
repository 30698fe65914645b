/**
 * Cold-load Web Vitals of the public pages in Debian's Chromium: LCP and CLS of
 * home, a sport list and a match page, on a phone (375px, CPU slowed 4× as a
 * mid-range phone is) and on a desktop (1366px). Each page is measured again
 * with its script files refused in the same run: what the server's HTML alone
 * paints is the baseline the app's own rendering is held against. (Refused, not
 * JavaScript disabled: with scripting off Chromium runs no timer or observer,
 * not even the driver's, so nothing could be read.)
 *
 *   npm run build && npm run bench:web-vitals
 *
 * The demo feed runs as under `npm start`, so the pages carry live prices, and the
 * public pages are rendered on the server as `npm start` renders them.
 * A fresh browser context per load (nothing cached); one load per figure, so
 * run it twice on a busy machine before trusting a difference.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startStack } from '../tests/helpers/stack';

const GOALS = { lcpDesktop: 1.0, lcpMobile: 2.0, cls: 0.05 } as const;
const port = Number(process.env.BENCH_PORT ?? 4740);

const VIEWPORTS = [
  { name: 'mobile 375px, CPU 4×', width: 375, height: 740, cpu: 4, lcpGoal: GOALS.lcpMobile },
  { name: 'desktop 1366px', width: 1366, height: 900, cpu: 1, lcpGoal: GOALS.lcpDesktop },
] as const;

interface Vitals {
  lcp: number | null;
  cls: number;
}

/** One cold load: LCP (seconds from navigation) and CLS, read from the buffered performance entries once the page is quiet. */
async function measure(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[number], javaScript: boolean): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  if (!javaScript) await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpu });
  await page.goto(url, { waitUntil: 'load' });
  // The app keeps a socket open, so "network idle" may never come: a quiet second after load instead.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(
    () =>
      new Promise<{ lcp: number | null; cls: number }>((resolve) => {
        let lcp: number | null = null;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime / 1000;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcp, cls }), 200);
      }),
  );
  await context.close();
  return vitals;
}

/** The first prematch match of the seeded book, once the demo feed has opened one (it does within seconds of start). */
async function firstMatchPath(platformUrl: string): Promise<string | null> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const answer = (await (await fetch(`${platformUrl}/api/sportsbook/matches/prematch?limit=1`)).json()) as { Matches?: { ID: number }[] };
    const match = answer.Matches?.[0];
    if (match) return `/en-US/match/${match.ID}`;
  }
  return null;
}

const seconds = (value: number | null) => (value === null ? 'none'.padStart(7) : `${value.toFixed(2)} s`.padStart(7));
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

const stack = await startStack({ platform: { seedDemoData: true, feed: 'simulator', port: port + 1 }, gateway: { production: true, port, host: '127.0.0.1', webDist: 'dist/web', webServerEntry: 'dist/web-server/entry-server.js' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const matchHref = await firstMatchPath(stack.platformUrl);
  const pages = [
    { name: 'home', path: '/en-US/home' },
    { name: 'sport list', path: '/en-US/sport/soccer' },
    ...(matchHref ? [{ name: 'match', path: matchHref }] : []),
  ];
  if (!matchHref) console.log('no prematch match within 30 s: the match page is left out');

  console.log(`\ncold Web Vitals (goals: LCP < ${GOALS.lcpDesktop} s desktop, < ${GOALS.lcpMobile} s mobile; CLS < ${GOALS.cls})`);
  console.log('the baseline is the same page with its scripts refused (what the server sends paints alone)\n');
  console.log(`${'page'.padEnd(12)}${'viewport'.padEnd(24)}${'LCP'.padStart(7)}  ${'CLS'.padStart(6)}   ${'LCP no JS'.padStart(9)}  ${'CLS no JS'.padStart(9)}   goals`);
  for (const viewport of VIEWPORTS) {
    for (const page of pages) {
      const url = `${stack.url}${page.path}`;
      const app = await measure(browser, url, viewport, true);
      const baseline = await measure(browser, url, viewport, false);
      const lcpOk = app.lcp !== null && app.lcp < viewport.lcpGoal;
      const clsOk = app.cls < GOALS.cls;
      console.log(
        `${page.name.padEnd(12)}${viewport.name.padEnd(24)}${seconds(app.lcp)}  ${app.cls.toFixed(3).padStart(6)}   ${seconds(baseline.lcp).padStart(9)}  ${baseline.cls.toFixed(3).padStart(9)}   LCP ${mark(lcpOk)}, CLS ${mark(clsOk)}`,
      );
    }
  }
  console.log('');
} finally {
  await browser.close();
  await stack.close();
}
