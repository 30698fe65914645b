import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { clearUserData, refreshViewer } from './session';
import { useHref } from './useLanguage';

/**
 * Signing out from anywhere (the user menu, the reality check): the session ends at the gateway, the
 * tab leaves for home and forgets the account. Returns the action and whether a sign-out is on its way.
 */
export function useSignOut(): [() => Promise<void>, boolean] {
  const href = useHref();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [signOut, signingOut] = useSignOutMutation();
  const run = useCallback(async () => {
    // Even when the call fails (the session already expired), this tab forgets the account.
    await signOut({}).catch((error: unknown) => console.warn('sign-out failed', error));
    await leave(navigate, href, environment);
  }, [signOut, navigate, href, environment]);
  return [run, signingOut];
}

/** This tab forgets an account whose session already ended (signed out here or in another tab). */
export function useForgetViewer(): () => Promise<void> {
  const href = useHref();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  return useCallback(() => leave(navigate, href, environment), [navigate, href, environment]);
}

async function leave(navigate: ReturnType<typeof useNavigate>, href: ReturnType<typeof useHref>, environment: Parameters<typeof clearUserData>[0]) {
  // Leave the page first: a user page must not react to the viewer disappearing by asking to sign in.
  await navigate(href('home'));
  clearUserData(environment);
  void refreshViewer(environment);
}
