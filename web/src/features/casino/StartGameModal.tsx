import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useModal } from '../modals/ModalContext';
import { ModalBody } from '../modals/content/ModalBody';
import type { ModalProps } from '../modals/registry';
import { useHref } from '../shell/useLanguage';
import { useViewer } from '../shell/ViewerContext';
import { startGameOf, type StartGameData } from './games';
import { addressVariables } from '../shell/addressIds';
import { gamePath } from './lobby';
import type { StartGameModalQuery } from './__generated__/StartGameModalQuery.graphql';
import '../../styles/casino.css';

const query = graphql`
  query StartGameModalQuery($legacyId: Int, $id: ID) {
    node: casinoGame(legacyId: $legacyId, id: $id) {
      ... on CasinoGame {
        ...games_startGame @alias(as: "game")
      }
    }
  }
`;

/** The game to start; /open-modal/casinoStartGameModal/{number} names it by its number instead. */
export interface StartGameModalData {
  game?: StartGameData;
  message?: string;
}

/**
 * casinoStartGameModal (seed 000 §2): the game's image and title, its provider, Back, PLAY and — when
 * the game has a demo — PLAY FOR FREE. PLAY needs a signed-in player: a visitor gets the sign-in form
 * over this modal, and once signed in finds the game still waiting.
 */
export default function StartGameModal({ data, close }: ModalProps<StartGameModalData | undefined>) {
  if (data?.game) return <StartGame game={data.game} close={close} />;
  return (
    <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
      <StartGameById param={data?.message} close={close} />
    </Suspense>
  );
}

function StartGameById({ param, close }: { param: string | undefined; close: () => void }) {
  const { t } = useTranslation(['casino', 'common']);
  const game = useLazyLoadQuery<StartGameModalQuery>(query, addressVariables(param), { fetchPolicy: 'store-or-network' }).node?.game;
  if (!game) {
    return (
      <ModalBody
        title={t('common:modals.titles.casinoStartGameModal')}
        dismiss={{ label: t('common:modals.ok'), onClick: close, primary: true }}
      >
        <p className="modal__text">{t('web.start.notFound')}</p>
      </ModalBody>
    );
  }
  return <StartGame game={startGameOf(game)} close={close} />;
}

function StartGame({ game, close }: { game: StartGameData; close: () => void }) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const href = useHref();
  const viewer = useViewer();
  const { push } = useModal();
  const start = (mode: 'REAL' | 'DEMO') => {
    if (mode === 'REAL' && !viewer) {
      push('authModal', { view: 'login' });
      return;
    }
    close();
    void navigate(href(gamePath(game.legacyId, mode)));
  };
  return (
    <ModalBody
      title={game.title}
      actions={
        <>
          <button type="button" className="button" onClick={close} data-testid="start-game-back">
            {t('web.start.back')}
          </button>
          {game.hasDemo && (
            <button type="button" className="button button--ghost" onClick={() => start('DEMO')} data-testid="start-game-demo">
              {t('web.start.demo')}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={() => start('REAL')} data-testid="start-game-play">
            {t('web.start.play')}
          </button>
        </>
      }
    >
      <div className="start-game">
        {/* The modal's title names the game; the artwork adds nothing to read. */}
        <img className="start-game__art" src={game.imageUrl} alt="" width={480} height={360} />
        <p className="start-game__provider" data-testid="start-game-provider">
          {game.provider}
        </p>
        {!viewer && <p className="muted">{t('web.start.signInToPlay')}</p>}
        {game.launchError && (
          <p className="start-game__error" role="note">
            {t('web.start.lastError', { message: game.launchError })}
          </p>
        )}
      </div>
    </ModalBody>
  );
}
