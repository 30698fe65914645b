import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from './ModalContext';
import { MODALS, type ModalDefinition } from './registry';

/**
 * Renders the open modal over the page. While it is open the page behind cannot
 * scroll (seed 000 §2), Escape closes it unless its backdrop is static, and focus
 * moves into the dialog and back to where it was afterwards.
 */
export function ModalHost() {
  const { current, close } = useModal();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const definition: ModalDefinition | undefined = current ? MODALS[current.tag] : undefined;

  useEffect(() => {
    if (!current) return;
    const root = document.documentElement;
    const previousFocus = document.activeElement as HTMLElement | null;
    root.classList.add('modal-open');
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !definition?.staticBackdrop) close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.classList.remove('modal-open');
      document.removeEventListener('keydown', onKey);
      previousFocus?.focus?.();
    };
  }, [current, definition, close]);

  if (!current || !definition) return null;
  const { Component } = definition;
  return (
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !definition.staticBackdrop) close();
      }}
    >
      <div
        ref={dialog}
        className={`modal modal--${definition.size ?? 'medium'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        data-modal={current.tag}
        tabIndex={-1}
      >
        <button type="button" className="modal__close" aria-label={t('modals.close')} onClick={close}>
          ×
        </button>
        <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
          <Component data={current.data as never} close={close} />
        </Suspense>
      </div>
    </div>
  );
}
