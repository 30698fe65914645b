import { Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { NavLink, useParams } from 'react-router-dom';
import '../../styles/casino.css';
import { useModal } from '../modals/ModalContext';
import { useHref, useLanguage } from '../shell/useLanguage';
import { useRouteHandle } from '../shell/useRouteHandle';
import { useCategoryLabel } from './games';
import { useJackpotWins } from './jackpots';
import { JackpotTicker } from './JackpotTicker';
import { categoryTabs, listingOf, lobbyVariables, sectionPath, storedProvider, storeProvider, type CasinoSection } from './lobby';
import { LobbyGames } from './LobbyGames';
import { useCatalogueChanges } from './useCatalogueChanges';
import { GridSkeleton, PlayerGames } from './PlayerGames';
import type { CasinoPageQuery } from './__generated__/CasinoPageQuery.graphql';

export const casinoPageQuery = graphql`
  query CasinoPageQuery($lobbyKind: CasinoGameKind!, $kind: CasinoGameKind!, $category: String, $provider: String, $count: Int!, $withGames: Boolean!) {
    lobby: casinoLobby(kind: $lobbyKind) {
      totalCount
      categories {
        code
        gameCount
      }
    }
    kindLobby: casinoLobby(kind: $kind) {
      providers {
        code
        name
        gameCount
      }
    }
    ...LobbyGames_query @include(if: $withGames) @arguments(kind: $kind, category: $category, provider: $provider, count: $count) @alias(as: "games")
  }
`;

/** The page a route shows: the casino (slots, table and virtual games) or the live casino. */
export const sectionOf = (titleKey: string): CasinoSection => (titleKey === 'liveCasino' ? 'live' : 'casino');

/**
 * /{lang}/casino/:category and /{lang}/live-casino/:category (seed 000 §2, seed 002 §9): the jackpots,
 * the game search, category tabs (with the player's favourites and recent games), a provider filter
 * and the virtualized grid of games.
 */
export default function CasinoPage({ lobby }: { lobby: PreloadedQuery<CasinoPageQuery> }) {
  const { t } = useTranslation(['casino', 'meta']);
  const { titleKey } = useRouteHandle();
  const section = sectionOf(titleKey);
  const { open } = useModal();
  useJackpotWins();
  return (
    <section className="page casino-page" data-testid="casino-page" data-section={section}>
      <div className="casino-page__head">
        <h1>{t(`meta:routes.${titleKey}.title`)}</h1>
        <button type="button" className="button casino-page__search" data-testid="casino-search-open" onClick={() => open('gamesSearchModal')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          {t('web.search.open')}
        </button>
      </div>
      <Suspense fallback={<div className="jackpot-ticker jackpot-ticker--loading skeleton" aria-hidden="true" />}>
        <JackpotTicker />
      </Suspense>
      {/* A new page (casino ↔ live casino) starts with its own stored provider filter. */}
      <Lobby key={section} section={section} prepared={lobby} />
    </section>
  );
}

function Lobby({ section, prepared }: { section: CasinoSection; prepared: PreloadedQuery<CasinoPageQuery> }) {
  const { category } = useParams();
  const [provider, setProvider] = useState(() => storedProvider(section));
  const [filtering, startTransition] = useTransition();
  // The route prepared the category with the stored provider; another provider loads it again here.
  const [query, load] = useQueryLoader<CasinoPageQuery>(casinoPageQuery, prepared);
  const choose = (next: string | null) => {
    storeProvider(section, next);
    // The grid on screen stays while the filtered one loads.
    startTransition(() => {
      setProvider(next);
      load(lobbyVariables(section, category, next));
    });
  };
  // The back office changed the lobby: the same list and counts, read again (the grid stays meanwhile).
  useCatalogueChanges(() => startTransition(() => load(lobbyVariables(section, category, provider), { fetchPolicy: 'network-only' })));
  return (
    <Suspense fallback={<GridSkeleton />}>
      <LobbyContent section={section} category={category} query={query ?? prepared} provider={provider} onProvider={choose} filtering={filtering} />
    </Suspense>
  );
}

function LobbyContent({
  section,
  category,
  query,
  provider,
  onProvider,
  filtering,
}: {
  section: CasinoSection;
  category: string | undefined;
  query: PreloadedQuery<CasinoPageQuery>;
  provider: string | null;
  onProvider: (provider: string | null) => void;
  filtering: boolean;
}) {
  const { t } = useTranslation('casino');
  const href = useHref();
  const lang = useLanguage();
  const label = useCategoryLabel();
  const listing = listingOf(section, category);
  const data = usePreloadedQuery<CasinoPageQuery>(casinoPageQuery, query);
  const tabs = categoryTabs(section, data.lobby.categories, category);
  const counts = new Map(data.lobby.categories.map((entry) => [entry.code, entry.gameCount]));
  const number = new Intl.NumberFormat(lang);
  const tabLabel = (code: string) => (code === 'all' || code === 'table' || code === 'virtual' ? t(`web.tabs.${section}.${code}`) : label(code));
  return (
    <>
      <nav className="tabs tabs--links casino-tabs" aria-label={t('web.tabs.label')} data-testid="casino-categories">
        {tabs.map((code) => (
          <NavLink key={code} to={href(`${sectionPath(section)}/${code}`)} className="tabs__tab" data-category={code}>
            {tabLabel(code)}
            {counts.has(code) && <span className="casino-tabs__count">{number.format(counts.get(code)!)}</span>}
          </NavLink>
        ))}
      </nav>
      <div className="casino-filters">
        <label className="casino-filters__provider">
          <span>{t('web.providers.label')}</span>
          <select className="input" value={provider ?? ''} onChange={(event) => onProvider(event.target.value || null)} data-testid="casino-provider">
            <option value="">{t('web.providers.all')}</option>
            {data.kindLobby.providers.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {t('web.providers.option', { name: entry.name, games: number.format(entry.gameCount) })}
              </option>
            ))}
            {/* A stored filter whose provider has no games of this kind still shows as chosen. */}
            {provider && !data.kindLobby.providers.some((entry) => entry.code === provider) && <option value={provider}>{provider}</option>}
          </select>
        </label>
        {filtering && <span className="spinner" aria-label={t('web.loading')} />}
      </div>
      {listing.list === 'games'
        ? data.games && <LobbyGames query={data.games} label={tabLabel(category ?? 'all')} />
        : <PlayerGames list={listing.list} kinds={listing.kinds} provider={provider} label={tabLabel(listing.list)} />}
    </>
  );
}
