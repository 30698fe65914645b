import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatWholeMoney } from '../shell/format';
import { useHref, useLanguage } from '../shell/useLanguage';
import { useViewer } from '../shell/ViewerContext';
import { useLiveEvents, useOddsChanged } from '../sportsbook/feed';
import { MatchRow } from '../sportsbook/match/MatchRow';
import { useSportName } from '../sportsbook/layout/SportsNav';
import type { HomePageQuery, HomePageQuery$data } from './__generated__/HomePageQuery.graphql';
import type { HomePageTournamentQuery } from './__generated__/HomePageTournamentQuery.graphql';

export const homePageQuery = graphql`
  query HomePageQuery {
    clientConfig {
      defaultCurrency
    }
    topMatches(first: 6) {
      id
      live {
        status
      }
      ...MatchRow_match
    }
    mostPopularMatches(first: 6) {
      id
      live {
        status
      }
      ...MatchRow_match
    }
    tournaments(topOnly: true) {
      id
      name
      categoryName
      matchesCount
      sport {
        key
        name
      }
    }
  }
`;

const tournamentQuery = graphql`
  query HomePageTournamentQuery($tournaments: [ID!]) {
    prematchMatches(tournaments: $tournaments, first: 6) {
      edges {
        node {
          id
          ...MatchRow_match
        }
      }
    }
  }
`;

/** Seed 000 §1: the marketing claims, with amounts formatted in the visitor's language; seed 002 §2: top and most-popular matches and tournaments. */
export default function HomePage({ query }: { query: PreloadedQuery<HomePageQuery> }) {
  return <Home data={usePreloadedQuery<HomePageQuery>(homePageQuery, query)} />;
}

function Home({ data }: { data: HomePageQuery['response'] }) {
  const { t } = useTranslation(['common', 'sportsbook']);
  const href = useHref();
  const lang = useLanguage();
  // A player who is signed in already has an account: the hero's first button leads to the deposit instead.
  const signedIn = useViewer() !== null;
  const money = (amount: number) => formatWholeMoney(lang, amount, data.clientConfig.defaultCurrency);
  const number = new Intl.NumberFormat(lang);
  const tiles = [
    { to: 'sport', title: t('home.tiles.sport.title'), text: t('home.tiles.sport.text'), tone: 'green' },
    { to: 'live', title: t('home.tiles.live.title'), text: t('home.tiles.live.text'), tone: 'red' },
    { to: 'casino/all', title: t('home.tiles.casino.title'), text: t('home.tiles.casino.text', { count: number.format(3100) }), tone: 'gold' },
    { to: 'live-casino/all', title: t('home.tiles.liveCasino.title'), text: t('home.tiles.liveCasino.text', { count: number.format(777) }), tone: 'purple' },
    { to: 'esports', title: t('home.tiles.esports.title'), text: t('home.tiles.esports.text'), tone: 'blue' },
    { to: 'promotions', title: t('home.tiles.promotions.title'), text: t('home.tiles.promotions.text', { percent: new Intl.NumberFormat(lang, { style: 'percent' }).format(0.08) }), tone: 'teal' },
  ];
  return (
    <div className="home" data-testid="home-page">
      <section className="hero">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 className="hero__title">{t('home.title')}</h1>
        <p className="hero__text">{t('home.subtitle', { casino: money(1200), sport: money(1200) })}</p>
        <div className="hero__actions">
          <Link className="button button--primary button--large" to={href(signedIn ? 'user/depositAndWithdraw/deposit' : 'register')}>
            {signedIn ? t('home.ctaSignedIn') : t('home.cta')}
          </Link>
          <Link className="button button--ghost button--large" to={href('promotions')}>
            {t('home.secondaryCta')}
          </Link>
        </div>
      </section>
      <HomeMatches data={data} />
      <section className="tiles" aria-label={t('home.tilesLabel')}>
        {tiles.map((tile) => (
          <Link key={tile.to} to={href(tile.to)} className={`tile tile--${tile.tone}`}>
            <h2>{tile.title}</h2>
            <p>{tile.text}</p>
          </Link>
        ))}
      </section>
    </div>
  );
}

