/**
 * The private messages page's preparation (the route table's): the list, and the open message beside
 * it, start with the page's code.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../routing/preload';
import MessageReaderQuery, { type MessageReaderQuery as MessageReaderOperation } from './__generated__/MessageReaderQuery.graphql';
import MessagesPageQuery, { type MessagesPageQuery as MessagesPageOperation } from './__generated__/MessagesPageQuery.graphql';
import { MESSAGE_PAGE, messageIdOf } from './messages';

export function prepareMessages({ params }: LoaderFunctionArgs) {
  const legacyId = messageIdOf(params.messageId);
  return {
    // The list is asked for afresh on each visit: messages arrive while the player is elsewhere.
    list: preload<MessagesPageOperation>(MessagesPageQuery, { count: MESSAGE_PAGE }, 'store-and-network'),
    reader: legacyId ? preload<MessageReaderOperation>(MessageReaderQuery, { legacyId }) : null,
  };
}
