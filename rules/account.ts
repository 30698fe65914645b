/**
 * The account rules that need no server: one definition, used by the platform
 * (which decides) and by the web forms (which tell the player before sending).
 * Each rule answers a message key of the `validation` namespace, or null.
 *
 * Where the seeds contradict each other this module settles it (README
 * "Account rules"): usernames are 6 to 20 characters, as seed 001's message
 * says; passwords are 8 to 64 characters with an uppercase letter and a number
 * for registration and for every later change.
 */
export type RuleResult = string | null;

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const MINIMUM_AGE = 18;

/** Seed 001 §5: letters, digits and _ . - ' @. */
const USERNAME_CHARACTERS = /^[A-Za-z0-9_.\-'@]+$/;
/** A practical e-mail pattern: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Seed 001 §5: names allow letters, spaces and . - ' */
const NAME = /^[\p{L}][\p{L} .'-]*$/u;
/** Seed 001 §5: phones allow digits, spaces and ( ) + - */
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export function usernameRule(username: string): RuleResult {
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return 'username.length';
  if (!USERNAME_CHARACTERS.test(username)) return 'username.characters';
  return null;
}

export function emailRule(email: string): RuleResult {
  return EMAIL.test(email.trim()) && email.length <= 254 ? null : 'email.invalid';
}

export function passwordRule(password: string, composition: 'password.composition' | 'password.newComposition' = 'password.composition'): RuleResult {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'password.length';
  if (!/[A-Z]/.test(password) || !/[0-9]/.test(password)) return composition;
  return null;
}

export function confirmationRule(password: string, confirmation: string): RuleResult {
  return password === confirmation ? null : 'password.mustMatch';
}

/**
 * Issue 14 B: a password is not the username or the e-mail's name, and does not contain them. Containing
 * counts from USERNAME_MIN characters (every username one can register): a shorter part, such as a
 * two-letter e-mail name, turns up inside unrelated passwords by chance.
 */
export function passwordIdentityRule(password: string, identity: { username?: string | null; email?: string | null }): RuleResult {
  const lowered = password.toLowerCase();
  const email = identity.email?.trim().toLowerCase() ?? '';
  const parts = [identity.username?.trim().toLowerCase() ?? '', email, email.split('@')[0] ?? ''].filter((part) => part.length > 0);
  return parts.some((part) => lowered === part || (part.length >= USERNAME_MIN && lowered.includes(part))) ? 'password.containsIdentity' : null;
}

/** Seed 001 §5: a new password differs from the username, the e-mail and the old password. */
export function newPasswordRule(newPassword: string, identity: { username: string; email: string; oldPassword: string }): RuleResult {
  const lowered = newPassword.toLowerCase();
  if (lowered === identity.username.toLowerCase() || lowered === identity.email.toLowerCase()) return 'password.sameAsIdentity';
  if (newPassword === identity.oldPassword) return 'password.sameAsCurrent';
  return passwordRule(newPassword, 'password.newComposition');
}

export function nameRule(name: string): RuleResult {
  return NAME.test(name.trim()) ? null : 'name.invalid';
}

export function phoneRule(phone: string): RuleResult {
  return PHONE.test(phone.trim()) ? null : 'phone.invalid';
}

/** A real calendar date in the past, or null. */
export function birthDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? date : null;
}

/** Seed 001 §5: the birth date plus 18 years must not be after now. */
export function isAdult(born: Date, now: Date = new Date()): boolean {
  const eighteenth = new Date(Date.UTC(born.getUTCFullYear() + MINIMUM_AGE, born.getUTCMonth(), born.getUTCDate()));
  return eighteenth.getTime() <= now.getTime();
}

export function ageRule(year: number, month: number, day: number, message: 'age.register' | 'age.details', now: Date = new Date()): RuleResult {
  const born = birthDate(year, month, day);
  if (!born || born.getTime() > now.getTime()) return 'age.invalidDate';
  return isAdult(born, now) ? null : message;
}
