import { graphql } from 'react-relay';

/**
 * What takeTimeOut and selfExclude answer on success, spread unmasked into both: the exclusion now in
 * force. Both end every session of the player, this one too (the gateway already dropped the cookie),
 * so the page signs this tab out with its end (features/shell/useSignOut.ts useSignOutTab); nothing of it is kept.
 */
export const exclusionPayloadFragment = graphql`
  fragment exclusion_payload on ResponsibleExclusionPayload {
    exclusion {
      kind
      until
    }
  }
`;
