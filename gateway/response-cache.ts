/**
 * The anonymous catalogue cache (issue 20): a visitor's sport lists, prematch, live and match pages,
 * results and the casino lobby and search are the same for every visitor of a language, so the gateway
 * answers them from memory instead of running the operation and its REST calls again. The answer is
 * kept as the bytes sent (a hit neither executes nor serializes anything).
 *
 * What is cached, and only that: a query of the web's persisted set (a known, bounded set of documents;
 * a partner's or a tool's own documents never are) whose root fields are all in CATALOGUE_FIELDS (no
 * viewer, no node(id:) that could name a ticket), sent on the players' endpoint with no player session
 * cookie, no staff cookie and no Authorization header (a partner's key has scopes the cache must not
 * answer for; a signed-in player's answers may hold their own data). Such a request's viewer is null, so
 * whatever it is answered holds nothing of anyone's. The key is the document, its variables, the
 * language (translated names), the accepted media type and the host; the answer is stored only when it
 * has no error.
 *
 * Kept fresh by the platform's events (through the PubSub, so every gateway instance hears them):
 *   odds.changed            → every answer that showed one of its matches (lists, match pages); when
 *                             markets came or went (reshaped: also a new fixture's first book), every
 *                             sportsbook list, which may now show it;
 *   matches.updated         → every answer that showed one of its matches (score, clock, status); when a
 *                             match entered or left a phase (statusChanged), every sportsbook list:
 *                             live and prematch lists, the sports' counts and the results all move;
 *   casino.catalogue.changed → every casino answer (a back-office add, retire, provider on/off).
 * Which matches an answer showed is collected while it runs (tagMatchesOf wraps the resolvers of the
 * types that carry a match), whatever its selection. A TTL (CACHE_TTL_MS) bounds what no event announces
 * (a new fixture, a back-office rename). An answer computed while one of its matches changed is not kept:
 * it may hold the price from before the change (see `changedSince`).
 */
import { defaultFieldResolver, isObjectType, Kind, parse, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Audience } from './context';
import { readCookie, SESSION_COOKIE, STAFF_COOKIE } from './cookies';
import { languageOf } from './i18n';
import type { Metrics } from './metrics';
import { persistedIdOf } from './persisted';
import { requestScope } from '../rules/log';
import type { PubSub } from './pubsub';
import { schema } from './schema/index';

/** The backstop for what no event announces: a new fixture shows up, a renamed tournament reads anew, within this. */
export const CACHE_TTL_MS = 10_000;
/** A single answer larger than this is not kept (a hostile `first:` must not fill the memory with one entry). */
const MAX_ENTRY_CHARS = 1_000_000;
/** All answers together: a hostile stream of distinct variables evicts the oldest, it cannot grow the memory. */
const MAX_TOTAL_CHARS = 64_000_000;
/** Variables longer than this are not a visitor's page: not cached (and not a key to keep). */
const MAX_VARIABLES_CHARS = 2_000;

/** sportsbook: the lists (and results); match: one match's page, made stale through its match alone. */
type Domain = 'sportsbook' | 'match' | 'casino';

/** The root fields a visitor's catalogue pages read, and the domain whose events make each stale. */
export const CATALOGUE_FIELDS: Readonly<Record<string, Domain>> = {
  sports: 'sportsbook',
  mostPopularSports: 'sportsbook',
  categories: 'sportsbook',
  tournaments: 'sportsbook',
  marketTypes: 'sportsbook',
  prematchMatches: 'sportsbook',
  liveMatches: 'sportsbook',
  esportMatches: 'sportsbook',
  topMatches: 'sportsbook',
  mostPopularMatches: 'sportsbook',
  outrights: 'sportsbook',
  schedule: 'sportsbook',
  match: 'match',
  results: 'sportsbook',
  resultTournaments: 'sportsbook',
  matchResult: 'sportsbook',
  casinoGame: 'casino',
  casinoGames: 'casino',
  casinoLobby: 'casino',
  popularCasinoGames: 'casino',
};

/** The types that stand for one match, and where their source object keeps its number. */
const MATCH_CARRIERS: Readonly<Record<string, string>> = { Match: 'ID', Outright: 'ID', LiveInfo: 'MatchID', Odd: 'MatchID', ScheduleEntry: 'ID' };

/** Where a request under way collects the matches its answer shows (on its GraphQL context). */
const SHOWN = Symbol('catalogue cache: matches shown');
type Shown = { [SHOWN]?: Set<number> };

const tagged = new WeakSet<GraphQLSchema>();

/**
 * Wraps every field resolver of the match-carrying types so a request being cached learns which matches
 * its answer holds. Once per schema (the module's schema is shared by every Yoga); a request that is not
 * being cached pays one property read per such field.
 */
