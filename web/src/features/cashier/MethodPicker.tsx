import { useId } from 'react';

export interface MethodChoice {
  key: string;
  label: string;
  /** A second line: the kind of method, its currencies. */
  note?: string;
}

/** The payment methods as one radio group (a list of cards): arrow keys move between them, as a radio group does. */
export function MethodPicker({ legend, methods, selected, onSelect, disabled }: {
  legend: string;
  methods: readonly MethodChoice[];
  selected: string | null;
  onSelect: (key: string) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="method-picker" disabled={disabled}>
      <legend className="method-picker__legend">{legend}</legend>
      <div className="method-picker__list">
        {methods.map((method) => (
          <label key={method.key} className={`method-card${method.key === selected ? ' method-card--selected' : ''}`}>
            <input type="radio" name={name} value={method.key} checked={method.key === selected} onChange={() => onSelect(method.key)} />
            <span className="method-card__name">{method.label}</span>
            {method.note && <span className="method-card__note">{method.note}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
