import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ModalBody } from '../modals/content/ModalBody';
import type { ModalProps } from '../modals/registry';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useViewer } from '../shell/ViewerContext';
import { isJackpotWinData, markWinSeen, seenWins, type JackpotWinData } from './jackpotWin';
import type { MysteryJackpotWinModalQuery } from './__generated__/MysteryJackpotWinModalQuery.graphql';
import '../../styles/casino.css';

const newestWin = graphql`
  query MysteryJackpotWinModalQuery {
    viewer {
      jackpotWins(first: 1) {
        edges {
          node {
            id
            amount {
              amount
              currency
            }
            jackpot {
              name
            }
            game {
              title
            }
          }
        }
      }
    }
  }
`;

/**
 * mysteryJackpotWinModal: the pool the player just won, and how much was paid into their balance. It
 * announces only a real win of the signed-in player, once: the one the win subscription hands over, or,
 * opened by a link (/open-modal/mysteryJackpotWinModal, whatever text follows), the player's newest win
 * if this browser has not announced it yet. Anything else is told there is no win to show.
 */
export default function MysteryJackpotWinModal({ data, close }: ModalProps<unknown>) {
  const viewer = useViewer();
  if (!viewer) return <NoWin close={close} />;
  if (isJackpotWinData(data)) return <Win win={data} viewerId={viewer.id} close={close} />;
  return (
    <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
      <NewestUnseenWin viewerId={viewer.id} close={close} />
    </Suspense>
  );
}

function NewestUnseenWin({ viewerId, close }: { viewerId: string; close: () => void }) {
  const result = useLazyLoadQuery<MysteryJackpotWinModalQuery>(newestWin, {}, { fetchPolicy: 'network-only', fetchKey: viewerId });
  const node = result.viewer?.jackpotWins.edges[0]?.node;
  // Decided once: showing the win marks it seen, which must not turn it into "no win" while it is shown.
  const [win] = useState<JackpotWinData | null>(() =>
    node && !seenWins(viewerId).includes(node.id) ? { id: node.id, name: node.jackpot.name, amount: node.amount.amount, currency: node.amount.currency, game: node.game?.title ?? null } : null,
  );
  return win ? <Win win={win} viewerId={viewerId} close={close} /> : <NoWin close={close} />;
}

function Win({ win, viewerId, close }: { win: JackpotWinData; viewerId: string; close: () => void }) {
  const { t } = useTranslation(['casino', 'common']);
  const lang = useLanguage();
  useEffect(() => markWinSeen(viewerId, win.id), [viewerId, win.id]);
  return (
    <ModalBody title={t('common:modals.titles.mysteryJackpotWinModal')} dismiss={{ label: t('web.jackpots.collect'), onClick: close, primary: true }}>
      <div className="jackpot-win">
        <p className="jackpot-win__headline">{t('web.jackpots.won')}</p>
        <p className="jackpot-win__amount" data-testid="jackpot-win-amount">
          {formatMoney(lang, win.amount, win.currency)}
        </p>
        <p className="modal__text">{t(win.game ? 'web.jackpots.wonPoolInGame' : 'web.jackpots.wonPool', { name: win.name, game: win.game })}</p>
      </div>
    </ModalBody>
  );
}

function NoWin({ close }: { close: () => void }) {
  const { t } = useTranslation(['casino', 'common']);
  return (
    <ModalBody title={t('common:modals.titles.mysteryJackpotWinModal')} dismiss={{ label: t('common:modals.ok'), onClick: close, primary: true }}>
      <p className="modal__text" data-testid="jackpot-no-win">
        {t('web.jackpots.noWin')}
      </p>
    </ModalBody>
  );
}
