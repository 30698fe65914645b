import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** An expected failure of a mutation, whatever member of the union it came as. */
export interface Failure {
  code: string | null;
  message: string;
  /** Validation problems by the seed's PascalCase field name (UserName, Email, …). */
  fields: { field: string; message: string }[];
  retryAfterSeconds: number | null;
}

/** A result union as every mutation selects it: its value's fields, and `failure` from failure_error (./failure.ts). */
interface ResultLike {
  readonly failure?: {
    readonly code: string;
    readonly message: string;
    readonly fields?: readonly { readonly field: string; readonly message: string }[];
    readonly retryAfterSeconds?: number | null;
  } | null;
}

/** The failure a result union answered, or null when it answered its value. */
export function failureOf(result: ResultLike): Failure | null {
  const failure = result.failure;
  if (!failure) return null;
  return {
    code: failure.code,
    message: failure.message,
    fields: (failure.fields ?? []).map(({ field, message }) => ({ field, message })),
    retryAfterSeconds: failure.retryAfterSeconds ?? null,
  };
}

/**
 * A result union's value: Relay types the members' fields as optional, but an answer without a failure
 * is the value member, so every field it selects is there.
 */
export type ValueOf<R> = { readonly [K in Exclude<keyof R, 'failure'>]-?: Exclude<R[K], undefined> };

/** The value a result union answered (its one member that is not an Error), or null when it answered an error. */
export function dataOf<R extends ResultLike>(result: R): ValueOf<R> | null {
  return result.failure ? null : (result as unknown as ValueOf<R>);
}

/** In a store updater: the record rootField answered when it is the field's value (no Error code), else null. */
export function valueRecordOf(store: RecordSourceSelectorProxy, rootField: string): RecordProxy | null {
  const result = store.getRootField(rootField);
  return result && result.getValue('code') == null ? result : null;
}

/**
 * Store updater for signIn, signInWithTwoFactor and register: the payload's
 * viewer becomes Query.viewer, so the header shows the account at once.
 */
export const linkViewerFrom =
  (rootField: string) =>
  (store: RecordSourceSelectorProxy): void => {
    const viewer = valueRecordOf(store, rootField)?.getLinkedRecord('viewer');
    if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
  };

/** Store updater: when rootField succeeded, one of the viewer's scalar fields changed with it (2FA on or off). */
export const setViewerValueOn =
  (rootField: string, field: string, value: boolean | string) =>
  (store: RecordSourceSelectorProxy): void => {
    if (!valueRecordOf(store, rootField)) return;
    store.getRoot().getLinkedRecord('viewer')?.setValue(value, field);
  };
