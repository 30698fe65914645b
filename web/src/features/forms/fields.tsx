import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../shell/useLanguage';
import type { FieldMessage, Form, FormValues } from './useForm';

// Its own module so the modal frame (on every page, for ModalProblem) does not bring every field with it.
export { FormStatus } from './FormStatus';

type Name<V extends FormValues> = keyof V & string;

/** Birth years run back from the year the page loaded. */
const THIS_YEAR = new Date().getFullYear();

interface BaseProps<V extends FormValues> {
  form: Form<V>;
  name: Name<V>;
  /** The visible label; also what "{field} is required" names. */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
}

/** A field message in the current language. */
export function useMessageText() {
  const { t } = useTranslation(['validation', 'common']);
  return (message: FieldMessage, label: string): string => {
    if ('text' in message) return message.text;
    if (message.key === 'required') return t('validation:required', { field: label });
    return t(message.key.includes(':') ? message.key : `validation:${message.key}`);
  };
}

function describedBy(id: string, hint: boolean, message: boolean) {
  return [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, optional, hint, message, children, labelFor = true }: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  message?: string;
  children: ReactNode;
  labelFor?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`field${message ? ' field--invalid' : ''}`}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={labelFor ? id : undefined}>
          {label}
        </label>
        {optional && <span className="field__optional">{t('forms.optional')}</span>}
      </div>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * What a field's frame and its control share: the frame's id, label and message in words, and the
 * control's value, state and ARIA wiring. `rest` is what the field was given beyond BaseProps.
 */
function useField<V extends FormValues, P extends BaseProps<V>>({ form, name, label, hint, optional, disabled, ...rest }: P) {
  const id = form.idOf(name);
  const text = useMessageText();
  const message = form.messageOf(name);
  return {
    frame: { id, label, optional, hint, message: message && text(message, label) },
    control: {
      id,
      name,
      value: String(form.values[name] ?? ''),
      disabled,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(id, Boolean(hint), Boolean(message)),
      onChange: (event: { target: { value: string } }) => form.set(name, event.target.value as V[Name<V>]),
      onBlur: () => form.blur(name),
    },
    rest,
  };
}

export function TextField<V extends FormValues>({
  type = 'text',
  ...props
}: BaseProps<V> & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'search';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  spellCheck?: boolean;
  autoCapitalize?: string;
  autoFocus?: boolean;
}) {
  const { frame, control, rest: input } = useField(props);
  return (
    <Frame {...frame}>
      <input {...control} type={type} className="input" required={!props.optional} aria-required={!props.optional} {...input} />
    </Frame>
  );
}

/** A password with a Show/Hide switch; the switch is not named "password" so the field's label stays unique. */
export function PasswordField<V extends FormValues>(props: Omit<BaseProps<V>, 'optional'> & { autoComplete: 'current-password' | 'new-password'; placeholder?: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const { frame, control, rest: input } = useField(props);
  return (
    <Frame {...frame}>
      <div className="input-group">
        <input {...control} type={visible ? 'text' : 'password'} className="input" required aria-required spellCheck={false} autoCapitalize="off" {...input} />
        <button type="button" className="input-group__button" aria-controls={control.id} aria-pressed={visible} disabled={props.disabled} onClick={() => setVisible(!visible)}>
          {visible ? t('forms.hide') : t('forms.show')}
        </button>
      </div>
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField<V extends FormValues>(props: BaseProps<V> & { options: readonly Option[]; placeholder?: string; autoComplete?: string }) {
  const {
    frame,
    control,
    rest: { options, placeholder, autoComplete },
  } = useField(props);
  return (
    <Frame {...frame}>
      <div className="select">
        <select {...control} required={!props.optional} autoComplete={autoComplete}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </Frame>
  );
}

/** A checkbox whose label may hold links (the terms checkbox); `label` is its plain name for messages. */
export function CheckboxField<V extends FormValues>({
  form,
  name,
  label,
  children,
  disabled,
}: Omit<BaseProps<V>, 'hint' | 'optional'> & { children?: ReactNode }) {
  const id = form.idOf(name);
  const text = useMessageText();
  const message = form.messageOf(name);
  return (
    <div className={`field field--checkbox${message ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={form.values[name] === true}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            form.set(name, event.target.checked as V[Name<V>]);
            form.blur(name);
          }}
        />
        <label htmlFor={id}>{children ?? label}</label>
      </div>
      {message && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {text(message, label)}
        </p>
      )}
    </div>
  );
}

/** Birth day, month and year as three selects in one group (seed 000 §3, seed 001 §3). */
export function BirthDateField<V extends FormValues>({
  form,
  names,
  legend,
  labels,
  disabled,
}: {
  form: Form<V>;
  names: { day: Name<V>; month: Name<V>; year: Name<V> };
  legend: string;
  labels: { day: string; month: string; year: string };
  disabled?: boolean;
}) {
  const lang = useLanguage();
  const text = useMessageText();
  const { days, months, years } = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return {
      days: Array.from({ length: 31 }, (_, i) => String(i + 1)),
      months: Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName.format(new Date(Date.UTC(2000, i, 1))) })),
      years: Array.from({ length: THIS_YEAR - 1900 + 1 }, (_, i) => String(THIS_YEAR - i)),
    };
  }, [lang]);
  const parts = [
    { name: names.day, label: labels.day, options: days.map((value) => ({ value, label: value })), autoComplete: 'bday-day' },
    { name: names.month, label: labels.month, options: months, autoComplete: 'bday-month' },
    { name: names.year, label: labels.year, options: years.map((value) => ({ value, label: value })), autoComplete: 'bday-year' },
  ];
  const failing = parts.map((part) => ({ part, message: form.messageOf(part.name) })).find((entry) => entry.message);
  const errorId = `${form.idOf(names.year)}-group-error`;
  return (
    <fieldset className={`field field--group${failing ? ' field--invalid' : ''}`}>
      <legend className="field__label">{legend}</legend>
      <div className="field__row field__row--date">
        {parts.map((part) => (
          <div key={part.name} className="field__part">
            <label className="field__sublabel" htmlFor={form.idOf(part.name)}>
              {part.label}
            </label>
            <div className="select">
              <select
                id={form.idOf(part.name)}
                name={part.name}
                value={String(form.values[part.name] ?? '')}
                disabled={disabled}
                required
                autoComplete={part.autoComplete}
                aria-invalid={form.messageOf(part.name) ? true : undefined}
                aria-describedby={failing ? errorId : undefined}
                onChange={(event) => form.set(part.name, event.target.value as V[Name<V>])}
                onBlur={() => form.blur(part.name)}
              >
                <option value="">—</option>
                {part.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
      </div>
      {failing?.message && (
        <p className="field__error" id={errorId} role="alert">
          {text(failing.message, failing.part.label)}
        </p>
      )}
    </fieldset>
  );
}

/** The submit button: disabled and busy while pending, with the pending label. */
export function SubmitButton({ pending, children, pendingLabel, className = 'button button--primary button--block', form }: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: ReactNode;
  className?: string;
  /** The form's id, for a submit button outside the form (among a modal's buttons). */
  form?: string;
}) {
  return (
    <button type="submit" form={form} className={className} disabled={pending} aria-busy={pending}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
