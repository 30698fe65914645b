import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { useCaptchaQuery, useCaptchaQuery$data } from './__generated__/useCaptchaQuery.graphql';

const captchaQuery = graphql`
  query useCaptchaQuery {
    captcha {
      altcha {
        algorithm
        challenge
        maxNumber
        salt
        signature
      }
      powChallenge
      powDifficulty
    }
  }
`;

export type Captcha = useCaptchaQuery$data['captcha'];

/** A new captcha (each answers once), straight from the network: a cached one would already be spent. */
export async function fetchCaptcha(environment: Environment): Promise<Captcha> {
  const data = await fetchQuery<useCaptchaQuery>(environment, captchaQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!data) throw new Error('no captcha');
  return data.captcha;
}

/** The captcha a form shows: loaded when the form opens (seed 000 §4), renewed on demand and after every failed attempt. */
export function useCaptcha() {
  const environment = useRelayEnvironment();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // Only the newest request may set the challenge: an older, slower answer must not replace it.
  const latest = useRef(0);

  // State changes only after the answer, so the first load can start from an effect.
  const load = useCallback(
    async (request: number): Promise<Captcha | null> => {
      try {
        const next = await fetchCaptcha(environment);
        if (request === latest.current) {
          setCaptcha(next);
          setFailed(false);
        }
        return next;
      } catch (error) {
        console.warn('captcha failed to load', error);
        if (request === latest.current) setFailed(true);
        return null;
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [environment],
  );

  const renew = useCallback(() => {
    setLoading(true);
    return load(++latest.current);
  }, [load]);

  useEffect(() => {
    void load(++latest.current);
  }, [load]);

  return { captcha, loading, failed, renew };
}
