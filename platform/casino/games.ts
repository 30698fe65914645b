/**
 * The catalogue as every list reads it: held in memory per process (a few thousand rows), reloaded when
 * its version moves. Every back-office change of the catalogue (a game added, retired or marked not
 * working, a provider switched) bumps casino_catalogue.version in its own transaction (bumpCatalogue),
 * and every read compares that one row, so a retired game leaves every process's lists at once, not
 * after a cache's lifetime. A search is a substring scan of precomputed lowercase text, a page a slice of
 * a presorted array: the only query per list is that version check, shared by concurrent reads.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import type { SupportedLanguage } from '../reference/data';
import { STUDIO_NAME } from './catalogue';
import { ART_VERSION } from './art';
import { CASINO_ERROR_CODES, casinoError, casinoMessage, type CasinoErrorCode } from './errors';
import { providerName } from './providers';
import type { CasinoTables, GameKind } from './schema';

export type GameRow = Omit<Selectable<CasinoTables['casino_games']>, 'released_at'> & { released_at: string };

/**
 * Where a game stands for a player, the first that applies: retired (gone from the catalogue), its
 * provider switched off, not working (listed, shown unavailable, refused at launch), or available.
 */
export type GameStatus = 'retired' | 'provider_off' | 'not_working' | 'available';

export interface IndexedGame {
  row: GameRow;
  status: GameStatus;
  /** Lowercase title, studio and provider names: what a search matches. */
  haystack: string;
  titleKey: string;
}

export interface CatalogueIndex {
  /** Every game, retired ones too (a history row or a DataLoader may name one). */
  byId: Map<number, IndexedGame>;
  /** By "provider:provider_game_key": how a provider's launch call names a game. */
  byKey: Map<string, IndexedGame>;
  /** Listed games (not retired, provider on; a not-working one stays, shown unavailable), most popular first. */
  byPopularity: IndexedGame[];
  byTitle: IndexedGame[];
  /** Every game, retired ones too, most popular first: the back office's list. */
  all: IndexedGame[];
  /** Providers switched off in the back office. */
  providersOff: ReadonlySet<string>;
}

interface IndexState {
  index: CatalogueIndex | null;
  version: string;
  pending: Promise<CatalogueIndex> | null;
}
const states = new WeakMap<Db, IndexState>();

const stateOf = (db: Db): IndexState => {
  let state = states.get(db);
  if (!state) states.set(db, (state = { index: null, version: '', pending: null }));
  return state;
};

async function versionOf(db: Db): Promise<string> {
  const result = await sql<{ version: string }>`select version::text as version from casino_catalogue`.execute(db);
  return result.rows[0]?.version ?? '';
}

/**
 * Marks the catalogue changed, inside the transaction that changes it; once it commits, this process's
 * next read starts a fresh version check rather than joining one that began before the commit.
 */
export async function bumpCatalogue(tx: Pick<Tx, 'trx' | 'afterCommit'>, db: Db): Promise<void> {
  await sql`update casino_catalogue set version = version + 1`.execute(tx.trx);
  tx.afterCommit(() => {
    stateOf(db).pending = null;
  });
}

export function statusOf(row: Pick<GameRow, 'retired_at' | 'excluded' | 'provider'>, providersOff: ReadonlySet<string>): GameStatus {
  if (row.retired_at) return 'retired';
  if (providersOff.has(row.provider)) return 'provider_off';
  return row.excluded ? 'not_working' : 'available';
}

async function load(db: Db): Promise<CatalogueIndex> {
  // A date column would come back as a Date at local midnight; its text is the date itself.
  const rows = (await db.selectFrom('casino_games').selectAll().select(sql<string>`released_at::text`.as('released_at')).execute()) as GameRow[];
  const providersOff = new Set((await db.selectFrom('casino_providers').select('code').where('enabled', '=', false).execute()).map((p) => p.code));
  const games = rows.map((row) => ({
    row,
    status: statusOf(row, providersOff),
    haystack: [row.title, row.studio ? (STUDIO_NAME.get(row.studio) ?? row.studio) : '', providerName(row.provider)].join(' ').toLowerCase(),
    titleKey: row.title.toLowerCase(),
  }));
  const all = games.sort((a, b) => a.row.popularity - b.row.popularity || a.row.id - b.row.id);
  const listed = all.filter((game) => game.status === 'available' || game.status === 'not_working');
  return {
    byId: new Map(games.map((game) => [game.row.id, game])),
    byKey: new Map(games.map((game) => [`${game.row.provider}:${game.row.provider_game_key}`, game])),
    byPopularity: listed,
    byTitle: [...listed].sort((a, b) => (a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.row.id - b.row.id)),
    all,
    providersOff,
  };
}

/** The current catalogue of this database. */
export async function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  const current = stateOf(db);
  if (current.pending) return current.pending;
  const run = async (): Promise<CatalogueIndex> => {
    try {
      // Rows are read after the version: a change committed in between is loaded again next time, never missed.
      const version = await versionOf(db);
      if (!current.index || version !== current.version) {
        current.index = await load(db);
        current.version = version;
      }
      return current.index;
    } finally {
      // A commit may have dropped this check already (bumpCatalogue): leave the newer one alone.
      if (current.pending === check) current.pending = null;
    }
  };
  const check = run();
  current.pending = check;
  return check;
}

