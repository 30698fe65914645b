import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';

export type FormValues = Record<string, string | boolean>;

/**
 * What a client rule answers for a field: a key of the `validation` namespace
 * (the keys rules/account.ts returns; `required` reads "{field} is required"),
 * or a key with its namespace ("auth:kyc.chooseFile").
 */
export type ClientErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** A message under a field: a key to translate, or a server's text (already translated). */
export type FieldMessage = { key: string } | { text: string };

export interface ServerFieldError {
  field: string;
  message: string;
}

export interface Form<V extends FormValues> {
  values: V;
  pending: boolean;
  /** Every rule that fails right now, shown or not. */
  errors: ClientErrors<V>;
  idOf(name: keyof V & string): string;
  /** The message shown under a field: after it was left or a submit was tried (seed 000 §5), or the server's. */
  messageOf(name: keyof V & string): FieldMessage | undefined;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  blur(name: keyof V & string): void;
  /** Server field errors (seed PascalCase names) onto the fields of this form; answers the ones that match none. */
  setServerErrors(fields: readonly ServerFieldError[]): ServerFieldError[];
  reset(values?: V): void;
  /**
   * The form's onSubmit: checks every rule, and either shows the errors and
   * focuses the first field in error (calling onInvalid), or runs onValid. A
   * submit while the last one is pending is ignored (seed 000 §4 step 1).
   */
  handleSubmit(onValid: (values: V) => Promise<void> | void, onInvalid?: (errors: ClientErrors<V>) => void): (event?: FormEvent) => void;
}

export interface FormOptions<V extends FormValues> {
  initial: V;
  /** Pure rules; read on every render, so they may depend on props (the username, the old password…). */
  validate?: (values: V) => ClientErrors<V>;
}

/**
 * A small form state for the account forms: values, rules shown on blur and
 * on submit, server errors mapped onto fields, and a pending state.
 */
export function useForm<V extends FormValues>({ initial, validate }: FormOptions<V>): Form<V> {
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<keyof V, string>>>({});
  const [pending, setPending] = useState(false);
  // A ref, not the state: two clicks in one frame must not both get through.
  const pendingRef = useRef(false);
  // The field the server refused first, to be focused once the form can take focus again (see setServerErrors).
  const refusedField = useRef<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const errors = useMemo<ClientErrors<V>>(() => validate?.(values) ?? {}, [validate, values]);

  const idOf = useCallback((name: keyof V & string) => `${prefix}-${name}`, [prefix]);

  const messageOf = useCallback(
    (name: keyof V & string): FieldMessage | undefined => {
      const text = server[name];
      if (text) return { text };
      const key = errors[name];
      return key && (touched[name] || submitted) ? { key } : undefined;
    },
    [server, errors, touched, submitted],
  );

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServer((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  const blur = useCallback((name: keyof V & string) => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true })), []);

  const setServerErrors = useCallback((fields: readonly ServerFieldError[]) => {
    const known = Object.keys(values);
    const mapped: Partial<Record<keyof V, string>> = {};
    const unmatched: ServerFieldError[] = [];
    for (const error of fields) {
      // The platform names fields as the seeds do (UserName, BirthYear); accept other casings too.
      const name = known.find((key) => key.toLowerCase() === error.field.toLowerCase());
      if (name) mapped[name as keyof V] = error.message;
      else unmatched.push(error);
    }
    setServer(mapped);
    refusedField.current = known.find((key) => mapped[key as keyof V]) ?? null;
    if (refusedField.current) setRefusals((count) => count + 1);
    return unmatched;
  }, [values]);

  // The server answers while the form is sending, when its fields are disabled and cannot take focus
  // (issue 24: a refused e-mail sat out of view and "Create account" seemed to do nothing). Once the
  // fields are enabled again, the first refused one is scrolled to and focused.
  useEffect(() => {
    const name = refusedField.current;
    if (pending || refusals === 0 || !name) return;
    const element = document.getElementById(`${prefix}-${name}`);
    if (!element) return;
    refusedField.current = null;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [pending, refusals, prefix]);

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setTouched({});
      setSubmitted(false);
      setServer({});
    },
    [initial],
  );

  const handleSubmit = useCallback(
    (onValid: (values: V) => Promise<void> | void, onInvalid?: (errors: ClientErrors<V>) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      if (pendingRef.current) return;
      setSubmitted(true);
      const failing = Object.keys(values).filter((name) => errors[name as keyof V & string]);
      if (failing.length) {
        // The first failing field on screen (a wizard may fail on a step not shown).
        for (const name of failing) {
          const element = document.getElementById(`${prefix}-${name}`);
          if (element) {
            element.focus();
            break;
          }
        }
        onInvalid?.(errors);
        return;
      }
      pendingRef.current = true;
      setPending(true);
      void Promise.resolve()
        .then(() => onValid(values))
        // Forms show their own failures; whatever escapes them is logged, not lost.
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          pendingRef.current = false;
          setPending(false);
        });
    },
    [prefix, values, errors],
  );

  return { values, pending, errors, idOf, messageOf, set, blur, setServerErrors, reset, handleSubmit };
}
