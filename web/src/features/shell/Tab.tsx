import type { ButtonHTMLAttributes } from 'react';

type TabProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'className' | 'onClick'> & {
  selected: boolean;
  onSelect: () => void;
};

/** One tab of a `role="tablist"` (WAI-ARIA tabs pattern); ids, `aria-controls` and test ids pass through. */
export function Tab({ selected, onSelect, children, ...rest }: TabProps) {
  return (
    <button type="button" role="tab" className="tabs__tab" aria-selected={selected} onClick={onSelect} {...rest}>
      {children}
    </button>
  );
}
