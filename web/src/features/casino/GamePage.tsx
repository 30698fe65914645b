import { Suspense, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import '../../styles/casino.css';
import { useModal } from '../modals/ModalContext';
import { Tab } from '../shell/Tab';
import { useHref } from '../shell/useLanguage';
import { GameFrame } from './GameFrame';
import { startGameOf, type StartGameData } from './games';
import type { GamesSearchData } from './GamesSearchModal';
import { useJackpotWins } from './jackpots';
import { JackpotTicker } from './JackpotTicker';
import { sectionPath } from './lobby';
import { canAddView, initialMultiView, LAYOUTS, MAX_VIEWS, multiViewReducer, visibleViews, type GameMode } from './multiView';
import type { GamePageQuery } from './__generated__/GamePageQuery.graphql';

export const gamePageQuery = graphql`
  query GamePageQuery($legacyId: Int, $id: ID) {
    node: casinoGame(legacyId: $legacyId, id: $id) {
      ... on CasinoGame {
        ...games_startGame @alias(as: "game")
      }
    }
  }
`;

/** What the route's preparation read from the address: ?mode=demo, and which visit this is (a new one starts the views afresh). */
export interface GameLanding {
  mode: GameMode;
  visit: number;
}

/**
 * /{lang}/casino/game/:gameId (and ?mode=demo): the game in its frame, the jackpots above it, and the
 * multi-view (seed 002 §9): up to 4 views, each its own session — the same game may run in two — laid
 * out 1, 2 or 4 at a time.
 */
export default function GamePage({ query, landing }: { query: PreloadedQuery<GamePageQuery>; landing: GameLanding }) {
  const { gameId } = useParams();
  useJackpotWins();
  return (
    <section className="page game-page" data-testid="game-page">
      <Suspense fallback={<div className="skeleton game-page__skeleton" aria-busy="true" />}>
        <GameRoom key={`${gameId}:${landing.visit}`} query={query} mode={landing.mode} />
      </Suspense>
    </section>
  );
}

function GameRoom({ query, mode }: { query: PreloadedQuery<GamePageQuery>; mode: GameMode }) {
  const { t } = useTranslation(['casino', 'common']);
  const href = useHref();
  const game = usePreloadedQuery<GamePageQuery>(gamePageQuery, query).node?.game;
  if (!game) {
    return (
      <div className="game-page__missing" data-testid="game-not-found">
        <h1>{t('web.game.notFoundTitle')}</h1>
        <p className="lead">{t('web.game.notFound')}</p>
        <Link className="button button--primary" to={href('casino/all')}>
          {t('web.game.backToLobby')}
        </Link>
      </div>
    );
  }
  return <MultiView game={startGameOf(game)} mode={mode} />;
}

function MultiView({ game, mode }: { game: StartGameData; mode: GameMode }) {
  const { t } = useTranslation(['casino', 'common']);
  const href = useHref();
  const { open } = useModal();
  const [state, dispatch] = useReducer(multiViewReducer, undefined, () => initialMultiView(game.id, game.title, mode));
  // The games the views run, for their frames and for offering them again in the picker.
  const [known, setKnown] = useState<ReadonlyMap<string, StartGameData>>(() => new Map([[game.id, game]]));
  const visible = visibleViews(state);
  const lobby = href(`${sectionPath(game.kind === 'LIVE' ? 'live' : 'casino')}/all`);

  const addView = () =>
    open('gamesSearchModal', {
      suggestions: [...new Set(state.views.map((view) => view.gameId))].flatMap((id) => known.get(id) ?? []),
      onPick: (picked) => {
        setKnown((previous) => new Map(previous).set(picked.id, picked));
        // A game without a demo plays for real; otherwise the new view plays as the active one does.
        const activeMode = state.views.find((view) => view.key === state.active)?.mode ?? mode;
        dispatch({ type: 'add', gameId: picked.id, title: picked.title, mode: picked.hasDemo ? activeMode : 'REAL' });
      },
    } satisfies GamesSearchData);

  return (
    <>
      <div className="game-page__bar">
        <Link to={lobby} className="button button--ghost button--small">
          {t('web.game.backToLobby')}
        </Link>
        <h1 className="game-page__title">{state.views.find((view) => view.key === state.active)?.title ?? game.title}</h1>
        <div className="game-page__layout" role="group" aria-label={t('web.multiview.layout')}>
          {LAYOUTS.map((layout) => (
            <button
              key={layout}
              type="button"
              className="button button--small"
              aria-pressed={state.layout === layout}
              aria-label={t('web.multiview.layoutOption', { count: layout })}
              data-testid={`multiview-layout-${layout}`}
              onClick={() => dispatch({ type: 'layout', layout })}
            >
              <LayoutIcon panes={layout} />
            </button>
          ))}
        </div>
        <button type="button" className="button button--small button--primary" disabled={!canAddView(state)} onClick={addView} data-testid="multiview-add" title={canAddView(state) ? undefined : t('web.multiview.full', { count: MAX_VIEWS })}>
          {t('web.multiview.add')}
        </button>
      </div>
      <Suspense fallback={null}>
        <JackpotTicker />
      </Suspense>
      {state.views.length > 1 && (
        <div className="tabs tabs--small game-page__tabs" role="tablist" aria-label={t('web.multiview.views')}>
          {state.views.map((view, index) => (
            <div key={view.key} className="game-page__tab">
              <Tab selected={view.key === state.active} data-testid="multiview-tab" onSelect={() => dispatch({ type: 'focus', key: view.key })}>
                {t('web.multiview.viewTitle', { number: index + 1, title: view.title })}
                {view.mode === 'DEMO' && <span className="badge game-page__demo">{t('web.game.demo')}</span>}
              </Tab>
              <button type="button" className="icon-button game-page__close" aria-label={t('web.multiview.close', { title: view.title })} onClick={() => dispatch({ type: 'remove', key: view.key })}>
                ×
              </button>
            </div>
          ))}
        </div>
      )}
      <div className="game-views" data-panes={visible.length} data-testid="game-views">
        {state.views.map((view) => {
          const shown = visible.includes(view);
          return (
            // A view the layout does not show stays mounted: its game keeps its session and state.
            <div
              key={view.key}
              className={`game-view${view.key === state.active ? ' game-view--active' : ''}`}
              hidden={!shown}
              data-testid="game-view"
              onPointerDown={() => view.key !== state.active && dispatch({ type: 'focus', key: view.key })}
            >
              <GameFrame view={view} hasDemo={known.get(view.gameId)?.hasDemo ?? false} onMode={(next) => dispatch({ type: 'mode', key: view.key, mode: next })} />
            </div>
          );
        })}
      </div>
      {game.launchError && <p className="muted game-page__note">{t('web.start.lastError', { message: game.launchError })}</p>}
    </>
  );
}

/** 1, 2 or 4 panes, drawn. */
function LayoutIcon({ panes }: { panes: number }) {
  const cells = panes === 1 ? [[2, 2, 20, 20]] : panes === 2 ? [[2, 2, 9, 20], [13, 2, 9, 20]] : [[2, 2, 9, 9], [13, 2, 9, 9], [2, 13, 9, 9], [13, 13, 9, 9]];
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      {cells.map(([x, y, w, h]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="1.5" />
      ))}
    </svg>
  );
}
