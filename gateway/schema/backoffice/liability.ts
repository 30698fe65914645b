/**
 * The trading desk's liability screen in the back office (issue 19): the open matches by worst case, one
 * match's markets with the liability on each outcome, and that match live. The platform keeps the book
 * (platform/trading); this module maps it and coalesces its change events for the screen.
 */
import { builder } from '../../builder';
import type { Context } from '../../context';
import { unwrap } from '../../upstream/client';
import type { components } from '../../upstream/platform-api';
import { listeningNow } from '../../pubsub';
import { Money } from '../account';
import { globalIdOf, rawIdOf } from '../ids';
import { Backoffice, BackofficeMutation } from './root';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { idOrNotFound } from '../ids';

type Schemas = components['schemas'];
type DetailShape = Schemas['TradingMatchDetail'];

const money = (amount: string, currency: string) => ({ amount, currency });

const TradingMatchFigures = builder.objectRef<Schemas['TradingMatchFigures']>('TradingMatchFigures').implement({
  description: "A match's liability in one currency (currencies are never added together).",
  fields: (t) => ({
    worstCase: t.field({ type: Money, description: 'The largest amount the book pays if any one outcome of the match wins.', resolve: (f) => money(f.WorstCase, f.Currency) }),
    stakes: t.field({ type: Money, description: 'The stakes on its outcomes (a ticket with two legs on the match counts on both).', resolve: (f) => money(f.Stakes, f.Currency) }),
    tickets: t.exposeInt('Tickets', { description: 'Open tickets on its outcomes, counted per outcome.' }),
  }),
});

const TradingMatch = builder.objectRef<Schemas['TradingMatch']>('TradingMatch').implement({
  description: 'An open match that holds liability.',
  fields: (t) => ({
    matchId: t.id({ description: 'The match (Match node id).', resolve: (m) => globalIdOf('Match', m.MatchId) }),
    name: t.exposeString('Name', { description: 'Home v away.' }),
    status: t.exposeString('Status', { description: 'not_started or live.' }),
    startsAt: t.field({ type: 'DateTime', description: 'Kick-off.', resolve: (m) => m.StartsAt }),
    liability: t.field({ type: [TradingMatchFigures], description: 'Per currency, worst first.', resolve: (m) => m.Liability }),
  }),
});

const TradingOutcomeLiability = builder.objectRef<Schemas['TradingOutcomeLiability']>('TradingOutcomeLiability').implement({
  description: "One outcome's liability in one currency.",
  fields: (t) => ({
    payout: t.field({ type: Money, description: 'What the book pays if this outcome wins (a combo: its return with its other open legs won).', resolve: (l) => money(l.Payout, l.Currency) }),
    stakes: t.field({ type: Money, description: 'The stakes the book keeps if it loses.', resolve: (l) => money(l.Stakes, l.Currency) }),
    tickets: t.exposeInt('Tickets', { description: 'Open tickets on it.' }),
  }),
});

const TradingOutcome = builder.objectRef<Schemas['TradingOutcome']>('TradingOutcome').implement({
  description: 'An outcome of a market as priced now, with its liability.',
  fields: (t) => ({
    oddId: t.id({ description: 'The outcome (Odd node id).', resolve: (o) => globalIdOf('Odd', o.OddId) }),
    title: t.exposeString('Title', { description: 'Its name.' }),
    price: t.float({ nullable: true, description: 'Decimal odds now; null while it is not priced.', resolve: (o) => o.Price }),
    suspended: t.exposeBoolean('IsSuspended', { description: 'Not open for bets now.' }),
    liability: t.field({ type: [TradingOutcomeLiability], description: 'Per currency; empty when nothing is at risk on it.', resolve: (o) => o.Liability }),
  }),
});

const TradingMarketLimits = builder.objectRef<NonNullable<Schemas['TradingMarketLimits']>>('TradingMarketLimits').implement({
  description: "A trader's limits on a market, counted on its liability in one currency.",
  fields: (t) => ({
    maxLiability: t.field({ type: Money, nullable: true, description: "An outcome's payout may not go above it; null: no maximum.", resolve: (l) => (l.MaxLiability === null ? null : money(l.MaxLiability, l.Currency)) }),
    autoSuspendAt: t.field({ type: Money, nullable: true, description: 'The placement that takes an outcome to it suspends the market; null: none.', resolve: (l) => (l.AutoSuspendAt === null ? null : money(l.AutoSuspendAt, l.Currency)) }),
    suspended: t.exposeBoolean('Suspended', { description: "Its threshold suspended it (a suspension of the desk's kind, set by the system) until a trader reopens it." }),
  }),
});

