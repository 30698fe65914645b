/**
 * The casino lobby as the back office changes it (issue 18): add a game, retire one, mark one not
 * working (and back), switch a provider off and on, set a jackpot pool's seed. Each change is one
 * transaction with its audit entry (before/after); a lobby change also bumps the catalogue version (every
 * process's in-memory catalogue reloads at its next read) and emits casino.catalogue.changed, so open
 * lobbies read their list again.
 */
import { sql } from 'kysely';
import type { CATALOGUE_CHANGES } from '../../events/catalogue';
import type { Db } from '../../db/connection';
import type { Tx } from '../../db/transaction';
import { DomainError } from '../../http/errors';
import { t } from '../../i18n';
import { formatMinor, toMinor } from '../../money';
import type { SupportedLanguage } from '../../reference/data';
import { audited } from '../../staff/audit';
import type { Actor } from '../../staff/guard';
import { CATEGORY_CODES, rtpBasisPoints, slugify, STUDIO_NAME } from '../../casino/catalogue';
import { casinoError } from '../../casino/errors';
import { bumpCatalogue, catalogueIndex, statusOf, type IndexedGame } from '../../casino/games';
import { setSeed } from '../../casino/jackpots';
import { PROVIDER_BY_CODE } from '../../casino/providers';
import type { GameEngine, GameKind } from '../../casino/schema';

/** The currencies a game may play in (catalogue.ts); EUR is every game's fallback (seed 000), so every game has it. */
export const GAME_CURRENCIES = ['EUR', 'USD', 'SEK', 'CAD'] as const;
/** A seed above this (in minor units) is a typo, not a marketing decision: 10 million in the pool's currency. */
const SEED_MAX_MINOR = 1_000_000_000n;

export interface NewGame {
  Provider: string;
  Kind: GameKind;
  Title: string;
  Engine: GameEngine;
  Variant: string;
  Studio?: string | null | undefined;
  Categories: string[];
  Currencies: string[];
  HasDemo: boolean;
  HasJackpot: boolean;
}

type Change = (typeof CATALOGUE_CHANGES)[number];

const invalid = (lang: SupportedLanguage, field: string, key: string): DomainError => {
  const message = t(lang, `backoffice-casino:errors.${key}`);
  return new DomainError(400, 'VALIDATION', message, { [field]: message });
};

/** What a new game must satisfy beyond its shape: a provider that launches, an engine variant we pay by, a studio only at the aggregator. */
function checkNewGame(game: NewGame, lang: SupportedLanguage): void {
  const provider = PROVIDER_BY_CODE.get(game.Provider);
  if (!provider?.launch) throw invalid(lang, 'Provider', 'providerUnknown');
  if (!slugify(game.Title)) throw invalid(lang, 'Title', 'titleInvalid');
  // The catalogue advertises only the RTP its engine pays (rules/casino): a variant without one is refused.
  const slot = game.Kind === 'slot';
  if (slot !== (game.Engine === 'slot') || rtpBasisPoints()[`${game.Engine}/${game.Variant}`] === undefined) throw invalid(lang, 'Variant', 'engineInvalid');
  if (game.Studio != null && (game.Provider !== 'softswiss' || !STUDIO_NAME.has(game.Studio))) throw invalid(lang, 'Studio', 'studioInvalid');
  if (game.Kind === 'live' && game.HasDemo) throw invalid(lang, 'HasDemo', 'liveDemo');
  if (!game.Currencies.includes('EUR')) throw invalid(lang, 'Currencies', 'eurRequired');
}

/** The provider's key for a new title: the title's slug, numbered when the provider has that key already. */
async function freeKey(tx: Tx, provider: string, title: string): Promise<string> {
  const base = slugify(title).replace(/-/g, '_');
  const taken = new Set(
    (await tx.trx.selectFrom('casino_games').select('provider_game_key').where('provider', '=', provider).where('provider_game_key', 'like', `${base}%`).execute()).map((row) => row.provider_game_key),
  );
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  return key;
}

const changed = async (tx: Tx, db: Db, change: Change, gameIds: number[], provider: string | null) => {
  await bumpCatalogue(tx, db);
  tx.emit({ topic: 'casino.catalogue.changed', payload: { change, gameIds, provider } });
};

/** Adds a game to the lobby: the least played (last by popularity), released today, so also "new". */
export async function addGame(db: Db, actor: Actor, lang: SupportedLanguage, game: NewGame): Promise<number> {
  checkNewGame(game, lang);
  return audited(db, actor, 'casino.manage', async (tx) => {
    const id = Number((await sql<{ id: string }>`select nextval(pg_get_serial_sequence('casino_games', 'id'))::text as id`.execute(tx.trx)).rows[0]!.id);
    const last = await tx.trx.selectFrom('casino_games').select((eb) => eb.fn.max('popularity').as('popularity')).executeTakeFirst();
    const categories = [...new Set([...game.Categories, ...(game.HasJackpot ? ['jackpot'] : []), 'new'])].filter((code) => (CATEGORY_CODES as readonly string[]).includes(code));
    const row = {
      id,
      provider: game.Provider,
      provider_game_key: await freeKey(tx, game.Provider, game.Title),
      // Seed 002 §9: slugs in the form name-number.
      slug: `${slugify(game.Title)}-${id}`,
      title: game.Title,
      kind: game.Kind,
      engine: game.Engine,
      variant: game.Variant,
      studio: game.Studio ?? null,
      categories,
      currencies: GAME_CURRENCIES.filter((currency) => game.Currencies.includes(currency)),
      popularity: (last?.popularity ?? 0) + 1,
      has_demo: game.HasDemo,
      rtp_bp: rtpBasisPoints()[`${game.Engine}/${game.Variant}`]!,
      jackpot: game.HasJackpot,
      released_at: sql<string>`current_date`,
    };
    await tx.trx.insertInto('casino_games').values(row).execute();
    await changed(tx, db, 'added', [id], null);
    const { released_at: _released, ...after } = row;
    return { result: id, audit: { targetType: 'casino_game', targetId: id, before: null, after } };
  });
}

