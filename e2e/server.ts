/**
 * The stack the e2e journeys drive: the real platform on its own port and the
 * production gateway serving the built web app, exactly as `npm start` runs
 * them, on a fresh database (PGlite in memory, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set).
 */
import { createGatewayServer } from '../gateway/server';
import { startStack } from '../tests/helpers/stack';

const port = Number(process.env.E2E_PORT ?? 4310);
// A live bet waits long enough that a journey on the slowest machine sees it waiting and acts (a trader's
// move); the journey then ends the delay itself (test controls), so no journey races this timer.
process.env.BET_LIVE_DELAY_MS ??= '120000';
const stack = await startStack({
  // The browser plays the part of a proxy where a journey needs a visitor from elsewhere.
  platform: {
    seedDemoData: true,
    releaseHash: 'e2e-release-1',
    port: port + 1,
    // Links in e-mails come from PUBLIC_URL only (never the request's Host): the site the browser opens.
    publicUrl: `http://127.0.0.1:${port}`,
    ipCountryMap: '203.0.113.0/24=AU',
    // A live feed fast enough that a journey sees matches move within seconds.
    feed: 'simulator',
    feedMatchMinutes: 6,
    feedTickMs: 500,
    // Journeys script the matches they assert on (sportsbook-support.ts scriptedMatch) and end live delays.
    testControls: true,
    // The deposit journeys pay with the simulated methods (sandbox card page, X1 widget).
    cashierSandbox: true,
    // A low ALTCHA difficulty: the sign-in check still runs in the browser, in well under a second.
    altchaMaxNumber: 10_000,
  },
  gateway: { production: true, port, host: '127.0.0.1', webDist: 'dist/web', trustProxy: true },
});
// A second gateway on the same platform, port + 2, renders the public pages on the server (issue 24) as
// `npm start` does: e2e/server-render.spec.ts drives it. The journeys use the first, whose pages the browser
// renders: a journey acts as soon as a control shows, and a server's control shows before the app takes
// the page over (held presses cover buttons, not a select or a field; see ssr/heldClicks.ts).
const rendering = createGatewayServer({
  ...stack.gatewayConfig,
  webServerEntry: 'dist/web-server/entry-server.js',
  // However loaded the machine is: a journey that asserts the server's page must not get the browser's
  // because a render ran out of its time.
  serverRenderBudgetMs: 15_000,
});
await rendering.listen(port + 2, '127.0.0.1');
console.log(`e2e stack: ${stack.url} (platform ${stack.platformUrl})`);
const stop = async () => {
  await rendering.close();
  await stack.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
