import { graphql } from 'react-relay';

/**
 * What the private-messages page shows of a message, the same in the list (its excerpt, sender, date,
 * unread in bold) and in the reader: spread unmasked into both, so opening one reads it from the store.
 */
export const shownMessageFragment = graphql`
  fragment message_shown on Message {
    id
    legacyId
    subject
    body
    sender
    createdAt
    read
  }
`;
