import type { ReactNode } from 'react';
import { useModalEntry } from '../ModalContext';

/** The id of a modal's tab, which labels the modal's one tab panel (`${titleId}-panel`) while it is selected. */
export const tabIdOf = (titleId: string, name: string) => `${titleId}-tab-${name}`;

/** A modal's tab row: every tab controls the one panel below it, whose id is `${titleId}-panel`. */
export function ModalTabs<N extends string>({ names, selected, onSelect, label }: { names: readonly N[]; selected: N; onSelect: (name: N) => void; label: (name: N) => ReactNode }) {
  const { titleId } = useModalEntry();
  return (
    <div className="tabs" role="tablist">
      {names.map((name) => (
        <button
          key={name}
          id={tabIdOf(titleId, name)}
          type="button"
          role="tab"
          aria-selected={selected === name}
          aria-controls={`${titleId}-panel`}
          className="tabs__tab"
          onClick={() => onSelect(name)}
        >
          {label(name)}
        </button>
      ))}
    </div>
  );
}
