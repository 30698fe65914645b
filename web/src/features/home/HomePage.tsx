import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useHref, useLanguage } from '../shell/useLanguage';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';

export const homePageQuery = graphql`
  query HomePageQuery {
    clientConfig {
      defaultCurrency
    }
  }
`;

/** Seed 000 §1: the marketing claims, with amounts formatted in the visitor's language. */
export default function HomePage() {
  const queryRef = useLoaderData() as PreloadedQuery<HomePageQuery> | undefined;
  return queryRef?.kind === 'PreloadedQuery' ? <PreloadedHome queryRef={queryRef} /> : <LazyHome />;
}

function PreloadedHome({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  return <Home data={usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef)} />;
}

function LazyHome() {
  return <Home data={useLazyLoadQuery<HomePageQuery>(homePageQuery, {}, { fetchPolicy: 'store-or-network' })} />;
}

function Home({ data }: { data: HomePageQuery['response'] }) {
  const { t } = useTranslation();
  const href = useHref();
  const lang = useLanguage();
  const money = (amount: number) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: data.clientConfig.defaultCurrency, maximumFractionDigits: 0 }).format(amount);
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
          <Link className="button button--primary button--large" to={href('register')}>
            {t('home.cta')}
          </Link>
          <Link className="button button--ghost button--large" to={href('promotions')}>
            {t('home.secondaryCta')}
          </Link>
        </div>
      </section>
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
