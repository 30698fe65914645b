const KEY = 'oddsgate.mailbox';

/**
 * The last address a registration or password reset was sent to, so the local
 * mailbox page (embedded mode) opens on it.
 */
export function rememberMailboxAddress(address: string) {
  try {
    sessionStorage.setItem(KEY, address.trim());
  } catch {
    // Private windows may refuse storage; the page just starts empty.
  }
}

export function lastMailboxAddress(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
