/**
 * A national self-exclusion register (GAMSTOP-like: "is this person excluded?"), asked at every
 * sign-in. The platform ships a stub that lists nobody until a test (or an operator's adapter) says
 * otherwise; a real adapter implements ExclusionRegister and is installed with useNationalRegister.
 */
export interface RegisterPerson {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  country: string;
}

export interface ExclusionRegister {
  isExcluded(person: RegisterPerson): Promise<boolean>;
}

/** The stub: excludes the e-mail addresses added to it (lowercase), nobody else. */
export class StubRegister implements ExclusionRegister {
  readonly excluded = new Set<string>();
  exclude(email: string): void {
    this.excluded.add(email.toLowerCase());
  }
  async isExcluded(person: RegisterPerson): Promise<boolean> {
    return this.excluded.has(person.email.toLowerCase());
  }
}

let current: ExclusionRegister = new StubRegister();

export const nationalRegister = (): ExclusionRegister => current;

/** Installs a register; answers a function that puts the previous one back. */
export function useNationalRegister(register: ExclusionRegister): () => void {
  const previous = current;
  current = register;
  return () => {
    current = previous;
  };
}
