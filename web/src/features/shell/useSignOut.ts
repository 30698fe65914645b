import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { announceSignedOut, type SignedOutNotice } from './responsibleEvents';
import { clearUserData, refreshViewer } from './session';
import { useHref } from './useLanguage';

/** The signed-in area: its pages ask a visitor to sign in, so a tab signed out there goes home. */
const USER_AREA = /^\/[^/]+\/(user|agent-management)\//;

/**
 * Signing out from anywhere (the user menu, the reality check): the session ends at the gateway, the
 * tab leaves for home and forgets the account. Returns the action and whether a sign-out is on its way.
 */
export function useSignOut(): [() => Promise<void>, boolean] {
  const forget = useForget();
  const [signOut, signingOut] = useSignOutMutation();
  const run = useCallback(async () => {
    // Even when the call fails (the session already expired), this tab forgets the account.
    await signOut({}).catch((error: unknown) => console.warn('sign-out failed', error));
    await forget('always');
  }, [signOut, forget]);
  return [run, signingOut];
}

/** This tab forgets an account whose session already ended (signed out here or in another tab). */
export function useForgetViewer(): () => Promise<void> {
  const forget = useForget();
  return useCallback(() => forget('always'), [forget]);
}

/**
 * Signs this tab out after the platform ended the player's sessions (a time-out, a self-exclusion,
 * the session limit) and says why and until when. No sign-out call: the session no longer exists. Only
 * a user page is left (for home): another page stays where the player was. Safe to run twice (this
 * tab's own mutation answer and the responsibleChanged event both arrive here).
 */
export function useSignOutTab(): (notice: SignedOutNotice) => Promise<void> {
  const forget = useForget();
  return useCallback(
    async (notice: SignedOutNotice) => {
      announceSignedOut(notice);
      await forget('fromUserArea');
    },
    [forget],
  );
}

/** The one way a tab forgets the account: leave the page for home first (when asked), then clear and ask who is signed in. */
function useForget(): (leave: 'always' | 'fromUserArea') => Promise<void> {
  const href = useHref();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  return useCallback(
    async (leave) => {
      // Leave the page first: a user page must not react to the viewer disappearing by asking to sign in.
      // The address is read when it happens, so a subscription holding this callback outlives navigations.
      if (leave === 'always') await navigate(href('home'));
      else if (USER_AREA.test(window.location.pathname)) await navigate(href('home'), { replace: true });
      clearUserData(environment);
      void refreshViewer(environment);
    },
    [navigate, href, environment],
  );
}
