import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../web/src/routing/resolve';
import { itReturns } from '../helpers/table';

// Without a stored choice or browser languages (Node), the visitor's language is en-US.
describe('language prefixes and unknown paths (seed 000 §2)', () => {
  itReturns('%s → %s', redirectTarget, [
    ['/', '/en-US/home'],
    ['/en-US', '/en-US/home'],
    ['/xx-YY/home', '/en-US/home'],
    ['/xx-YY', '/en-US/home'],
    ['/xx-YY/casino/all', '/en-US/casino/all'],
    ['/xx-YY/nonsense', '/en-US/home'],
    ['/casino/all', '/en-US/casino/all'],
    ['/terms-and-conditions', '/en-US/terms-and-conditions'],
    ['/404', '/en-US/404'],
    ['/en-US/nonsense', '/en-US/404'],
    ['/sv-SE/casino/all/extra', '/sv-SE/404'],
    ['/de-DE/home', null],
    ['/it-IT/open-modal/messageModal/Ciao', null],
    ['/en-US/open-modal/authModal', null],
    ['/en-US/user/privateMessage/42', null],
    ['/sv-SE/404', null],
  ]);

  it('keeps the query when it moves a path under a language', () => {
    expect(redirectTarget('/set-password', '?token=abc')).toBe('/en-US/set-password?token=abc');
  });
});

describe('one route table for the web app and the server (issue 24)', () => {
  it('the web app has a page for every route of the site’s table, and no other', async () => {
    const { PAGES } = await import('../../web/src/routing/pages');
    const { ALL_SITE_ROUTES } = await import('../../rules/site-routes');
    expect(PAGES.map((page) => page.path).sort()).toEqual(ALL_SITE_ROUTES.map((route) => route.path).sort());
    for (const page of PAGES) expect(typeof page.load, page.path).toBe('function');
  });
});

describe('route preparations on the server (issue 24)', () => {
  it("two renders of one page at once: the second's preparation does not release the first's query while it renders", async () => {
    const { holder } = await import('../../web/src/routing/preload');
    const { readRenderScopeWith } = await import('../../web/src/ssr/render-scope');
    const { Environment, Network, RecordSource, Store } = await import('relay-runtime');
    const environment = new Environment({ network: Network.create(() => Promise.resolve({ data: {} })), store: new Store(new RecordSource()) });
    const hold = holder();
    const released: string[] = [];
    const reference = (name: string) => ({ dispose: () => released.push(name) });
    readRenderScopeWith(() => ({ environment, cookie: '' }));
    try {
      hold('sport', reference('first request'));
      hold('sport', reference('second request'));
      expect(released).toEqual([]);
    } finally {
      readRenderScopeWith(() => undefined);
    }
    // In the browser one environment serves every visit: a new visit's reference releases the last one's.
    hold('sport', reference('first visit'));
    hold('sport', reference('second visit'));
    expect(released).toEqual(['first visit']);
  });
});
