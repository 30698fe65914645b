import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useModal } from '../modals/ModalContext';
import { favouriteGames } from './gameLists';
import { providerLabel, startGameOf, useGameList } from './games';
import type { GameCard_game$key } from './__generated__/GameCard_game.graphql';

const fragment = graphql`
  fragment GameCard_game on CasinoGame {
    id
    title
    imageUrl
    hasDemo
    hasJackpot
    kind
    studio
    launchError
    status
    provider {
      name
    }
    ...games_startGame
  }
`;

/**
 * A game in the lobby grid: its generated artwork, title and provider, and the favourite star (kept in
 * local storage, seed 001 §9). Choosing it opens casinoStartGameModal (seed 000 §2).
 */
export const GameCard = memo(function GameCard({ game }: { game: GameCard_game$key }) {
  const data = useFragment(fragment, game);
  const { t } = useTranslation('casino');
  const { open } = useModal();
  const favourite = useGameList(favouriteGames).includes(data.id);
  const provider = providerLabel(data);
  const unavailable = data.status !== 'AVAILABLE';
  return (
    <article className={unavailable ? 'game-card game-card--unavailable' : 'game-card'} data-testid="game-card" data-game-id={data.id} data-status={data.status}>
      <button type="button" className="game-card__open" onClick={() => open('casinoStartGameModal', { game: startGameOf(data) })}>
        <span className="game-card__art">
          {/* The title is read next to it: the artwork itself says nothing more. */}
          <img src={data.imageUrl} alt="" width={320} height={240} loading="lazy" decoding="async" />
          {unavailable ? (
            <span className="game-card__badge game-card__badge--unavailable">{t('web.card.unavailable')}</span>
          ) : (
            data.hasJackpot && <span className="game-card__badge">{t('web.card.jackpot')}</span>
          )}
        </span>
        <span className="game-card__title">{data.title}</span>
        <span className="game-card__provider">{provider}</span>
      </button>
      <button
        type="button"
        className="game-card__star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'web.card.unfavourite' : 'web.card.favourite', { title: data.title })}
        data-testid="game-favourite"
        onClick={() => favouriteGames.toggle(data.id)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
        </svg>
      </button>
    </article>
  );
});

/** Holds a card's place while its page of games loads. */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <span className="game-card__art skeleton" />
      <span className="skeleton game-card__line" />
    </div>
  );
}
