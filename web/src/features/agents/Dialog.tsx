import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/**
 * A dialog of the agent pages over the page, drawn like the site's modals:
 * focus moves in and back, Escape and the backdrop close it, the page behind
 * cannot scroll. It is not a registry modal: it edits a row of the list it was
 * opened from and has no address of its own.
 */
export function Dialog({ title, onClose, children, size = 'medium', testId }: { title: string; onClose: () => void; children: ReactNode; size?: 'medium' | 'large'; testId?: string }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // Focus and the page's scroll belong to the dialog's life, not to a new onClose each render.
  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const root = document.documentElement;
    root.classList.add('modal-open');
    return () => {
      root.classList.remove('modal-open');
      previousFocus?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <button type="button" className="modal__close" aria-label={t('modals.close')} onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