/** A match that has ended (since the list was made) has nothing left to bet on. */
const open = <M extends { live: { status: string } }>(matches: readonly M[]) =>
  matches.filter((match) => match.live.status === 'LIVE' || match.live.status === 'NOT_STARTED');

/**
 * Top and most-popular matches with their preview odds, and the top tournaments with a few of their
 * matches. One odds subscription covers every match on screen; live scores come with the live events.
 */
function HomeMatches({ data }: { data: HomePageQuery$data }) {
  const { t } = useTranslation('sportsbook');
  const href = useHref();
  const [tournamentMatches, setTournamentMatches] = useState<readonly string[]>([]);
  const onScreen = useMemo(
    () => [...data.topMatches.map((match) => match.id), ...data.mostPopularMatches.map((match) => match.id), ...tournamentMatches],
    [data.topMatches, data.mostPopularMatches, tournamentMatches],
  );
  useOddsChanged(onScreen);
  useLiveEvents(null, () => {});
  const sections = [
    ['top', t('home.topMatches'), open(data.topMatches)],
    ['popular', t('home.popularMatches'), open(data.mostPopularMatches)],
  ] as const;
  return (
    <>
      {sections.map(([key, title, matches]) =>
        matches.length === 0 ? null : (
          <section key={key} className="home-matches" aria-labelledby={`home-${key}`} data-testid={`home-${key}`}>
            <div className="home-matches__head">
              <h2 id={`home-${key}`}>{title}</h2>
              <Link to={href('prematch')}>{t('home.allMatches')}</Link>
            </div>
            <div className="match-list">
              {matches.map((match) => (
                <MatchRow key={match.id} match={match} />
              ))}
            </div>
          </section>
        ),
      )}
      <TopTournaments tournaments={data.tournaments} onMatches={setTournamentMatches} />
    </>
  );
}

function TopTournaments({ tournaments, onMatches }: { tournaments: HomePageQuery$data['tournaments']; onMatches: (ids: readonly string[]) => void }) {
  const { t } = useTranslation('sportsbook');
  const sportName = useSportName();
  const [selected, setSelected] = useState<string | null>(null);
  const current = tournaments.find((tournament) => tournament.id === selected) ?? tournaments[0];
  if (!current) return null;
  return (
    <section className="home-matches" aria-labelledby="home-tournaments" data-testid="home-tournaments">
      <div className="home-matches__head">
        <h2 id="home-tournaments">{t('home.topTournaments')}</h2>
      </div>
      <div className="chips" role="tablist" aria-label={t('home.topTournaments')}>
        {tournaments.map((tournament) => (
          <button
            key={tournament.id}
            type="button"
            role="tab"
            className="chip"
            aria-selected={tournament.id === current.id}
            title={`${sportName(tournament.sport)} · ${tournament.categoryName}`}
            onClick={() => setSelected(tournament.id)}
          >
            {tournament.name} <span className="chip__count">{tournament.matchesCount}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <Suspense fallback={<div className="list-skeleton" aria-busy="true" />}>
          <TournamentMatches tournament={current.id} onMatches={onMatches} />
        </Suspense>
      </div>
    </section>
  );
}

function TournamentMatches({ tournament, onMatches }: { tournament: string; onMatches: (ids: readonly string[]) => void }) {
  const { t } = useTranslation('sportsbook');
  const data = useLazyLoadQuery<HomePageTournamentQuery>(tournamentQuery, { tournaments: [tournament] }, { fetchPolicy: 'store-or-network' });
  const matches = data.prematchMatches.edges.map((edge) => edge.node);
  const ids = matches.map((match) => match.id).join(',');
  useEffect(() => {
    onMatches(ids ? ids.split(',') : []);
  }, [ids, onMatches]);
  if (matches.length === 0) return <p className="muted">{t('prematch.none')}</p>;
  return (
    <div className="match-list">
      {matches.map((match) => (
        <MatchRow key={match.id} match={match} />
      ))}
    </div>
  );
}
