import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './i18n/i18n';
import { isLanguage, preferredLanguage } from './i18n/languages';
import { PlayerRoot } from './PlayerRoot';
import { environment } from './relay/environment';
import { holdClicks } from './ssr/heldClicks';
import { serverRenderState, setHydrating } from './ssr/render-scope';
import { createRouter } from './routes';
import { BACKOFFICE_PATH } from '../../rules/backoffice-paths';
import './styles/index.css';

// The back office (/backoffice/…) is its own app in its own lazy chunk: nothing of it in the player's bundle.
if (location.pathname === BACKOFFICE_PATH || location.pathname.startsWith(`${BACKOFFICE_PATH}/`)) {
  await (await import('./backoffice/main')).startBackoffice();
} else {
  await startPlayer();
}

async function startPlayer() {
  const root = document.getElementById('root')!;
  // A page the server rendered (issue 24) is taken over, not drawn again; presses meanwhile are held.
  const rendered = serverRenderState();
  setHydrating(rendered !== null);
  const releaseClicks = rendered ? holdClicks(root) : () => {};
  const segment = location.pathname.split('/')[1];
  const i18n = await initI18n(isLanguage(segment) ? segment : preferredLanguage());
  const router = createRouter();

  // The route's {lang} segment is the one source of truth for the language.
  router.subscribe(({ location: next }) => {
    const lang = next.pathname.split('/')[1];
    if (isLanguage(lang) && i18n.language !== lang) {
      void i18n.changeLanguage(lang);
      document.documentElement.lang = lang;
    }
  });
  document.documentElement.lang = i18n.language;

  const app = (
    <PlayerRoot
      environment={environment}
      i18n={i18n}
      onCommitted={() => {
        setHydrating(false);
        releaseClicks();
      }}
    >
      <RouterProvider router={router} />
    </PlayerRoot>
  );
  if (!rendered) {
    createRoot(root).render(app);
    return;
  }
  // The first render must be the server's: the page's preparations (which read the store the server
  // filled), its code and its strings are ready before React takes the markup over.
  await Promise.all([initialized(router), i18n.loadNamespaces(rendered.namespaces)]);
  hydrateRoot(root, app);
}

/** Resolves once the router has prepared its first page (loaders run, lazy routes loaded). */
function initialized(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