const TradingMarket = builder.objectRef<Schemas['TradingMarket']>('TradingMarket').implement({
  description: "A market of the match's book.",
  fields: (t) => ({
    key: t.exposeString('Key', { description: 'The market key, e.g. match/1x2.' }),
    line: t.float({ nullable: true, description: 'Its handicap or total line.', resolve: (m) => m.Line }),
    suspended: t.exposeBoolean('IsSuspended', { description: 'Not open for bets now.' }),
    limits: t.field({ type: TradingMarketLimits, nullable: true, description: "The trader's limits; null when it has none.", resolve: (m) => m.Limits }),
    outcomes: t.field({ type: [TradingOutcome], description: 'Its outcomes.', resolve: (m) => m.Outcomes }),
  }),
});

const TradingUnlistedOutcome = builder.objectRef<Schemas['TradingUnlistedOutcome']>('TradingUnlistedOutcome').implement({
  description: 'An outcome the feed no longer lists that still holds liability.',
  fields: (t) => ({
    oddId: t.id({ description: 'The outcome (Odd node id).', resolve: (o) => globalIdOf('Odd', o.OddId) }),
    marketKey: t.exposeString('MarketKey', { description: 'Its market key.' }),
    liability: t.field({ type: [TradingOutcomeLiability], description: 'Per currency.', resolve: (o) => o.Liability }),
  }),
});

const TradingMatchDetail = builder.objectRef<DetailShape>('TradingMatchDetail').implement({
  description: "One match on the trading screen: its markets, prices and liability per outcome.",
  fields: (t) => ({
    id: t.id({ description: "The trading view's own id: the screen's store updates it in place from the subscription.", resolve: (m) => globalIdOf('TradingMatch', m.MatchId) }),
    matchId: t.id({ description: 'The match (Match node id).', resolve: (m) => globalIdOf('Match', m.MatchId) }),
    name: t.exposeString('Name', { description: 'Home v away.' }),
    status: t.exposeString('Status', { description: 'not_started, live, ended, cancelled or postponed.' }),
    startsAt: t.field({ type: 'DateTime', description: 'Kick-off.', resolve: (m) => m.StartsAt }),
    markets: t.field({ type: [TradingMarket], description: 'Its markets as the feed prices them now.', resolve: (m) => m.Markets }),
    unlisted: t.field({ type: [TradingUnlistedOutcome], description: 'Outcomes still owed on that the feed no longer lists.', resolve: (m) => m.Unlisted }),
  }),
});

/** The match as the platform answers it; null for no such match (or an id that is not a Match's). */
async function matchDetail(ctx: Context, id: string): Promise<DetailShape | null> {
  const raw = rawIdOf(id, 'Match');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const answer = await ctx.platform.GET('/api/backoffice/trading/matches/{matchId}', { params: { path: { matchId: Number(raw) } } });
  if (answer.response.status === 404) return null;
  return unwrap(answer).Match;
}

/**
 * How long the screen's update waits for more changes to the same match: every placement, cash-out and
 * settlement batch is an event, and a busy match must cost the screen one read per window, not one per
 * bet. Well inside the 1 s the issue allows between a change and the screen.
 */
export const COALESCE_MS = 250;

/** The match once now, then once after each burst of its liability events (coalesced over COALESCE_MS). */
async function* liveMatch(ctx: Context, id: string, matchId: number): AsyncGenerator<DetailShape | null> {
  const events = listeningNow(ctx.pubsub.subscribe('trading.liability.changed'));
  try {
    yield await matchDetail(ctx, id);
    let pending: Promise<IteratorResult<{ matchId: number }>> | null = null;
    for (;;) {
      const next = await (pending ?? events.next());
      pending = null;
      if (next.done) return;
      if (next.value.matchId !== matchId) continue;
      // Swallow the burst: further events within the window change nothing but the read's timing.
      const deadline = Date.now() + COALESCE_MS;
      for (;;) {
        pending = events.next();
        const left = deadline - Date.now();
        if (left <= 0) break;
        const more = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
        if (more === null) break;
        pending = null;
        if (more.done) return;
      }
      yield await matchDetail(ctx, id);
    }
  } finally {
    await events.return?.();
  }
}

