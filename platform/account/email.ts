import MailChecker from 'mailchecker';
import { emailRule, type RuleResult } from '../../rules/account';

/**
 * Seed 001 §5 "Email": the shared pattern, then temporary-mail domains refused with their own message.
 * One rule for every account the platform makes or changes (registration, personal details, an agent's
 * sub-account), answered as a `validation` key. It stays on the server: the domain list is too large to
 * ship to the browser, which checks the pattern alone (rules/account emailRule).
 */
export function accountEmailRule(email: string): RuleResult {
  const address = email.trim();
  return emailRule(address) ?? (MailChecker.isValid(address) ? null : 'email.temporary');
}
