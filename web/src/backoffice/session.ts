/**
 * How the back office learns that its staff session is over or that a role may not do something: the
 * gateway answers a refused `backoffice` field with a GraphQL error whose extensions.code is
 * UNAUTHENTICATED (no session: never signed in, signed out, or the 15-minute idle time-out) or FORBIDDEN
 * (the role table refuses the operation). The network (./relay.ts) turns those into these errors.
 */
export type RefusalCode = 'UNAUTHENTICATED' | 'FORBIDDEN';

export class StaffRefusal extends Error {
  constructor(readonly code: RefusalCode, message: string) {
    super(message);
    this.name = 'StaffRefusal';
  }
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: unknown };
}

/** The refusal among an answer's errors, UNAUTHENTICATED first (signing in again comes before any role). */
export function refusalOf(errors: readonly GraphQLErrorLike[] | undefined): StaffRefusal | null {
  for (const code of ['UNAUTHENTICATED', 'FORBIDDEN'] as const) {
    const error = errors?.find((e) => e.extensions?.code === code);
    if (error) return new StaffRefusal(code, error.message ?? code);
  }
  return null;
}

export const isRefusal = (error: unknown, code: RefusalCode): boolean =>
  error instanceof StaffRefusal ? error.code === code : error instanceof Error && isRefusal(error.cause, code);
