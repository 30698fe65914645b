/**
 * The catalogue the providers offer: ≥ 3,100 slots and ≥ 777 live games (the site's own claim, seed
 * 000 §1) plus table and virtual games, generated from word lists by a seeded PRNG so every database
 * gets the same games with the same ids. Pure: seed.ts inserts it.
 */
import { BLACKJACK_RTP } from '../../rules/casino/blackjack';
import { KENO_RTP } from '../../rules/casino/keno';
import { ROULETTE_RTP } from '../../rules/casino/roulette';
import { SLOT_VARIANTS, theoreticalRtp } from '../../rules/casino/slot';
import { mulberry32 } from '../feed/simulator/random';
import type { Insertable } from 'kysely';
import type { CasinoTables, GameEngine, GameKind } from './schema';

/**
 * A game as the catalogue offers it: a casino_games row in the table's own shape (schema.ts), so the
 * seed inserts it as it is; only the id (its place in the list) and updated_at are the database's.
 */
export type CatalogueGame = Omit<Insertable<CasinoTables['casino_games']>, 'id' | 'updated_at'>;

export const CATEGORY_CODES = ['popular', 'new', 'jackpot', 'megaways', 'classic', 'fruit', 'bonus-buy', 'roulette', 'blackjack', 'virtual', 'lotto'] as const;

const bp = (rtp: number) => Math.round(rtp * 10_000);

/**
 * Return to player per engine variant, in basis points, taken from the engines themselves (rules/casino
 * derives each figure; the RTP tests hold the engines to it), so the catalogue never advertises a
 * figure the game server does not pay.
 */
export function rtpBasisPoints(): Readonly<Record<string, number>> {
  return {
    ...Object.fromEntries(SLOT_VARIANTS.map((variant) => [`slot/${variant}`, bp(theoreticalRtp(variant).rtp)])),
    'roulette/european': bp(ROULETTE_RTP),
    'blackjack/classic': bp(BLACKJACK_RTP),
    'keno/classic': bp(KENO_RTP),
  };
}

/** Currencies the games play in; a player's other currency falls back to EUR (seed 000). */
const FIAT = ['EUR', 'USD', 'SEK', 'CAD'];
const EURO_DOLLAR = ['EUR', 'USD'];

/** How the games spread over the providers of providers.ts, per kind. */
const SPREAD: Record<GameKind, [string, number][]> = {
  slot: [
    ['softswiss', 1900],
    ['pragmatic', 300],
    ['habanero', 150],
    ['endorphina', 120],
    ['egt', 160],
    ['amusnet', 160],
    ['pateplay', 100],
    ['openbox', 80],
    ['sevenmojos', 80],
    ['leap', 100],
  ],
  live: [
    ['softswiss', 420],
    ['pragmatic', 220],
    ['sevenmojos', 160],
  ],
  table: [
    ['softswiss', 30],
    ['pragmatic', 20],
    ['habanero', 10],
    ['egt', 10],
    ['amusnet', 10],
    ['openbox', 10],
    ['sevenmojos', 10],
    ['leap', 10],
    ['rocket', 10],
  ],
  virtual: [
    ['leap', 20],
    ['goldenrace', 20],
  ],
};

const STUDIO_FIRST = ['amber', 'blue', 'copper', 'crimson', 'silver', 'golden', 'iron', 'jade', 'lunar', 'north'];
const STUDIO_SECOND = ['fox', 'owl', 'forge', 'arcade', 'reels', 'peak', 'harbor', 'spark'];

/** SoftSwiss aggregates about 80 studios (seed 002 §9), each with a gameProvider code. */
export const STUDIOS: readonly { code: string; name: string }[] = STUDIO_FIRST.flatMap((first) =>
  STUDIO_SECOND.map((second) => ({ code: `${first}${second}`, name: `${capitalize(first)} ${capitalize(second)}` })),
);
export const STUDIO_NAME = new Map(STUDIOS.map((studio) => [studio.code, studio.name]));

