/** The live chat's support console: reading conversations and answering one. */
import type { AreaCalls } from '../../helpers/backoffice-calls';

let made = 0;

export default {
  area: 'chat',
  async calls({ app }) {
    // A visitor from an address of its own (the chat's limits count per address) starts and writes.
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.26.${Math.floor(++made / 250)}.${made % 250}` };
    const start = (await (await app.request('/api/chat/start', { method: 'POST', headers })).json()) as { Token: string; ConversationId: string };
    await app.request('/api/chat/messages', { method: 'POST', headers: { ...headers, 'x-chat-token': start.Token }, body: JSON.stringify({ Body: 'Hello, anyone there?' }) });
    return [
      { operation: 'chat.read', method: 'GET', path: '/api/backoffice/chat/conversations' },
      { operation: 'chat.answer', method: 'POST', path: `/api/backoffice/chat/conversations/${start.ConversationId}/answer`, body: { Body: 'Hello! How can we help?' } },
    ];
  },
} satisfies AreaCalls;