function tagMatchesOf(target: GraphQLSchema): void {
  if (tagged.has(target)) return;
  tagged.add(target);
  for (const [typeName, key] of Object.entries(MATCH_CARRIERS)) {
    const type = target.getType(typeName);
    if (!isObjectType(type)) throw new Error(`response cache: ${typeName} is not an object type of the schema`);
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: Shown, info) => {
        const shown = context?.[SHOWN];
        if (shown) shown.add(Number((source as Record<string, unknown>)[key]));
        return resolve(source, args, context, info);
      };
    }
  }
}

interface Entry {
  body: string;
  contentType: string;
  domains: Set<Domain>;
  matches: Set<number>;
  expires: number;
}

/** Which domains a document reads, or null when it is not a catalogue query (a mutation, a viewer field, node(id:) …). */
export function catalogueDomainsOf(document: DocumentNode, operationName: string | null | undefined): Set<Domain> | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query') return null;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const domains = new Set<Domain>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') return true;
        const domain = CATALOGUE_FIELDS[selection.name.value];
        if (domain) domains.add(domain);
        return domain !== undefined;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment) return false;
      if (seen.has(selection.name.value)) return true;
      seen.add(selection.name.value);
      return visit(fragment);
    });
  return visit(operation.selectionSet) && domains.size > 0 ? domains : null;
}

/** A request no one is signed in on: no player or staff session, no partner key. */
export function isAnonymous(request: Request): boolean {
  return !request.headers.has('authorization') && readCookie(request, SESSION_COOKIE) === null && readCookie(request, STAFF_COOKIE) === null;
}

export interface CatalogueCacheOptions {
  persistedOperations: Record<string, string>;
  pubsub: PubSub;
  metrics: Metrics;
  /** How many answers at most (RESPONSE_CACHE_ENTRIES); 0 turns the cache off. */
  maxEntries: number;
  now?: () => number;
}

export function createCatalogueCache({ persistedOperations, pubsub, metrics, maxEntries, now = Date.now }: CatalogueCacheOptions) {
  const entries = new Map<string, Entry>();
  let totalChars = 0;
  /** Per persisted id: the domains it reads, or null (not a catalogue query). Bounded by the persisted set. */
  const verdicts = new Map<string, Set<Domain> | null>();
  /**
   * Invalidations counted, and when each match and domain was last invalidated (by that count), so an
   * answer that ran across a change is not kept. Forgotten after a while: an answer under way longer
   * than ROTATE_MS is not kept either.
   */
  let sequence = 0;
  const ROTATE_MS = 30_000;
  let recent = new Map<string, number>();
  let older = new Map<string, number>();
  let rotated = now();

  const gauge = () => {
    metrics.responseCacheEntries.set(entries.size);
    metrics.responseCacheChars.set(totalChars);
  };
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    totalChars -= entry.body.length;
  };

  function invalidate(matches: Iterable<number>, domains: Iterable<Domain>): void {
    sequence++;
    if (now() - rotated > ROTATE_MS) {
      older = recent;
      recent = new Map();
      rotated = now();
    }
    const matchSet = new Set(matches);
    const domainSet = new Set(domains);
    for (const id of matchSet) recent.set(`m${id}`, sequence);
    for (const domain of domainSet) recent.set(domain, sequence);
    let dropped = 0;
    for (const [key, entry] of entries) {
      if ([...entry.domains].some((d) => domainSet.has(d)) || [...entry.matches].some((id) => matchSet.has(id))) {
        remove(key, entry);
        dropped++;
      }
    }
    if (dropped) metrics.responseCache.inc({ outcome: 'invalidated' }, dropped);
    gauge();
  }

  const lastChange = (tag: string) => recent.get(tag) ?? older.get(tag) ?? 0;
  /** Whether a match or domain of the answer was invalidated after `since` (its start). */
  const changedSince = (since: { sequence: number; at: number }, domains: Set<Domain>, matches: Set<number>) =>
    now() - since.at > ROTATE_MS || [...domains].some((d) => lastChange(d) > since.sequence) || [...matches].some((id) => lastChange(`m${id}`) > since.sequence);

  function store(key: string, entry: Entry): void {
    if (entry.body.length > MAX_ENTRY_CHARS) return;
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    entries.set(key, entry);
    totalChars += entry.body.length;
    // Oldest first (a hit moves its entry to the end): the least recently read go.
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && totalChars <= MAX_TOTAL_CHARS) break;
      remove(oldest, old);
    }
    gauge();
  }

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      remove(key, entry);
      gauge();
      return undefined;
    }
    // Most recently read last.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** The domains of a request's persisted catalogue query, or null when the request is not one. */
  function domainsOf(params: { query?: string; operationName?: string | null; extensions?: Record<string, unknown> }): Set<Domain> | null {
    const id = persistedIdOf(params);
    // A client may send its own document with any id beside it: only the persisted document itself counts.
    if (id === null || params.query === undefined || persistedOperations[id] !== params.query) return null;
    const memo = `${id}\n${params.operationName ?? ''}`;
    if (!verdicts.has(memo)) verdicts.set(memo, catalogueDomainsOf(parse(params.query), params.operationName));
    return verdicts.get(memo)!;
  }

  function follow(): () => void {
    const iterators = [
      pubsub.subscribe('odds.changed')[Symbol.asyncIterator](),
      pubsub.subscribe('matches.updated')[Symbol.asyncIterator](),
      pubsub.subscribe('casino.catalogue.changed')[Symbol.asyncIterator](),
    ] as const;
    void loop(iterators[0], (event) => invalidate(event.matches.map((m) => m.matchId), event.matches.some((m) => m.reshaped) ? ['sportsbook'] : []));
    void loop(iterators[1], (event) => invalidate(event.matches.map((m) => m.matchId), event.matches.some((m) => m.statusChanged) ? ['sportsbook'] : []));
    void loop(iterators[2], () => invalidate([], ['casino']));
    return () => {
      for (const iterator of iterators) void iterator.return?.();
    };
  }

  return {
    lookup,
    store,
    domainsOf,
    invalidate,
    follow,
    begin: () => ({ sequence, at: now() }),
    changedSince,
    expiresAt: () => now() + CACHE_TTL_MS,
    get size() {
      return entries.size;
    },
  };
}

