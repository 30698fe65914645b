import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ModalTag } from './registry';

export interface OpenModal {
  /** Tells two openings of the same tag apart (React keys, closing the right one). */
  id: number;
  tag: ModalTag;
  data?: unknown;
  /** Called once the modal is closed, however it was closed. */
  onClose?: () => void;
}

interface ModalApi {
  /** The modal on top, the one the player is looking at. */
  current: OpenModal | null;
  /** Every open modal, bottom first. */
  stack: readonly OpenModal[];
  /** Opens a modal in place of everything open (their onClose is not called). */
  open(tag: ModalTag, data?: unknown, onClose?: () => void): void;
  /** Opens a modal over the top one (an error over a form); closing it uncovers the form as it was. */
  push(tag: ModalTag, data?: unknown, onClose?: () => void): void;
  /** Swaps the top modal for another that inherits its onClose (a link from one modal to the next). */
  replace(tag: ModalTag, data?: unknown): void;
  /** Closes the top modal, or the one with this id. */
  close(id?: number): void;
}

const ModalContext = createContext<ModalApi | null>(null);

let nextId = 1;

/**
 * Modals by tag (seed 000 §2 "Modals (by tag)"). Usually one at a time; an error
 * about a form is pushed over the form's modal so the player's input survives it.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly OpenModal[]>([]);
  // Kept in a ref too so close() can run onClose outside a state update and
  // several calls in one tick see each other.
  const stackRef = useRef<readonly OpenModal[]>([]);
  const commit = useCallback((next: readonly OpenModal[]) => {
    stackRef.current = next;
    setStack(next);
  }, []);
  const open = useCallback(
    (tag: ModalTag, data?: unknown, onClose?: () => void) => commit([{ id: nextId++, tag, data, onClose }]),
    [commit],
  );
  const push = useCallback(
    (tag: ModalTag, data?: unknown, onClose?: () => void) => commit([...stackRef.current, { id: nextId++, tag, data, onClose }]),
    [commit],
  );
  const replace = useCallback(
    (tag: ModalTag, data?: unknown) => {
      const below = stackRef.current.slice(0, -1);
      commit([...below, { id: nextId++, tag, data, onClose: stackRef.current.at(-1)?.onClose }]);
    },
    [commit],
  );
  const close = useCallback(
    (id?: number) => {
      const closing = id === undefined ? stackRef.current.at(-1) : stackRef.current.find((entry) => entry.id === id);
      if (!closing) return;
      commit(stackRef.current.filter((entry) => entry !== closing));
      closing.onClose?.();
    },
    [commit],
  );
  const api = useMemo(() => ({ current: stack.at(-1) ?? null, stack, open, push, replace, close }), [stack, open, push, replace, close]);
  return <ModalContext.Provider value={api}>{children}</ModalContext.Provider>;
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal outside ModalProvider');
  return api;
}

/** What a modal's content knows of its own frame: its tag and the id its title must carry. */
export interface ModalEntry {
  tag: ModalTag;
  titleId: string;
}

export const ModalEntryContext = createContext<ModalEntry>({ tag: 'messageModal', titleId: 'modal-title' });

export const useModalEntry = () => useContext(ModalEntryContext);
