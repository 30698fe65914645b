import { lazy, Suspense, useEffect } from 'react';
import { useModal } from './ModalContext';

// The modals' frame and their table (every modal's tag, size and chunk: registry.ts) are needed once a
// modal opens, never for the first paint: they download right after it (bench:web-bundle).
const loadStack = () => import('./ModalStack');
const ModalStack = lazy(loadStack);

/** The open modals over the page (ModalStack.tsx); nothing while none is open. */
export function ModalHost() {
  const { stack } = useModal();
  // Fetched once the page is up, so the first modal a player opens does not wait for it.
  useEffect(() => void loadStack(), []);
  if (stack.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack />
    </Suspense>
  );
}
