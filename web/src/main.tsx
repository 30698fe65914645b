import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './i18n/i18n';
import { isLanguage, preferredLanguage } from './i18n/languages';
import { ModalProvider } from './features/modals/ModalContext';
import { environment } from './relay/environment';
import { createRouter } from './routes';
import { BACKOFFICE_PATH } from '../../rules/backoffice';
import './styles/index.css';

// The back office (/backoffice/…) is its own app in its own lazy chunk: nothing of it in the player's bundle.
if (location.pathname === BACKOFFICE_PATH || location.pathname.startsWith(`${BACKOFFICE_PATH}/`)) {
  await (await import('./backoffice/main')).startBackoffice();
} else {
  await startPlayer();
}

async function startPlayer() {
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

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <ModalProvider>
          <Suspense fallback={<div className="boot" aria-busy="true" />}>
            <RouterProvider router={router} />
          </Suspense>
        </ModalProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}
