import { graphql } from 'react-relay';

/**
 * What claimBonus and cancelBonus answer on success, spread unmasked into their BonusPayload: the
 * message, the bonus's new state for its card, and the header balance (seed 000 §4: the user data
 * reloads, a deposit bonus adds bonus money; a cancelled one forfeits what is left).
 */
export const bonusPayloadFragment = graphql`
  fragment bonus_payload on BonusPayload {
    message
    bonus {
      id
      status
      statusText
      cancelable
    }
    viewer {
      ...balance_viewer @relay(mask: false)
    }
  }
`;
