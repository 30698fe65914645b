/**
 * A third-party live chat (seed 002: loaded from its host, its license set at runtime): the gateway
 * names its script and license in two meta tags when CHAT_SCRIPT_URL and CHAT_LICENSE are set, and the
 * pages' CSP allows that host only then.
 */
export interface ThirdPartyChat {
  scriptUrl: string;
  license: string;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

export function thirdPartyChat(): ThirdPartyChat | null {
  const scriptUrl = meta('oddsgate-chat-script');
  const license = meta('oddsgate-chat-license');
  return scriptUrl && license ? { scriptUrl, license } : null;
}

/** Loads the script once, handing it the license on its tag (where such widgets read it). */
export function loadThirdPartyChat(chat: ThirdPartyChat): void {
  if (document.querySelector('script[data-oddsgate-chat]')) return;
  const script = document.createElement('script');
  script.src = chat.scriptUrl;
  script.async = true;
  script.dataset.oddsgateChat = '';
  script.dataset.license = chat.license;
  document.head.append(script);
}
