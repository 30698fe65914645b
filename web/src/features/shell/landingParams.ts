const KEY = 'oddsgate.landing';

/**
 * Query parameters the visitor arrived with (btag for affiliates, bonus codes,
 * …), kept for the session after they leave the URL.
 */
export function rememberLandingParams(params: URLSearchParams) {
  const stored = landingParams();
  for (const [key, value] of params) stored[key] = value;
  sessionStorage.setItem(KEY, JSON.stringify(stored));
}

export function landingParams(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