/** The game under lock, or GAME_NOT_FOUND; a retired game refuses every further change. */
async function lockedGame(tx: Tx, id: number, lang: SupportedLanguage) {
  const row = await tx.trx.selectFrom('casino_games').select(['id', 'title', 'provider', 'excluded', 'retired_at']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw casinoError(lang, 'GAME_NOT_FOUND');
  if (row.retired_at) throw casinoError(lang, 'GAME_RETIRED');
  return row;
}

const providersOff = async (tx: Tx) => new Set((await tx.trx.selectFrom('casino_providers').select('code').where('enabled', '=', false).execute()).map((p) => p.code));

/** Retires a game: it leaves every list and search at once; its rounds and wins still name it. */
export async function retireGame(db: Db, actor: Actor, lang: SupportedLanguage, id: number, reason: string | undefined): Promise<void> {
  await audited(db, actor, 'casino.manage', async (tx) => {
    const game = await lockedGame(tx, id, lang);
    const before = statusOf(game, await providersOff(tx));
    await tx.trx.updateTable('casino_games').set({ retired_at: sql<Date>`now()` }).where('id', '=', id).execute();
    await changed(tx, db, 'retired', [id], null);
    return { result: undefined, audit: { targetType: 'casino_game', targetId: id, before: { Title: game.title, Status: before }, after: { Title: game.title, Status: 'retired' }, reason: reason ?? null } };
  });
}

/** Marks a game not working (listed, shown unavailable, refused at launch) or working again. */
export async function setGameWorking(db: Db, actor: Actor, lang: SupportedLanguage, id: number, working: boolean, reason: string | undefined): Promise<void> {
  await audited(db, actor, 'casino.manage', async (tx) => {
    const game = await lockedGame(tx, id, lang);
    await tx.trx.updateTable('casino_games').set({ excluded: !working }).where('id', '=', id).execute();
    await changed(tx, db, working ? 'working' : 'not_working', [id], null);
    return { result: undefined, audit: { targetType: 'casino_game', targetId: id, before: { Title: game.title, Working: !game.excluded }, after: { Title: game.title, Working: working }, reason: reason ?? null } };
  });
}

/** Switches a provider off (its games leave every list and search, its launches are refused) or on again. */
export async function switchProvider(db: Db, actor: Actor, code: string, enabled: boolean, reason: string | undefined): Promise<void> {
  await audited(db, actor, 'casino.manage', async (tx) => {
    const before = (await tx.trx.selectFrom('casino_providers').select('enabled').where('code', '=', code).forUpdate().executeTakeFirst())?.enabled ?? true;
    await tx.trx
      .insertInto('casino_providers')
      .values({ code, enabled })
      .onConflict((oc) => oc.column('code').doUpdateSet({ enabled, updated_at: sql<Date>`now()` }))
      .execute();
    await changed(tx, db, enabled ? 'provider_on' : 'provider_off', [], code);
    return { result: undefined, audit: { targetType: 'casino_provider', targetId: code, before: { Enabled: before }, after: { Enabled: enabled }, reason: reason ?? null } };
  });
}

/** Sets a jackpot pool's seed (a decimal in the pool's currency): what the pool restarts from after its next win. */
export async function setJackpotSeed(db: Db, actor: Actor, lang: SupportedLanguage, poolId: number, seed: string): Promise<void> {
  await audited(db, actor, 'jackpots.seed', async (tx) => {
    const currency = (await tx.trx.selectFrom('jackpot_pools').select('currency').where('id', '=', poolId).executeTakeFirst())?.currency;
    if (!currency) throw casinoError(lang, 'JACKPOT_NOT_FOUND');
    const amount = toMinor(seed, currency);
    if (amount === null || amount <= 0n || amount > SEED_MAX_MINOR) throw invalid(lang, 'Seed', 'seedInvalid');
    const pool = (await setSeed(tx, poolId, amount))!;
    return {
      result: undefined,
      audit: { targetType: 'jackpot_pool', targetId: poolId, before: { Seed: formatMinor(pool.before, currency), Currency: currency }, after: { Seed: formatMinor(amount, currency), Currency: currency } },
    };
  });
}

export interface GameQuery {
  search?: string | undefined;
  provider?: string | undefined;
  status?: IndexedGame['status'] | undefined;
}

/** The back office's game list: every game, retired ones too, most popular first, filtered. */
export async function backofficeGames(db: Db, query: GameQuery): Promise<IndexedGame[]> {
  const term = query.search?.trim().toLowerCase();
  return (await catalogueIndex(db)).all.filter(
    (game) => (!term || game.haystack.includes(term) || String(game.row.id) === term) && (!query.provider || game.row.provider === query.provider) && (!query.status || game.status === query.status),
  );
}
