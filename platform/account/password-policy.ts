/**
 * The password policy (issue 14 B), the one place registration, password change, password reset and
 * an agent's new sub-account ask: the composition rule (rules/account.ts, which the web forms also
 * run), not the username or e-mail nor containing them, and not a common password.
 *
 * "Common" is the bundled list (common-passwords.ts, generated from breached-password frequency
 * lists) checked case-insensitively, the same with digits and symbols stripped from either end
 * ("Password1!" is "password"), and passwords of fewer than four different characters.
 * The list stays on the server: rules/ is bundled into the web app and this would add 450 kB to it.
 */
import { passwordIdentityRule, passwordRule, type RuleResult } from '../../rules/account';
import { COMMON_PASSWORDS } from './common-passwords';

let common: Set<string> | null = null;
/** Built on the first check, not at start-up (about 40,000 entries, a few milliseconds). */
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common;
}

/** Digits and symbols people add around a word to pass a composition rule. */
const DECORATION = /^[\d\W_]+|[\d\W_]+$/g;

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lowered)) return true;
  const core = lowered.replace(DECORATION, '');
  if (core !== lowered && core.length > 0 && list.has(core)) return true;
  return new Set(lowered).size < 4;
}

export interface PasswordIdentity {
  username?: string | null;
  email?: string | null;
}

export function passwordPolicy(
  password: string,
  identity: PasswordIdentity,
  composition: 'password.composition' | 'password.newComposition' = 'password.composition',
): RuleResult {
  return passwordRule(password, composition) ?? passwordIdentityRule(password, identity) ?? (isCommonPassword(password) ? 'password.common' : null);
}
