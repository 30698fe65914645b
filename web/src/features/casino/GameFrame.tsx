import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndGameSessionMutation } from '../../mutations/useEndGameSessionMutation';
import { useLaunchGameMutation } from '../../mutations/useLaunchGameMutation';
import { useModal } from '../modals/ModalContext';
import { useViewer } from '../shell/ViewerContext';
import { recentGames } from './gameLists';
import { frameSourceOf } from './lobby';
import type { GameView } from './multiView';

type FrameState =
  | { status: 'launching' }
  | { status: 'ready'; src: string }
  | { status: 'signIn' }
  | { status: 'failed'; code: string | null; message: string }
  | { status: 'noFrame' };

/** Phones get the providers' mobile clients (seed 002 §7 IsMobile, isMobile, device). */
const isMobile = () => typeof matchMedia === 'function' && matchMedia('(max-width: 767px), (pointer: coarse)').matches;

/**
 * One view of the game page: it launches its own session (so the same game can run in two views),
 * frames the game, and ends the session when the view closes (seed 002 §7 EndGameSession). Real play
 * needs a signed-in player; signing in here launches the game at once. The balance in the header
 * follows every bet and win through balanceChanged, whatever view they come from.
 */
export function GameFrame({ view, hasDemo, onMode }: { view: GameView; hasDemo: boolean; onMode: (mode: GameView['mode']) => void }) {
  const { t } = useTranslation(['casino', 'common']);
  const viewer = useViewer();
  const viewerId = viewer?.id ?? null;
  const { push } = useModal();
  const [launch] = useLaunchGameMutation();
  const [end] = useEndGameSessionMutation();
  const [attempt, setAttempt] = useState(0);
  const { gameId, mode } = view;
  const needsSignIn = mode === 'REAL' && !viewerId;
  // Each launch is named by what it launched; an answer kept for another launch reads as "launching".
  const launchKey = `${gameId}:${mode}:${viewerId ?? ''}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: FrameState } | null>(null);

  useEffect(() => {
    if (needsSignIn) return;
    let mounted = true;
    let session: string | null = null;
    const settle = (state: FrameState) => {
      if (mounted) setAnswer({ key: launchKey, state });
    };
    const endSession = (sessionId: string) => {
      end({ sessionId }).catch((error: unknown) => console.warn('ending the game session failed', error));
    };
    launch({ input: { gameId, mode, mobile: isMobile() } }).then(
      ({ launchGame: result }) => {
        if (!result.failure && result.sessionId) {
          // The view closed while the game was starting: the session it got is ended at once.
          if (!mounted) return endSession(result.sessionId);
          session = result.sessionId;
          recentGames.add(gameId);
          const src = frameSourceOf(result);
          settle(src ? { status: 'ready', src } : { status: 'noFrame' });
        } else {
          settle({ status: 'failed', code: result.casinoErrorCode ?? null, message: result.failure?.message ?? '' });
        }
      },
      (error: unknown) => settle({ status: 'failed', code: null, message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      mounted = false;
      if (session) endSession(session);
    };
  }, [gameId, mode, needsSignIn, launchKey, launch, end]);

  const state: FrameState = needsSignIn ? { status: 'signIn' } : answer?.key === launchKey ? answer.state : { status: 'launching' };
  if (state.status === 'ready') {
    return (
      <iframe
        className="game-frame"
        src={state.src}
        title={view.title}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-testid="game-frame"
        // oxlint-disable-next-line react/iframe-missing-sandbox -- the game page is this site's own (/games/…) and posts its bets to it, so it keeps its origin; the sandbox still stops it navigating this page
        sandbox="allow-scripts allow-same-origin allow-forms"
      />
    );
  }
  if (state.status === 'launching') {
    return (
      <div className="game-frame game-frame--message" aria-busy="true" data-testid="game-launching">
        <span className="spinner" role="status" aria-label={t('web.game.launching')} />
      </div>
    );
  }
  const signIn = state.status === 'signIn' || (state.status === 'failed' && (state.code === 'SIGN_IN_REQUIRED' || state.code === 'UNAUTHORIZED'));
  return (
    <div className="game-frame game-frame--message" role="alert" data-testid="game-error">
      <p>
        {state.status === 'signIn'
          ? t('web.game.signInToPlay')
          : state.status === 'noFrame'
            ? t('web.game.noFrame')
            : state.message || t('common:errors.somethingWentWrong')}
      </p>
      <div className="game-frame__actions">
        {signIn && (
          <button type="button" className="button button--primary" onClick={() => push('authModal', { view: 'login' })}>
            {t('common:header.login')}
          </button>
        )}
        {state.status === 'failed' && state.code === 'DEMO_UNAVAILABLE' && (
          <button type="button" className="button button--primary" onClick={() => onMode('REAL')}>
            {t('web.game.playReal')}
          </button>
        )}
        {signIn && mode === 'REAL' && hasDemo && (
          <button type="button" className="button" onClick={() => onMode('DEMO')}>
            {t('web.start.demo')}
          </button>
        )}
        {state.status === 'failed' && !signIn && state.code !== 'DEMO_UNAVAILABLE' && state.code !== 'GAME_NOT_FOUND' && (
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('web.game.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
