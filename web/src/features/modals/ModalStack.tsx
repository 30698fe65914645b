import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalEntryContext, useModal, type OpenModal } from './ModalContext';
import { FailureBoundary } from '../shell/FailureBoundary';
import { ModalProblem } from './ModalProblem';
import { MODALS, type ModalDefinition } from './registry';

/**
 * Renders the open modals over the page, the top one interactive and the ones
 * below inert. While any is open the page behind cannot scroll (seed 000 §2),
 * Escape closes the top one unless its backdrop is static, and focus moves into
 * each dialog and back to where it was afterwards.
 */
export default function ModalStack() {
  const { stack, current, close } = useModal();
  const top: ModalDefinition | undefined = current ? MODALS[current.tag] : undefined;
  const hasModal = stack.length > 0;

  useEffect(() => {
    if (!hasModal) return;
    const root = document.documentElement;
    root.classList.add('modal-open');
    return () => root.classList.remove('modal-open');
  }, [hasModal]);

  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !top?.staticBackdrop) close(current.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, top, close]);

  return (
    <>
      {stack.map((entry) => (
        <ModalFrame key={entry.id} entry={entry} isTop={entry === current} />
      ))}
    </>
  );
}

function ModalFrame({ entry, isTop }: { entry: OpenModal; isTop: boolean }) {
  const { close } = useModal();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const definition: ModalDefinition | undefined = MODALS[entry.tag];
  const context = useMemo(() => ({ tag: entry.tag, titleId: `modal-title-${entry.id}` }), [entry.tag, entry.id]);

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => previousFocus?.focus?.();
  }, []);

  if (!definition) return null;
  const { Component, accepts } = definition;
  const closeThis = () => close(entry.id);
  const hasData = accepts ? accepts(entry.data) : true;
  return (
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      inert={!isTop}
      aria-hidden={!isTop || undefined}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !definition.staticBackdrop) closeThis();
      }}
    >
      <div
        ref={dialog}
        className={`modal modal--${definition.size ?? 'medium'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={context.titleId}
        data-modal={entry.tag}
        tabIndex={-1}
      >
        <button type="button" className="modal__close" aria-label={t('modals.close')} onClick={closeThis}>
          ×
        </button>
        <ModalEntryContext.Provider value={context}>
          {hasData ? (
            // A failing content (data it did not expect, a query that fails) stays in the dialog: without
            // this the error reaches the route and "Something went wrong!" replaces the whole app.
            <FailureBoundary what={`modal ${entry.tag}`} fallback={<ModalProblem message={t('modals.failed')} close={closeThis} />}>
              <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
                <Component data={entry.data as never} close={closeThis} />
              </Suspense>
            </FailureBoundary>
          ) : (
            <ModalProblem message={t('modals.missingData.message')} close={closeThis} />
          )}
        </ModalEntryContext.Provider>
      </div>
    </div>
  );
}
