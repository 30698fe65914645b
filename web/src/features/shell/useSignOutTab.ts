import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { announceSignedOut, type SignedOutNotice } from './responsibleEvents';
import { clearUserData, refreshViewer } from './session';
import { useHref } from './useLanguage';

/** The signed-in area: its pages ask a visitor to sign in, so a tab signed out there goes home. */
const USER_AREA = /^\/[^/]+\/(user|agent-management)\//;

/**
 * Signs this tab out after the platform ended the player's sessions (a time-out, a self-exclusion,
 * the session limit), as the user menu's "Log out" does, and says why and until when. No sign-out
 * call: the session no longer exists. Safe to run twice (this tab's own mutation answer and the
 * responsibleChanged event both arrive here).
 */
export function useSignOutTab() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const href = useHref();
  return useCallback(
    async (notice: SignedOutNotice) => {
      announceSignedOut(notice);
      // Leave a user page first: it must not react to the viewer disappearing by asking to sign in.
      // The address is read when it happens, so a subscription holding this callback outlives navigations.
      if (USER_AREA.test(window.location.pathname)) await navigate(href('home'), { replace: true });
      clearUserData(environment);
      void refreshViewer(environment);
    },
    [environment, navigate, href],
  );
}