const ADJECTIVES = [
  'Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Hidden', 'Ancient', 'Electric', 'Sweet', 'Savage', 'Silent',
  'Cosmic', 'Dancing', 'Fiery', 'Shining', 'Stormy', 'Crystal', 'Emerald', 'Neon', 'Thunder', 'Velvet', 'Midnight', 'Burning',
  'Sacred', 'Jolly', 'Mighty', 'Secret', 'Twisted', 'Raging', 'Sunny', 'Magic', 'Diamond', 'Ruby', 'Pirate', 'Viking', 'Samurai',
  'Aztec', 'Egyptian',
];
const NOUNS = [
  'Pharaoh', 'Dragon', 'Tiger', 'Phoenix', 'Fortune', 'Treasure', 'Jungle', 'Empire', 'Temple', 'Galaxy', 'Ocean', 'Volcano',
  'Wolf', 'Buffalo', 'Eagle', 'Panda', 'Lion', 'Unicorn', 'Kraken', 'Wizard', 'Goddess', 'Knight', 'Queen', 'King', 'Genie',
  'Mermaid', 'Leprechaun', 'Cowboy', 'Ninja', 'Rocket', 'Carnival', 'Fiesta', 'Safari', 'Nugget', 'Crown', 'Scarab', 'Mummy',
  'Cherries', 'Lemons', 'Melons', 'Grapes', 'Plums', 'Fruits', 'Sevens', 'Bells', 'Bars', 'Stars', 'Gems', 'Coins', 'Candy',
];
const FRUITY = new Set(['Cherries', 'Lemons', 'Melons', 'Grapes', 'Plums', 'Fruits']);
const CLASSIC = new Set(['Sevens', 'Bells', 'Bars', 'Stars', 'Crown']);
const PLACES = ['Olympus', 'Atlantis', 'Valhalla', 'Asgard', 'Babylon', 'Avalon', 'Eldorado', 'the Nile', 'the Amazon', 'Persia', 'Camelot', 'Troy'];
const SUFFIXES = ['Megaways', 'Deluxe', 'Hold and Win', 'Extreme', 'Gold', 'Xmas', 'Rising', 'Reloaded', '1000', 'Power Reels'];
const LIVE_BRANDS = ['Speed', 'VIP', 'Lightning', 'Grand', 'Auto', 'Salon', 'Diamond', 'Infinite', 'Immersive', 'Velvet', 'Nordic', 'Italian', 'German', 'Golden', 'Classic', 'Turbo'];
const TABLE_STYLES = ['European', 'Classic', 'Premium', 'Multihand', 'Single Deck', 'Pro', 'Mini', 'Royal', 'Double Ball', 'Zoom'];