/** Applies each event of a PubSub subscription until it ends. */
async function loop<T>(iterator: AsyncIterator<T>, apply: (event: T) => void): Promise<void> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    apply(next.value);
  }
}

type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/** What a request being cached carries from its parameters to its answer. */
interface Pending {
  key: string;
  domains: Set<Domain>;
  shown: Set<number>;
  since: { sequence: number; at: number };
  hit?: Entry;
}

/** The request's cache key: document, operation, variables, language, accepted media type, host. */
function keyOf(request: Request, params: { query?: string; operationName?: string | null; variables?: unknown }, variables: string): string {
  return [languageOf(request), request.headers.get('accept') ?? '', request.headers.get('host') ?? '', params.operationName ?? '', variables, params.query].join('\n');
}

/**
 * The Yoga plugin: answers a cached anonymous catalogue query before it runs, and keeps the answer of one
 * that ran. Off on the back office's endpoint and with RESPONSE_CACHE_ENTRIES=0.
 */
export function useCatalogueCache(deps: { persistedOperations: Record<string, string>; pubsub: PubSub; metrics: Metrics; config: { responseCacheEntries: number } }, audience: Audience): Plugin {
  if (audience !== 'player' || deps.config.responseCacheEntries === 0) return {};
  tagMatchesOf(schema);
  const cache: CatalogueCache = createCatalogueCache({ ...deps, maxEntries: deps.config.responseCacheEntries });
  const stop = cache.follow();
  const pending = new WeakMap<Request, Pending>();
  return {
    onParams({ request, params, context, setResult }) {
      if (!isAnonymous(request)) return;
      const domains = cache.domainsOf(params);
      if (!domains) return;
      const variables = JSON.stringify(params.variables ?? {});
      if (variables.length > MAX_VARIABLES_CHARS) return;
      const key = keyOf(request, params, variables);
      const hit = cache.lookup(key);
      if (hit) {
        deps.metrics.responseCache.inc({ outcome: 'hit' });
        // The request's log line names the operation, as operationMetrics does for one that runs.
        const scope = requestScope.getStore();
        if (scope && params.operationName) scope.operation = params.operationName;
        pending.set(request, { key, domains, shown: new Set(), since: cache.begin(), hit });
        // Not executed: onResultProcess answers the stored bytes.
        setResult({ data: null });
        return;
      }
      deps.metrics.responseCache.inc({ outcome: 'miss' });
      const shown = new Set<number>();
      (context as Shown)[SHOWN] = shown;
      pending.set(request, { key, domains, shown, since: cache.begin() });
    },
    onResultProcess({ request, result, setResultProcessor }) {
      const state = pending.get(request);
      if (!state) return;
      const { hit } = state;
      if (hit) {
        pending.delete(request);
        // The key holds the Accept header: the media type is the one Yoga chose when it answered this key.
        setResultProcessor((_result, fetchAPI) => new fetchAPI.Response(hit.body, { status: 200, headers: { 'Content-Type': hit.contentType } }), hit.contentType.split(';')[0]!);
        return;
      }
      // Only a clean answer is kept: an error may be an upstream's passing trouble.
      if (Array.isArray(result) || ((result as { errors?: unknown[] }).errors?.length ?? 0) > 0) pending.delete(request);
    },
    async onResponse({ request, response }) {
      const state = pending.get(request);
      if (!state) return;
      pending.delete(request);
      const contentType = response.headers.get('content-type');
      if (response.status !== 200 || !contentType || response.headers.has('set-cookie') || cache.changedSince(state.since, state.domains, state.shown)) return;
      // Only the body and its type are kept: headers (cookies above all) are made afresh for every answer.
      cache.store(state.key, { body: await response.clone().text(), contentType, domains: state.domains, matches: state.shown, expires: cache.expiresAt() });
    },
    onDispose: stop,
  };
}
