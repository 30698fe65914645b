import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { isLanguage } from '../i18n/languages';
import { backofficeEnvironment, onSessionEnded } from './relay';
import { backofficeHref, languageOf, SIGN_IN } from './paths';
import { createBackofficeRouter } from './routes';
import './backoffice.css';

/** The back office (issue 18): its own router, Relay environment and strings, a lazy chunk of the one web app. */
export async function startBackoffice() {
  const i18n = await initI18n(languageOf(location.pathname));
  await i18n.loadNamespaces('backoffice');
  const router = createBackofficeRouter();

  // The address's {lang} segment is the one source of truth for the language.
  router.subscribe(({ location: next }) => {
    const lang = next.pathname.split('/')[2];
    if (isLanguage(lang) && i18n.language !== lang) {
      void i18n.changeLanguage(lang);
      document.documentElement.lang = lang;
    }
  });
  document.documentElement.lang = i18n.language;

  // The session ended (idle time-out, signed out elsewhere, locked): a full load of the sign-in page says so.
  onSessionEnded(() => {
    if (!location.pathname.endsWith(`/${SIGN_IN}`)) location.assign(`${backofficeHref(i18n.language, SIGN_IN)}?ended=1`);
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={backofficeEnvironment}>
        <Suspense fallback={<div className="boot" aria-busy="true" />}>
          <RouterProvider router={router} />
        </Suspense>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}