builder.objectFields(Backoffice, (t) => ({
  tradingMatches: t.field({
    type: [TradingMatch],
    description: 'Open matches that hold liability, worst case first (at most 100).',
    authScopes: { staff: 'trading.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/trading/matches')).Matches,
  }),
  tradingMatch: t.field({
    type: TradingMatchDetail,
    nullable: true,
    description: 'One match with its markets, prices and liability per outcome; null when there is no such match.',
    authScopes: { staff: 'trading.read' },
    args: { matchId: t.arg.id({ required: true, description: 'The match (Match node id).' }) },
    resolve: (_root, args, ctx) => matchDetail(ctx, String(args.matchId)),
  }),
}));

builder.subscriptionFields((t) => ({
  backofficeTradingMatch: t.field({
    type: TradingMatchDetail,
    nullable: true,
    description: "One match on the trading screen, now and again within a second of each placement, cash-out or settlement that moves its liability (bursts coalesced).",
    authScopes: { staff: 'trading.read' },
    args: { matchId: t.arg.id({ required: true, description: 'The match (Match node id).' }) },
    subscribe: (_root, args, ctx) => {
      const raw = rawIdOf(String(args.matchId), 'Match');
      return liveMatch(ctx, String(args.matchId), raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);
    },
    resolve: (detail) => detail,
  }),
}));

const SetTradingLimitsInput = builder.inputType('SetTradingLimitsInput', {
  description: "A market's liability limits, in one currency.",
  fields: (t) => ({
    matchId: t.id({ required: true, description: 'The match (Match node id).' }),
    marketKey: t.string({ required: true, description: 'The market key, e.g. match/1x2.' }),
    currency: t.string({ required: true, description: 'The currency the limits count liability in.' }),
    // Strings, not Decimal: what a trader typed reaches the platform, whose refusal names the field in their language.
    maxLiability: t.string({ required: false, description: 'Major units, e.g. "500.00"; empty or null: no maximum.' }),
    autoSuspendAt: t.string({ required: false, description: 'Major units; empty or null: no threshold.' }),
    reason: t.string({ required: true, description: 'Why, for the audit log.' }),
  }),
});

const LIMIT_FIELDS = { MaxLiability: 'maxLiability', AutoSuspendAt: 'autoSuspendAt', MarketKey: 'marketKey', Currency: 'currency', Reason: 'reason' };

/** The platform's number of a Match id argument (a NotFoundError for anything else). */
const matchNumber = (id: string | number) => {
  const raw = idOrNotFound(id, 'Match');
  if (!/^\d{1,9}$/.test(raw)) throw new NotFoundError('');
  return Number(raw);
};

builder.objectFields(BackofficeMutation, (t) => ({
  setTradingLimits: t.field({
    type: TradingMatchDetail,
    description: "Sets a market's maximum liability and auto-suspend threshold (a null removes one); audited. The match as it stands after.",
    authScopes: { staff: 'trading.limits' },
    errors: { types: [ValidationError, BackofficeError, NotFoundError] },
    args: { input: t.arg({ type: SetTradingLimitsInput, required: true, description: 'The limits.' }) },
    resolve: async (_root, { input }, ctx) => {
      const matchId = matchNumber(input.matchId);
      unwrap(
        await ctx.platform.PUT('/api/backoffice/trading/matches/{matchId}/limits', {
          params: { path: { matchId } },
          body: { MarketKey: input.marketKey, Currency: input.currency, MaxLiability: input.maxLiability || null, AutoSuspendAt: input.autoSuspendAt || null, Reason: input.reason },
        }),
        { fieldNames: LIMIT_FIELDS },
      );
      return (await matchDetail(ctx, String(input.matchId)))!;
    },
  }),
  reopenTradingMarket: t.field({
    type: TradingMatchDetail,
    description: "Reopens a suspended market, whether its auto-suspend threshold or a trader suspended it (one suspension); audited. The match as it stands after.",
    authScopes: { staff: 'trading.control' },
    errors: { types: [ValidationError, BackofficeError, NotFoundError] },
    args: {
      matchId: t.arg.id({ required: true, description: 'The match (Match node id).' }),
      marketKey: t.arg.string({ required: true, description: 'The market key.' }),
      reason: t.arg.string({ required: true, description: 'Why, for the audit log.' }),
    },
    resolve: async (_root, args, ctx) => {
      const matchId = matchNumber(args.matchId);
      unwrap(await ctx.platform.POST('/api/backoffice/trading/matches/{matchId}/limits/reopen', { params: { path: { matchId } }, body: { MarketKey: args.marketKey, Reason: args.reason } }), { fieldNames: LIMIT_FIELDS });
      return (await matchDetail(ctx, String(args.matchId)))!;
    },
  }),
}));
