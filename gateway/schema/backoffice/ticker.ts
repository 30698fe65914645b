/**
 * The bet ticker on the trading screen (issue 19): the newest accepted bets (`backoffice.betTicker`, so
 * the page starts filled) and each one as the book accepts it (`backofficeBetTicker`, staff with
 * trading.read only). Both filter with the one rule (rules/trading/ticker-flags.ts passesFilter): the REST
 * list on the platform, the stream here on the event's row, so a filtered page never shows a row the
 * list would not.
 */
import { filter as filterOf, pipe } from 'graphql-yoga';
import { mayCall } from '../../../rules/backoffice';
import { passesFilter, type TickerFilter, type TickerFlag } from '../../../rules/trading/ticker-flags';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { AuthError, NotFoundError, ValidationError } from '../../errors';
import { translateError } from '../../i18n';
import { unwrap } from '../../upstream/client';
import { Code } from '../../upstream/error-codes';
import type { components } from '../../upstream/platform-api';
import { Money } from '../account';
import { globalIdOf, idOrNotFound } from '../ids';
import { Backoffice } from './root';
import { PlayerTag } from './players';

type Entry = components['schemas']['BackofficeTickerEntry'];
type Leg = Entry['Legs'][number];

const TickerFlagEnum = builder.enumType('TickerFlag', {
  description: 'Why the ticker flags a bet (rules/trading/ticker-flags.ts; the thresholds are the TICKER_* settings).',
  values: {
    large_stake: { value: 'large_stake', description: "The stake is at or above the large-stake amount of its currency." },
    sharp: { value: 'sharp', description: 'The player is tagged sharp.' },
    late_bet: { value: 'late_bet', description: 'Placed just before the start, or in the last minutes of a live match.' },
    same_event: { value: 'same_event', description: 'Many selections on one event: several tickets of the player on one match within the window, or legs of one ticket on one match.' },
  } as const satisfies Record<TickerFlag, { value: TickerFlag; description: string }>,
});

const BetTickerLeg = builder.objectRef<Leg>('BetTickerLeg').implement({
  description: 'One selection of a ticker bet.',
  fields: (t) => ({
    matchId: t.id({ description: "The match's global id.", resolve: (leg) => globalIdOf('Match', leg.MatchId) }),
    matchName: t.exposeString('MatchName', { description: 'The match, as the ticket recorded it.' }),
    market: t.exposeString('Market', { description: "The market's key." }),
    outcome: t.exposeString('Outcome', { description: 'The outcome, as the player saw it on the slip.' }),
    odds: t.field({ type: 'Decimal', description: 'The decimal odds the leg was taken at.', resolve: (leg) => leg.Odds }),
  }),
});

const BetTickerEntry = builder.objectRef<Entry>('BetTickerEntry').implement({
  description: 'A bet the book accepted, as the trading screen shows it: stake, odds, the player, their tags and the flags.',
  fields: (t) => ({
    id: t.id({ description: "The ticket's global id.", resolve: (e) => globalIdOf('Ticket', e.TicketId) }),
    acceptedAt: t.field({ type: 'DateTime', description: 'When the book accepted it.', resolve: (e) => e.AcceptedAt }),
    placedAt: t.field({ type: 'DateTime', description: 'When the player placed it (a live bet waits for the live delay in between).', resolve: (e) => e.PlacedAt }),
    playerId: t.id({ description: "The player's global id: their back-office profile opens with it.", resolve: (e) => globalIdOf('BackofficePlayer', e.UserId) }),
    playerAccount: t.exposeString('UserId', { description: "The player's account number." }),
    playerName: t.exposeString('UserName', { description: "The player's user name." }),
    betType: t.exposeString('BetType', { description: 'single, combo, system, ifbet, reversebet or teaser.' }),
    stake: t.field({ type: Money, description: 'The whole stake.', resolve: (e) => ({ amount: e.Stake, currency: e.Currency }) }),
    odds: t.field({ type: 'Decimal', description: 'The total odds (potential return over stake).', resolve: (e) => e.Odds }),
    potentialReturn: t.field({ type: Money, description: 'What it returns if it wins.', resolve: (e) => ({ amount: e.PotentialReturn, currency: e.Currency }) }),
    live: t.exposeBoolean('Live', { description: 'Placed on a match in play.' }),
    tags: t.field({ type: [PlayerTag], description: "The player's tags when it was accepted.", resolve: (e) => e.Tags }),
    flags: t.field({ type: [TickerFlagEnum], description: 'Its flags, in a fixed order.', resolve: (e) => e.Flags }),
    legs: t.field({ type: [BetTickerLeg], description: 'Its selections.', resolve: (e) => e.Legs }),
  }),
});

