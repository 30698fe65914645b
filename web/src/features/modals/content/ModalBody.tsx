import type { ReactNode } from 'react';
import { useModalEntry } from '../ModalContext';

/** The frame every modal's content shares: a title the dialog is labelled by, the body, the buttons. */
export function ModalBody({ title, children, actions }: { title: ReactNode; children?: ReactNode; actions: ReactNode }) {
  const { titleId } = useModalEntry();
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
      <div className="modal__actions">{actions}</div>
    </>
  );
}
