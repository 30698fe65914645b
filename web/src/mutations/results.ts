import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** An expected failure of a mutation (ARCHITECTURE rule 4), whatever member of the union it came as. */
export interface Failure {
  code: string | null;
  message: string;
  /** Validation problems by the seed's PascalCase field name (UserName, Email, …). */
  fields: { field: string; message: string }[];
  retryAfterSeconds: number | null;
}

/** The shape every result union selects: the success member has `data`, the errors `code` and `message`. */
interface ResultLike {
  readonly data?: unknown;
  readonly code?: string;
  readonly message?: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
  readonly retryAfterSeconds?: number | null;
}

/**
 * The failure a result union answered, or null when it is the success member
 * (the only one with `data`). A member this client does not know yet counts as
 * a failure without a message; callers fall back to "Something went wrong".
 */
export function failureOf(result: ResultLike): Failure | null {
  if (result.data != null) return null;
  return {
    code: result.code ?? null,
    message: result.message ?? '',
    fields: (result.fields ?? []).map(({ field, message }) => ({ field, message })),
    retryAfterSeconds: result.retryAfterSeconds ?? null,
  };
}

/**
 * Store updater for signIn, signInWithTwoFactor and register: the payload's
 * viewer becomes Query.viewer, so the header shows the account at once.
 */
export const linkViewerFrom =
  (rootField: string) =>
  (store: RecordSourceSelectorProxy): void => {
    const viewer = store.getRootField(rootField)?.getLinkedRecord('data')?.getLinkedRecord('viewer');
    if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
  };

/** Store updater: when rootField succeeded, one of the viewer's scalar fields changed with it (2FA on or off). */
export const setViewerValueOn =
  (rootField: string, field: string, value: boolean | string) =>
  (store: RecordSourceSelectorProxy): void => {
    if (!store.getRootField(rootField)?.getType().endsWith('Success')) return;
    store.getRoot().getLinkedRecord('viewer')?.setValue(value, field);
  };

/** The success member's data, or null when the result is an error (or a member this client does not know yet). */
export function dataOf<R extends { readonly data?: unknown }>(result: R): NonNullable<R['data']> | null {
  return result.data != null ? (result.data as NonNullable<R['data']>) : null;
}