const BetTickerFilter = builder.inputType('BetTickerFilter', {
  description: 'Which bets the ticker shows: every criterion given must hold.',
  fields: (t) => ({
    flag: t.field({ type: TickerFlagEnum, required: false, description: 'Bets with this flag.' }),
    matchId: t.id({ required: false, description: "Bets with a selection on this match (the Match's global id)." }),
    sportId: t.int({ required: false, description: 'Bets with a selection in this sport.' }),
    minStake: t.field({ type: 'Decimal', required: false, description: "At least this stake, in major units of each bet's currency." }),
    player: t.string({ required: false, description: "A player's user name or account number, exactly." }),
    live: t.boolean({ required: false, description: 'Live bets only (true) or prematch only (false).' }),
  }),
});

type FilterInput = typeof BetTickerFilter.$inferInput;

/** The GraphQL filter as the rule reads it (a match's global id to its number). */
function tickerFilterOf(input: FilterInput | null | undefined): TickerFilter {
  if (!input) return {};
  return {
    ...(input.flag ? { flag: input.flag } : {}),
    ...(input.matchId ? { matchId: Number(idOrNotFound(input.matchId, 'Match')) } : {}),
    ...(typeof input.sportId === 'number' ? { sportId: input.sportId } : {}),
    ...(input.minStake ? { minStake: input.minStake } : {}),
    ...(input.player?.trim() ? { player: input.player.trim() } : {}),
    ...(typeof input.live === 'boolean' ? { live: input.live } : {}),
  };
}

builder.objectFields(Backoffice, (t) => ({
  betTicker: t.field({
    type: [BetTickerEntry],
    description: 'The newest accepted bets, newest first (at most 200): the ticker starts with these, then follows backofficeBetTicker.',
    authScopes: { staff: 'trading.read' },
    // A filter the platform refuses (a sport id 0, a negative stake) is a ValidationError naming the field.
    errors: {
      types: [ValidationError, NotFoundError],
      result: { description: 'The newest accepted bets (a list: it cannot stand in the union itself).' },
      dataField: { description: 'The bets, newest first.' },
    },
    args: {
      first: t.arg.int({ required: false, description: 'How many (1–200; default 50).' }),
      filter: t.arg({ type: BetTickerFilter, required: false, description: 'Which bets.' }),
    },
    resolve: async (_root, args, ctx) => {
      const filter = tickerFilterOf(args.filter);
      const query = {
        limit: String(Math.min(Math.max(args.first ?? 50, 1), 200)),
        ...(filter.flag ? { flag: filter.flag } : {}),
        ...(filter.matchId !== undefined ? { matchId: String(filter.matchId) } : {}),
        ...(filter.sportId !== undefined ? { sportId: String(filter.sportId) } : {}),
        ...(filter.minStake ? { minStake: filter.minStake } : {}),
        ...(filter.player ? { player: filter.player } : {}),
        ...(filter.live !== undefined ? { live: filter.live ? ('true' as const) : ('false' as const) } : {}),
      };
      return unwrap(await ctx.platform.GET('/api/backoffice/trading/ticker', { params: { query } }), {
        fieldNames: { matchId: 'filter.matchId', sportId: 'filter.sportId', minStake: 'filter.minStake', player: 'filter.player', flag: 'filter.flag', live: 'filter.live', limit: 'first' },
      }).Entries;
    },
  }),
}));

/** Staff who may read the ticker, else an AuthError (a player's or an anonymous socket has no staff session at all). */
async function tickerReader(ctx: Context): Promise<void> {
  const staff = await ctx.staff();
  if (!staff) throw new AuthError(Code.UNAUTHORIZED, translateError(ctx.lang, Code.UNAUTHORIZED));
  if (!mayCall(staff.Roles, 'trading.read')) throw new AuthError(Code.FORBIDDEN, translateError(ctx.lang, Code.FORBIDDEN));
}

builder.subscriptionFields((t) => ({
  backofficeBetTicker: t.field({
    type: BetTickerEntry,
    description: 'Each bet as the book accepts it (placed, an offer taken, past the live delay), filtered: staff with trading.read on /backoffice/graphql only.',
    // AuthError: not staff with trading.read; NotFoundError: a filter's matchId that is no Match's id.
    errors: { types: [AuthError, NotFoundError] },
    args: { filter: t.arg({ type: BetTickerFilter, required: false, description: 'Which bets.' }) },
    subscribe: async (_root, args, ctx) => {
      await tickerReader(ctx);
      const filter = tickerFilterOf(args.filter);
      return pipe(
        ctx.pubsub.subscribe('trading.ticket.accepted'),
        filterOf(({ entry }) =>
          passesFilter(filter, {
            flags: entry.Flags,
            matchIds: entry.Legs.map((leg) => leg.MatchId),
            sportIds: entry.Legs.map((leg) => leg.SportId),
            stake: entry.Stake,
            userId: entry.UserId,
            userName: entry.UserName,
            live: entry.Live,
          }),
        ),
      );
    },
    // Answered from the event alone: a burst of bets costs the platform no call per bet.
    resolve: (event) => event.entry,
  }),
}));
