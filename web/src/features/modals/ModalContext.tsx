import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ModalTag } from './registry';

export interface OpenModal {
  tag: ModalTag;
  data?: unknown;
  /** Called once the modal is closed, however it was closed. */
  onClose?: () => void;
}

interface ModalApi {
  current: OpenModal | null;
  open(tag: ModalTag, data?: unknown, onClose?: () => void): void;
  close(): void;
}

const ModalContext = createContext<ModalApi | null>(null);

/** One modal at a time, opened by tag (seed 000 §2 "Modals (by tag)"). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null);
  // The open modal is also kept in a ref so close() can run its onClose outside a state update.
  const currentRef = useRef<OpenModal | null>(null);
  const open = useCallback((tag: ModalTag, data?: unknown, onClose?: () => void) => {
    currentRef.current = { tag, data, onClose };
    setCurrent(currentRef.current);
  }, []);
  const close = useCallback(() => {
    const closing = currentRef.current;
    currentRef.current = null;
    setCurrent(null);
    closing?.onClose?.();
  }, []);
  const api = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <ModalContext.Provider value={api}>{children}</ModalContext.Provider>;
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal outside ModalProvider');
  return api;
}