export interface GameFilter {
  kind?: GameKind;
  category?: string;
  provider?: string;
  /** More than 2 characters (seed 000 §3); shorter is refused before this. */
  search?: string;
  studio?: string;
}

export type GameSort = 'popularity' | 'title';

export function filterGames(index: CatalogueIndex, filter: GameFilter, sort: GameSort = 'popularity'): IndexedGame[] {
  const term = filter.search?.trim().toLowerCase();
  return (sort === 'title' ? index.byTitle : index.byPopularity).filter(
    ({ row, haystack }) =>
      (!filter.kind || row.kind === filter.kind) &&
      (!filter.category || row.categories.includes(filter.category)) &&
      (!filter.provider || row.provider === filter.provider) &&
      (!filter.studio || row.studio === filter.studio) &&
      (!term || haystack.includes(term)),
  );
}

/** Seed 000 §3: a search runs only for more than 2 characters. */
export function checkSearch(search: string | undefined, lang: SupportedLanguage): string | undefined {
  const term = search?.trim();
  if (term === undefined || term === '') return undefined;
  if (term.length <= 2) throw casinoError(lang, 'SEARCH_TOO_SHORT');
  return term;
}

type CursorKey = [number | string, number];
const sortKey = (game: IndexedGame, sort: GameSort): CursorKey => [sort === 'title' ? game.titleKey : game.row.popularity, game.row.id];
const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string, sort: GameSort, lang: SupportedLanguage): CursorKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === 2 && typeof key[0] === (sort === 'title' ? 'string' : 'number') && Number.isInteger(key[1])) return key as CursorKey;
  } catch {}
  throw casinoError(lang, 'INVALID_CURSOR');
}

const after = (a: CursorKey, b: CursorKey) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/**
 * A keyset page: the games after the cursor's (sort key, id). A game added or removed meanwhile
 * neither repeats nor skips another, as an offset would.
 */
export function pageOf(games: IndexedGame[], sort: GameSort, first: number, cursor: string | undefined, lang: SupportedLanguage) {
  let start = 0;
  if (cursor) {
    const key = decodeCursor(cursor, sort, lang);
    start = games.findIndex((game) => after(sortKey(game, sort), key));
    if (start < 0) start = games.length;
  }
  const page = games.slice(start, start + first);
  const last = page.at(-1);
  return { page, endCursor: last ? encodeCursor(sortKey(last, sort)) : null, hasNextPage: start + first < games.length };
}

export interface LaunchErrorNote {
  code: string;
  message: string;
}

/** The latest launch failure per game for this player (seed 002 §3), among the games given. */
export async function launchErrors(db: Db, userId: bigint | null, gameIds: number[]): Promise<Map<number, LaunchErrorNote>> {
  if (userId === null || gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('casino_launch_failures')
    .distinctOn('game_id')
    .select(['game_id', 'code', 'message'])
    .where('user_id', '=', userId)
    .where('game_id', 'in', gameIds)
    .orderBy('game_id')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.game_id, { code: row.code, message: row.message }]));
}

export const imageUrl = (gameId: number) => `/media/casino/${gameId}.svg?v=${ART_VERSION}`;
const rtpOf = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A game as the REST contract answers it; a stored launch failure is answered in the caller's language. */
export function gameView({ row, status }: Pick<IndexedGame, 'row' | 'status'>, lang: SupportedLanguage, failure?: LaunchErrorNote) {
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Kind: row.kind,
    Engine: row.engine,
    Variant: row.variant,
    Provider: row.provider,
    ProviderName: providerName(row.provider),
    GameKey: row.provider_game_key,
    Studio: row.studio,
    StudioName: row.studio ? (STUDIO_NAME.get(row.studio) ?? row.studio) : null,
    Categories: row.categories,
    Currencies: row.currencies,
    ImageUrl: imageUrl(row.id),
    HasDemo: row.has_demo,
    Rtp: rtpOf(row.rtp_bp),
    HasJackpot: row.jackpot,
    Popularity: row.popularity,
    ReleasedAt: row.released_at,
    Status: status,
    LaunchErrorCode: failure?.code ?? null,
    // Stored in the language of the failed launch; answered in today's when the code is ours.
    LaunchError: failure ? (failure.code in CASINO_ERROR_CODES ? casinoMessage(lang, failure.code as CasinoErrorCode) : failure.message) : null,
  };
}

/** Views of games with the player's launch failures: one query for the whole page. */
export async function gameViews(db: Db, games: IndexedGame[], lang: SupportedLanguage, userId: bigint | null) {
  const failures = await launchErrors(
    db,
    userId,
    games.map((game) => game.row.id),
  );
  return games.map((game) => gameView(game, lang, failures.get(game.row.id)));
}

/** The currency a game plays in for a wanted one: it, when the game offers it, else EUR (seed 000). */
export const gameCurrency = (row: Pick<GameRow, 'currencies'>, wanted: string | undefined | null) =>
  wanted && row.currencies.includes(wanted) ? wanted : 'EUR';
