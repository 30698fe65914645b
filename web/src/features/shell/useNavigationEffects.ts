import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberLandingParams } from './landingParams';

/** Pages whose token must stay in the address (seed 000 §2 names set-password; verify-email works the same way). */
const KEEPS_QUERY = ['/set-password', '/verify-email'];

/**
 * Seed 000 §2: scroll to the top on every navigation, and read query parameters
 * into state and then drop them from the URL, except on set-password and
 * verify-email (their token must stay in the address).
 */
export function useNavigationEffects() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  // The effect must run on every change of page, which is what pathname stands for here.
  /* oxlint-disable react/exhaustive-effect-dependencies */
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  /* oxlint-enable react/exhaustive-effect-dependencies */

  useEffect(() => {
    if (!search || KEEPS_QUERY.some((page) => pathname.endsWith(page))) return;
    rememberLandingParams(new URLSearchParams(search));
    navigate({ pathname, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
