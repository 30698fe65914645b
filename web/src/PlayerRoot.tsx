import { StrictMode, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import type { i18n as I18n } from 'i18next';
import type { Environment } from 'relay-runtime';
import { ModalProvider } from './features/modals/ModalContext';

/**
 * The player's app around its router: the same tree in the browser (main.tsx) and in a server render
 * (entry-server.tsx), which the browser's first render must match to take the server's page over.
 */
export function PlayerRoot({ environment, i18n, onCommitted, children }: { environment: Environment; i18n: I18n; onCommitted?: () => void; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          <ModalProvider>
            <Suspense fallback={<div className="boot" aria-busy="true" />}>
              {children}
              <Committed onCommitted={onCommitted} />
            </Suspense>
          </ModalProvider>
        </RelayEnvironmentProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * Tells the app its first render is in the page: in the boundary with the page, so it commits with it,
 * and a layout effect, so it runs before any view's effects, which then see the take-over of a server
 * render ended (ssr/render-scope.ts).
 */
function Committed({ onCommitted }: { onCommitted?: () => void }) {
  useLayoutEffect(() => onCommitted?.(), [onCommitted]);
  return null;
}
