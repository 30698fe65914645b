import { useSyncExternalStore } from 'react';

/**
 * The "previous sign-in" notice shown once after a sign-in (a security habit of
 * banking and betting sites: the player spots a sign-in that was not theirs).
 * A tiny store, so the auth chunk can raise it and the header show it.
 */
export interface SignInNotice {
  previousSignInAt: string | null;
}

let current: SignInNotice | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function announceSignIn(previousSignInAt: string | null) {
  current = { previousSignInAt };
  emit();
}

export function dismissSignInNotice() {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// No notice on a server-rendered page (nothing has happened there yet).
export const useSignInNotice = () => useSyncExternalStore(subscribe, () => current, () => null);
