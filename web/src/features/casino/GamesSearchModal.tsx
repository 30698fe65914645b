import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useModal } from '../modals/ModalContext';
import { ModalBody } from '../modals/content/ModalBody';
import type { ModalProps } from '../modals/registry';
import { startGameOf, type StartGameData } from './games';
import { createGameSearch, searchView, SEARCH_RESULTS } from './search';
import type { GamesSearchModalPopularQuery } from './__generated__/GamesSearchModalPopularQuery.graphql';
import type { GamesSearchModalQuery } from './__generated__/GamesSearchModalQuery.graphql';
import '../../styles/casino.css';

const searchQuery = graphql`
  query GamesSearchModalQuery($search: String!, $count: Int!, $after: String) {
    casinoGames(search: $search, first: $count, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...games_startGame
        }
      }
    }
  }
`;

const popularQuery = graphql`
  query GamesSearchModalPopularQuery($count: Int!) {
    popularCasinoGames(kind: SLOT, first: $count) {
      ...games_startGame
    }
  }
`;

export interface GamesSearchData {
  /** The multi-view's "add a game": the chosen game goes to a new view instead of the start modal. */
  onPick?: (game: StartGameData) => void;
  /** Games offered before anything is typed (the games already open, to run one in a second view). */
  suggestions?: readonly StartGameData[];
}

/**
 * gamesSearchModal (seed 000 §9): the search runs 300 ms after the last keystroke, for more than 2
 * characters; clearing the input resets it; while a search with nothing to show yet loads, a spinner,
 * and when it finds nothing, the seed's not-found text. Before any search: popular games.
 */
export default function GamesSearchModal({ data, close }: ModalProps<GamesSearchData | undefined>) {
  const { t } = useTranslation(['casino', 'common']);
  const environment = useRelayEnvironment();
  const { replace } = useModal();
  const inputId = useId();
  const search = useMemo(
    () =>
      createGameSearch<StartGameData>(async (term, after) => {
        const answer = await fetchQuery<GamesSearchModalQuery>(environment, searchQuery, { search: term, count: SEARCH_RESULTS, after }, { fetchPolicy: 'network-only' }).toPromise();
        if (!answer) return { results: [], total: 0, next: null };
        const { edges, totalCount, pageInfo } = answer.casinoGames;
        return { results: edges.map((edge) => startGameOf(edge.node)), total: totalCount, next: pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null };
      }),
    [environment],
  );
  useEffect(() => () => search.dispose(), [search]);
  const state = useSyncExternalStore(search.subscribe, search.get, search.get);
  const view = searchView(state);
  const popular = usePopularGames();
  // The first game of a page asked for by "Load more": focus goes there, not back to the top of the modal.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const loadMore = () => {
    setFocusFrom(state.results.length);
    search.more();
  };

  const choose = (game: StartGameData) => {
    if (data?.onPick) {
      data.onPick(game);
      close();
    } else replace('casinoStartGameModal', { game });
  };

  return (
    <ModalBody
      title={t('common:modals.titles.gamesSearchModal')}
      dismiss={{ label: t('common:modals.close'), onClick: close }}
    >
      {/* data-view: what the list shows (start, spinner, results, …); a click must wait for the list it means. */}
      <div className="games-search" data-testid="casino-search" data-view={view}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('web.search.label')}
        </label>
        <div className="games-search__field">
          <input
            id={inputId}
            className="input games-search__input"
            type="search"
            value={state.input}
            placeholder={t('web.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            // The modal exists to type into it.
            autoFocus
            data-testid="casino-search-input"
            onChange={(event) => search.setInput(event.target.value)}
          />
          {state.status === 'loading' && <span className="spinner games-search__busy" aria-hidden="true" />}
        </div>
        <p className="muted games-search__hint" aria-live="polite">
          {view === 'start' ? t('web.search.hint') : view === 'results' ? t('web.search.found', { count: state.total }) : ''}
        </p>
        {view === 'spinner' && (
          <div className="games-search__loading" aria-busy="true" data-testid="casino-search-loading">
            <span className="spinner" role="status" aria-label={t('web.loading')} />
          </div>
        )}
        {view === 'notFound' && (
          <p className="games-search__empty" role="status" data-testid="casino-search-empty">
            {t('web.search.notFound')}
          </p>
        )}
        {view === 'error' && (
          <p className="games-search__empty" role="alert">
            {t('common:errors.somethingWentWrong')}
          </p>
        )}
        {view === 'results' && (
          <>
            <ResultList games={state.results} onChoose={choose} focusFrom={focusFrom} onFocused={() => setFocusFrom(null)} />
            {state.next !== null && (
              <button type="button" className="button button--small games-search__more" data-testid="casino-search-more" disabled={state.status === 'more'} aria-busy={state.status === 'more'} onClick={loadMore}>
                {t('web.search.loadMore')}
              </button>
            )}
          </>
        )}
        {view === 'start' && (
          <>
            {data?.suggestions && data.suggestions.length > 0 && (
              <>
                <h3 className="games-search__heading">{t('web.search.openGames')}</h3>
                <ResultList games={data.suggestions} onChoose={choose} />
              </>
            )}
            {popular.length > 0 && (
              <>
                <h3 className="games-search__heading">{t('web.search.popular')}</h3>
                <ResultList games={popular} onChoose={choose} />
              </>
            )}
          </>
        )}
      </div>
    </ModalBody>
  );
}

/** Popular slots to start from, fetched once the modal opens (a failure just leaves them out). */
function usePopularGames(): readonly StartGameData[] {
  const environment = useRelayEnvironment();
  const [games, setGames] = useState<readonly StartGameData[]>([]);
  useEffect(() => {
    const subscription = fetchQuery<GamesSearchModalPopularQuery>(environment, popularQuery, { count: 8 }, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (answer) => setGames(answer.popularCasinoGames.map(startGameOf)),
      error: (error: unknown) => console.warn('popular games failed', error),
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return games;
}

interface ResultListProps {
  games: readonly StartGameData[];
  onChoose: (game: StartGameData) => void;
  /** Focus the game at this index once it is listed, then say so (onFocused). */
  focusFrom?: number | null;
  onFocused?: () => void;
}

function ResultList({ games, onChoose, focusFrom = null, onFocused }: ResultListProps) {
  const { t } = useTranslation('casino');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFrom === null || games.length <= focusFrom) return;
    list.current?.querySelectorAll<HTMLButtonElement>('.games-search__result')[focusFrom]?.focus();
    onFocused?.();
  }, [focusFrom, games.length, onFocused]);
  return (
    <ul className="games-search__results" ref={list}>
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className="games-search__result" data-testid="casino-search-result" onClick={() => onChoose(game)}>
            <img src={game.imageUrl} alt="" width={64} height={48} loading="lazy" decoding="async" />
            <span className="games-search__text">
              <span className="games-search__title">{game.title}</span>
              <span className="games-search__provider">
                {game.provider} · {t(`web.kinds.${game.kind}`, { defaultValue: game.kind })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
