/**
 * The live chat's own WebSocket (issue 18). The gateway knows a visitor's conversation by the chat
 * cookie of a socket's opening handshake, and the page's shared socket usually opened before startChat
 * set that cookie. Renewing the shared socket (session 31) sent every live view through graphql-ws's
 * retry back-off: 1–2 s without odds, and support's answer, written in that gap, never reached the
 * widget. This socket opens only once the chat has started, so its handshake carries the cookie; it
 * closes (graphql-ws's lazy client) when the last chat subscription ends. The gateway starts each
 * subscription with the messages already written, so a reconnection misses none.
 */
import { getRequest, graphql } from 'relay-runtime';
import { persistedBody } from '../../relay/network';
import { gatewaySocket, type GatewaySocket } from '../../relay/transport';
import type { chatSocketSubscription$data } from './__generated__/chatSocketSubscription.graphql';

export type ChatLine = { id: string; body: string; fromSupport: boolean };

const live = graphql`
  subscription chatSocketSubscription {
    visitorChatMessages {
      ... on ChatMessage {
        id
        body
        fromSupport
      }
    }
  }
`;

let client: GatewaySocket | null = null;

/** Each message of the visitor's conversation (those already written first); returns the unsubscribe. */
export function subscribeToChat(onLine: (line: ChatLine) => void): () => void {
  client ??= gatewaySocket();
  const { params } = getRequest(live);
  return client.subscribe<chatSocketSubscription$data>(
    // Persisted id only, as relay/network.ts sends every operation (ARCHITECTURE rule 6).
    { ...(persistedBody(params, {}) as { query: string }), query: params.id ? '' : (params.text ?? '') },
    {
      next: (result) => {
        const message = result.data?.visitorChatMessages;
        if (message?.id && message.body !== undefined) onLine({ id: message.id, body: message.body, fromSupport: message.fromSupport === true });
      },
      error: (error) => console.warn('chat: the live messages failed', error),
      complete: () => {},
    },
  );
}
