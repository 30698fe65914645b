import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useModal } from '../modals/ModalContext';
import { subscribeAsViewer } from '../shell/viewerSocket';
import { useViewer } from '../shell/ViewerContext';
import type { JackpotWinData } from './jackpotWin';
import type { jackpotsWonSubscription$data } from './__generated__/jackpotsWonSubscription.graphql';

const jackpotWon = graphql`
  subscription jackpotsWonSubscription {
    jackpotWon {
      __typename
      ... on JackpotWin {
        id
        wonAt
        amount {
          amount
          currency
        }
        jackpot {
          id
          code
          name
          # The pool after the win: back to its seed amount.
          amount {
            amount
            currency
          }
        }
        game {
          id
          title
        }
      }
    }
  }
`;

/**
 * While the player is in the casino, a jackpot they win opens mysteryJackpotWinModal (seed 001 §2,
 * seed 002 §9). The win is already on the balance: the header heard it through balanceChanged.
 */
export function useJackpotWins() {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const { push } = useModal();
  const viewerId = viewer?.id ?? null;
  useEffect(() => {
    if (!viewerId) return;
    return subscribeAsViewer<jackpotsWonSubscription$data>(environment, viewerId, jackpotWon, (data) => {
      const win = data.jackpotWon;
      if (!('jackpot' in win)) return;
      push('mysteryJackpotWinModal', { id: win.id, name: win.jackpot.name, amount: win.amount.amount, currency: win.amount.currency, game: win.game?.title ?? null } satisfies JackpotWinData);
    });
  }, [environment, viewerId, push]);
}