function capitalize(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The feed simulator's seeded mulberry32: the catalogue must be the same on every machine, never Math.random. */
export function seededRandom(seed: number) {
  const { next, pick, chance } = mulberry32(seed);
  return { next, int: (maxExclusive: number) => Math.floor(next() * maxExclusive), pick, chance };
}

export const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const RELEASE_FROM = Date.UTC(2015, 0, 1);
const RELEASE_TO = Date.UTC(2026, 4, 31);
/** Games released in the last 120 days of the catalogue are "new". */
const NEW_FROM = RELEASE_TO - 120 * 86_400_000;
const POPULAR_TOP = 300;

/** What drawing a game decides; generateCatalogue adds its keys, rank, currencies, RTP and release date. */
type Draft = Pick<CatalogueGame, 'provider' | 'kind' | 'title' | 'engine' | 'variant' | 'studio' | 'categories' | 'has_demo'> & { jackpot: boolean };

function slotTitle(random: ReturnType<typeof seededRandom>): { title: string; noun: string; suffix: string | null } {
  const noun = random.pick(NOUNS);
  const pattern = random.int(4);
  const suffix = pattern === 2 ? random.pick(SUFFIXES) : null;
  const title =
    pattern === 0
      ? `${random.pick(ADJECTIVES)} ${noun}`
      : pattern === 1
        ? `${noun} of ${random.pick(PLACES)}`
        : pattern === 2
          ? `${random.pick(ADJECTIVES)} ${noun} ${suffix}`
          : `${noun} ${random.pick(['Riches', 'Rush', 'Quest', 'Legends', 'Bonanza', 'Spins', 'Party', 'Blitz', 'Hunt', 'Madness'])}`;
  return { title, noun, suffix };
}

function draftSlot(random: ReturnType<typeof seededRandom>, provider: string, titles: Set<string>): Draft {
  let drawn = slotTitle(random);
  for (let attempt = 0; titles.has(drawn.title); attempt++) {
    // The word lists give some 30,000 titles; past a few collisions a numbered sequel is fine.
    drawn = attempt < 5 ? slotTitle(random) : { ...drawn, title: `${drawn.title} ${attempt - 3}` };
  }
  titles.add(drawn.title);
  const variant = random.pick(['low', 'medium', 'medium', 'high']);
  const categories: string[] = [];
  if (drawn.suffix === 'Megaways') categories.push('megaways');
  if (FRUITY.has(drawn.noun)) categories.push('fruit');
  if (CLASSIC.has(drawn.noun) || (FRUITY.has(drawn.noun) && variant === 'low')) categories.push('classic');
  if (random.chance(0.15)) categories.push('bonus-buy');
  const jackpot = drawn.suffix === 'Hold and Win' || random.chance(0.05);
  if (jackpot) categories.push('jackpot');
  return {
    provider,
    kind: 'slot',
    title: drawn.title,
    engine: 'slot',
    variant,
    studio: provider === 'softswiss' ? random.pick(STUDIOS).code : null,
    categories,
    has_demo: random.next() > 0.02,
    jackpot,
  };
}

function draftTable(random: ReturnType<typeof seededRandom>, provider: string, kind: 'live' | 'table' | 'virtual', n: number, tables: Map<string, number>): Draft {
  const engine: GameEngine = kind === 'virtual' || n % 2 === 0 ? 'roulette' : 'blackjack';
  const game = engine === 'roulette' ? 'Roulette' : 'Blackjack';
  const base =
    kind === 'live'
      ? `${random.pick(LIVE_BRANDS)} ${game}`
      : kind === 'virtual'
        ? `${random.pick(['Virtual', 'Spin2Win', 'Instant', 'Turbo Spin', 'Rapid'])} Roulette`
        : `${random.pick(TABLE_STYLES)} ${game}`;
  // Tables of one name are numbered, as a studio numbers its tables: "VIP Blackjack 3".
  const number = (tables.get(base) ?? 0) + 1;
  tables.set(base, number);
  const title = `${base} ${number}`;
  return {
    provider,
    kind,
    title,
    engine,
    variant: engine === 'roulette' ? 'european' : 'classic',
    studio: provider === 'softswiss' ? random.pick(STUDIOS).code : null,
    categories: [kind === 'virtual' ? 'virtual' : game.toLowerCase()],
    // A live table has a dealer and real players: there is nothing to play for free.
    has_demo: kind !== 'live',
    jackpot: false,
  };
}

let cached: CatalogueGame[] | null = null;

/** The whole catalogue, in id order (the first row gets id 1). */
export function generateCatalogue(): CatalogueGame[] {
  if (cached) return cached;
  const random = seededRandom(7_0007);
  const rtp = rtpBasisPoints();
  const titles = new Set<string>();
  const tables = new Map<string, number>();
  const drafts: Draft[] = [];
  for (const kind of ['slot', 'live', 'table', 'virtual'] as const) {
    for (const [provider, count] of SPREAD[kind]) {
      for (let n = 0; n < count; n++) drafts.push(kind === 'slot' ? draftSlot(random, provider, titles) : draftTable(random, provider, kind, n, tables));
    }
  }
  // Popularity: a seeded shuffle of ranks 1..n.
  const ranks = drafts.map((_, index) => index + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }
  // Seed 002 §9: exactly one game is "not working"; a slot well down the ranking, so no list starts with a hole.
  const excludedIndex = drafts.findIndex((draft, index) => draft.kind === 'slot' && ranks[index]! > 1000 && draft.has_demo);
  const keys = new Map<string, number>();
  cached = drafts.map((draft, index) => {
    const released = RELEASE_FROM + random.int(Math.floor((RELEASE_TO - RELEASE_FROM) / 86_400_000)) * 86_400_000;
    const popularity = ranks[index]!;
    const categories = [...draft.categories];
    if (popularity <= POPULAR_TOP) categories.unshift('popular');
    if (released >= NEW_FROM) categories.push('new');
    const base = slugify(draft.title);
    const sequence = (keys.get(`${draft.provider}:${base}`) ?? 0) + 1;
    keys.set(`${draft.provider}:${base}`, sequence);
    return {
      ...draft,
      provider_game_key: sequence === 1 ? base.replace(/-/g, '_') : `${base.replace(/-/g, '_')}_${sequence}`,
      // Seed 002 §9: slugs in the form name-number.
      slug: `${base}-${index + 1}`,
      categories,
      currencies: random.chance(0.1) ? EURO_DOLLAR : FIAT,
      popularity,
      rtp_bp: rtp[`${draft.engine}/${draft.variant}`]!,
      excluded: index === excludedIndex,
      released_at: new Date(released).toISOString().slice(0, 10),
    };
  });
  cached = [...cached, ...kenoGames(drafts.length)];
  return cached;
}

/**
 * Keno (issue 24: the history's LottoHistory tab): a few number draws of our own game server, category
 * lotto. Appended after every generated game and drawn from nothing random, so every earlier game keeps
 * its id, rank and dates.
 */
const KENO_TITLES = ['Keno 80', 'Lucky Keno', 'Turbo Keno', 'Golden Keno', 'Keno Deluxe'];

function kenoGames(before: number): CatalogueGame[] {
  return KENO_TITLES.map((title, i) => {
    const key = slugify(title);
    return {
      provider: 'softswiss',
      kind: 'table',
      title,
      engine: 'keno',
      variant: 'classic',
      studio: null,
      categories: ['lotto'],
      has_demo: true,
      jackpot: false,
      provider_game_key: key.replace(/-/g, '_'),
      slug: `${key}-${before + i + 1}`,
      currencies: FIAT,
      popularity: before + i + 1,
      rtp_bp: bp(KENO_RTP),
      excluded: false,
      released_at: '2025-11-01',
    };
  });
}
