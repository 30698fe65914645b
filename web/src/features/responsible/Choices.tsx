import { useId } from 'react';

/**
 * A set of radio buttons under a legend: the terms of a time-out or a self-exclusion, the reality-check
 * intervals. Native radios, so arrow keys move between them and a screen reader counts them.
 */
export function Choices<V extends string | number | null>({ legend, options, value, onChange, disabled = false }: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="field" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className="checkbox">
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
