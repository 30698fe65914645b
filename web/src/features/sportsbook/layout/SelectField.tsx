import type { ReactNode } from 'react';

/**
 * A labelled `<select>` of the sportsbook's toolbars and settings (`sb-field`): the label's text, then one
 * option per choice; `children` go before them (a "none" choice).
 */
export function SelectField<T extends string>({
  label,
  className = 'sb-field',
  value,
  choices,
  optionLabel,
  testId,
  onChange,
  children,
}: {
  label: string;
  className?: string;
  value: T;
  choices: readonly T[];
  optionLabel: (choice: T) => string;
  testId: string;
  onChange: (choice: T) => void;
  children?: ReactNode;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select value={value} data-testid={testId} onChange={(event) => onChange(event.target.value as T)}>
        {children}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {optionLabel(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
