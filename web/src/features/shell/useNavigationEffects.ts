import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberLandingParams } from './landingParams';

/**
 * Seed 000 §2: scroll to the top on every navigation, and read query parameters
 * into state and then drop them from the URL, except on set-password (its token
 * must stay in the address).
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
    if (!search || pathname.endsWith('/set-password')) return;
    rememberLandingParams(new URLSearchParams(search));
    navigate({ pathname, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
