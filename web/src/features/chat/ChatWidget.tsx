/**
 * The live chat on every player page (issue 18): a button opens a panel; the visitor writes and
 * support's answers appear live. The conversation is the visitor's by an httpOnly cookie the gateway
 * sets on startChat; text is shown as text, never as HTML. When a third-party chat is configured
 * (thirdParty.ts) its script is loaded instead and this widget stays away.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadThirdPartyChat, thirdPartyChat } from './thirdParty';
import { useHydrated } from '../../ssr/useHydrated';

// Few visitors open the chat: the conversation (its mutations and its own socket) loads on the first opening,
// not with every page (bench:web-bundle).
const ChatConversation = lazy(() => import('./ChatConversation'));

export function ChatWidget() {
  // Which chat the page names (its meta tags) is the browser's to read: the widget comes after a server
  // render is taken over (issue 24).
  const hydrated = useHydrated();
  const third = useMemo(() => (hydrated ? thirdPartyChat() : null), [hydrated]);
  useEffect(() => {
    if (third) loadThirdPartyChat(third);
  }, [third]);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('chat');
  if (third || !hydrated) return null;
  return (
    <div className="chat-widget">
      {open ? (
        <section className="chat-widget__panel" aria-label={t('web.title')} data-testid="chat-panel">
          <header className="chat-widget__header">
            <h2>{t('web.title')}</h2>
            <button type="button" className="chat-widget__close" aria-label={t('web.close')} onClick={() => setOpen(false)}>
              ×
            </button>
          </header>
          <Suspense fallback={<p className="muted" aria-busy="true">{t('web.welcome')}</p>}>
            <ChatConversation />
          </Suspense>
        </section>
      ) : (
        <button type="button" className="chat-widget__open button" onClick={() => setOpen(true)} data-testid="chat-open">
          {t('web.open')}
        </button>
      )}
    </div>
  );
}
