/**
 * The trading desk's controls in the back office (issue 19): the sports and a match's markets with their
 * suspensions, overrides and max stakes, and the acts: suspend or reopen a sport, a match or a market,
 * override or release a market's prices or margin, set or lift a market's max stake in a currency. The platform decides, applies and audits each (platform/trading).
 */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { AuthError, BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { type Refusals, unwrap } from '../../upstream/client';
import { idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

type Schemas = components['schemas'];

const refusals: Refusals = { fieldNames: { Reason: 'reason', MaxStake: 'maxStake', Currency: 'currency', Id: 'target', Prices: 'prices', Margin: 'margin' } };

const TradingSuspensionScope = builder.enumType('TradingSuspensionScope', {
  description: 'What a suspension covers.',
  values: { sport: { description: 'A whole sport.' }, match: { description: 'A whole match.' }, market: { description: 'One market.' } } as const,
});

const TradingSuspension = builder.objectRef<NonNullable<Schemas['TradingSuspension']>>('TradingSuspension').implement({
  description: 'A suspension by the desk, with who set it, when and why.',
  fields: (t) => ({
    scope: t.field({ type: TradingSuspensionScope, description: 'What it covers.', resolve: (s) => s.Scope }),
    sportId: t.exposeInt('SportId', { description: 'The sport (of the match or market).' }),
    matchId: t.globalID({ nullable: true, description: 'The match (null for a whole sport).', resolve: (s) => (s.MatchId === null ? null : { type: 'Match', id: s.MatchId }) }),
    marketId: t.globalID({ nullable: true, description: 'The market (for a market).', resolve: (s) => (s.MarketId === null ? null : { type: 'Market', id: s.MarketId }) }),
    reason: t.exposeString('Reason', { description: 'Why.' }),
    suspendedBy: t.exposeString('StaffUserName', { description: 'The trader.' }),
    suspendedAt: t.field({ type: 'DateTime', description: 'When.', resolve: (s) => s.CreatedDate }),
  }),
});

const TradingSport = builder.objectRef<Schemas['TradingSport']>('TradingSport').implement({
  description: 'A sport we carry, with its suspension by the desk if any.',
  fields: (t) => ({
    sportId: t.exposeInt('Id', { description: "The sport's id." }),
    name: t.exposeString('Name', { description: 'Its name.' }),
    suspension: t.field({ type: TradingSuspension, nullable: true, description: 'Suspended by the desk: by whom and why; null when open.', resolve: (s) => s.Suspension }),
  }),
});

const TradingOdd = builder.objectRef<Schemas['TradingOdd']>('TradingOdd').implement({
  description: 'An outcome of a controlled market, as players see it now.',
  fields: (t) => ({
    oddId: t.globalID({ description: 'The odd.', resolve: (o) => ({ type: 'Odd', id: o.Id }) }),
    key: t.exposeString('Key', { description: 'The outcome, e.g. "home": what a price override names.' }),
    title: t.exposeString('Title', { description: 'Its title.' }),
    price: t.exposeFloat('Price', { nullable: true, description: 'Decimal odds; null while not offered.' }),
    isSuspended: t.exposeBoolean('IsSuspended', { description: 'Not bettable now (by the feed or the desk).' }),
  }),
});

const TradingOverridePrice = builder.objectRef<{ outcomeKey: string; price: number }>('TradingOverridePrice').implement({
  description: "A trader's price for one outcome.",
  fields: (t) => ({ outcomeKey: t.exposeString('outcomeKey', { description: 'The outcome, e.g. "home".' }), price: t.exposeFloat('price', { description: 'Decimal odds.' }) }),
});

const TradingMaxStake = builder.objectRef<Schemas['TradingMaxStake']>('TradingMaxStake').implement({
  description: "The desk's max stake of a market in one currency.",
  fields: (t) => ({
    currency: t.exposeString('Currency', { description: 'The currency.' }),
    maxStake: t.field({ type: 'Decimal', description: 'Major units.', resolve: (m) => m.MaxStake }),
  }),
});

const TradingPriceMode = builder.enumType('TradingPriceMode', {
  description: "How a trader's override lives with the feed.",
  values: {
    fixed: { description: 'Kept until released.' },
    offset: { description: "Follows the feed: for prices, the distance from the feed's price is kept and its later moves apply on top; for a margin, its later moves are re-priced at it." },
  } as const,
});

const TradingPriceOverride = builder.objectRef<Schemas['TradingPriceOverride']>('TradingPriceOverride').implement({
  description: "A trader's override of a market: its prices per outcome, or its margin.",
  fields: (t) => ({
    mode: t.field({ type: TradingPriceMode, description: 'Fixed or following the feed.', resolve: (o) => o.Mode }),
    margin: t.field({ type: 'Decimal', nullable: true, description: 'The margin in percent, e.g. 5.00, for a margin override; null for prices.', resolve: (o) => o.Margin }),
    prices: t.field({
      type: [TradingOverridePrice],
      description: "The trader's prices per outcome (empty for a margin).",
      resolve: (o) => Object.entries(o.Prices).map(([outcomeKey, price]) => ({ outcomeKey, price })),
    }),
    reason: t.exposeString('Reason', { description: 'Why.' }),
    overriddenBy: t.exposeString('StaffUserName', { description: 'The trader.' }),
    overriddenAt: t.field({ type: 'DateTime', description: 'When.', resolve: (o) => o.CreatedDate }),
  }),
});

const TradingControlledMarket = builder.objectRef<Schemas['TradingControlledMarket']>('TradingControlledMarket').implement({
  description: 'A market of a match with the desk\'s controls on it.',
  fields: (t) => ({
    marketId: t.globalID({ description: 'The market.', resolve: (m) => ({ type: 'Market', id: m.Id }) }),
    key: t.exposeString('Key', { description: 'Stable within the match, e.g. "match/1x2".' }),
    type: t.exposeString('Type', { description: 'The kind of market.' }),
    line: t.exposeFloat('Line', { nullable: true, description: 'Its line, if any.' }),
    feedSuspended: t.exposeBoolean('FeedSuspended', { description: 'The feed has it suspended (bet stop, after a score).' }),
    deskSuspended: t.exposeBoolean('DeskSuspended', { description: 'The desk suspended it, its match or its sport.' }),
    odds: t.field({ type: [TradingOdd], description: 'Its outcomes.', resolve: (m) => m.Odds }),
    maxStakes: t.field({ type: [TradingMaxStake], description: "The desk's max stakes, per currency.", resolve: (m) => m.MaxStakes }),
    override: t.field({ type: TradingPriceOverride, nullable: true, description: "The trader's override of its prices or margin; null: the feed's.", resolve: (m) => m.Override }),
  }),
});

const TradingMatchControls = builder.objectRef<Schemas['TradingMatchControls']>('TradingMatchControls').implement({
  description: "A match's markets as the desk controls them.",
  fields: (t) => ({
    matchId: t.globalID({ description: 'The match.', resolve: (m) => ({ type: 'Match', id: m.Id }) }),
    name: t.exposeString('Name', { description: 'Its name.' }),
    sportId: t.exposeInt('SportId', { description: 'Its sport.' }),
    status: t.exposeString('Status', { description: 'not_started, live, ended, cancelled or postponed.' }),
    markets: t.field({ type: [TradingControlledMarket], description: 'Its markets.', resolve: (m) => m.Markets }),
    suspensions: t.field({ type: [TradingSuspension], description: "The suspensions in force on it (its sport's, its own, its markets').", resolve: (m) => m.Suspensions }),
    stakeCurrencies: t.exposeStringList('StakeCurrencies', { description: "The currencies a market's max stake may be set in (the book's)." }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  tradingSports: t.field({
    type: [TradingSport],
    description: 'The sports, each with its suspension by the desk if any.',
    authScopes: { staff: 'trading.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/trading/sports'), refusals).Sports,
  }),
  tradingMatchControls: t.field({
    type: TradingMatchControls,
    description: "A match's markets with the desk's suspensions and max stakes.",
    authScopes: { staff: 'trading.read' },
    errors: { types: [NotFoundError] },
    args: { matchId: t.arg.id({ required: true, description: 'The match.' }) },
    resolve: async (_root, { matchId }, ctx) =>
      unwrap(await ctx.platform.GET('/api/backoffice/trading/matches/{id}/controls', { params: { path: { id: idOrNotFound(matchId, 'Match') } } }), refusals).Match,
  }),
}));

const changeErrors = { types: [AuthError, ValidationError, BackofficeError, NotFoundError] };

const SetTradingSuspensionInput = builder.inputType('SetTradingSuspensionInput', {
  description: 'Suspend or reopen exactly one of: a sport, a match, a market.',
  fields: (t) => ({
    sportId: t.int({ description: 'A whole sport.' }),
    matchId: t.id({ description: 'A whole match.' }),
    marketId: t.id({ description: 'One market.' }),
    suspended: t.boolean({ required: true, description: 'true suspends, false reopens.' }),
    reason: t.string({ required: true, description: 'Why (to the audit log).' }),
  }),
});

const SetMarketMaxStakeInput = builder.inputType('SetMarketMaxStakeInput', {
  description: "A market's max stake in one currency.",
  fields: (t) => ({
    marketId: t.id({ required: true, description: 'The market.' }),
    currency: t.string({ required: true, description: 'The currency, e.g. EUR.' }),
    maxStake: t.field({ type: 'Decimal', description: 'Major units; null or absent lifts it.' }),
    reason: t.string({ required: true, description: 'Why (to the audit log).' }),
  }),
});

const TradingChange = builder.objectRef<{ suspended: boolean }>('TradingSuspensionChange').implement({
  description: 'What a suspension change left.',
  fields: (t) => ({ suspended: t.exposeBoolean('suspended', { description: 'Suspended now.' }) }),
});

const TradingMaxStakeChange = builder.objectRef<{ maxStake: string | null }>('TradingMaxStakeChange').implement({
  description: 'What a max stake change left.',
  fields: (t) => ({ maxStake: t.field({ type: 'Decimal', nullable: true, description: 'The max stake now; null when lifted.', resolve: (c) => c.maxStake }) }),
});

const TradingOutcomePriceInput = builder.inputType('TradingOutcomePriceInput', {
  description: "A trader's price for one outcome of a market.",
  fields: (t) => ({
    outcomeKey: t.string({ required: true, description: 'The outcome, e.g. "home".' }),
    price: t.string({ required: true, description: 'Decimal odds, e.g. "2.10".' }),
  }),
});

const SetMarketPricesInput = builder.inputType('SetMarketPricesInput', {
  description: "A market's prices overridden, or (mode absent) released to the feed's.",
  fields: (t) => ({
    marketId: t.id({ required: true, description: 'The market.' }),
    mode: t.field({ type: TradingPriceMode, description: 'fixed or offset; absent releases the override.' }),
    prices: t.field({ type: [TradingOutcomePriceInput], description: 'The outcomes repriced.' }),
    reason: t.string({ required: true, description: 'Why (to the audit log).' }),
  }),
});

const SetMarketMarginInput = builder.inputType('SetMarketMarginInput', {
  description: "A market's margin set (its prices re-derived from the feed's at it), or (mode absent) its override released.",
  fields: (t) => ({
    marketId: t.id({ required: true, description: 'The market.' }),
    mode: t.field({ type: TradingPriceMode, description: 'fixed or offset (follow the feed); absent releases the override.' }),
    margin: t.string({ description: 'Percent, 2 to 25, e.g. "5" or "4.50".' }),
    reason: t.string({ required: true, description: 'Why (to the audit log).' }),
  }),
});

const TradingMarginChange = builder.objectRef<{ margin: string | null }>('TradingMarginChange').implement({
  description: 'What a margin change left.',
  fields: (t) => ({ margin: t.field({ type: 'Decimal', nullable: true, description: 'The margin now in percent; null when released.', resolve: (c) => c.margin }) }),
});

const TradingPricesChange = builder.objectRef<{ overridden: boolean }>('TradingPricesChange').implement({
  description: 'What a price override change left.',
  fields: (t) => ({ overridden: t.exposeBoolean('overridden', { description: 'The market carries trader prices now.' }) }),
});

builder.objectFields(BackofficeMutation, (t) => ({
  setMarketPrices: t.field({
    type: TradingPricesChange,
    description: "Overrides a market's prices per outcome (fixed or offset), or releases them: every reader (pages, odds events, slip, placement, cash-out) sees the result at once.",
    authScopes: { staff: 'trading.control' },
    errors: changeErrors,
    args: { input: t.arg({ type: SetMarketPricesInput, required: true, description: 'The market, prices and why.' }) },
    resolve: async (_root, { input }, ctx) => {
      const body = { Mode: input.mode ?? null, Prices: Object.fromEntries((input.prices ?? []).map((price) => [price.outcomeKey, price.price])), Reason: input.reason };
      const answer = unwrap(await ctx.platform.PUT('/api/backoffice/trading/markets/{id}/prices', { params: { path: { id: idOrNotFound(input.marketId, 'Market') } }, body }), refusals);
      return { overridden: answer.Prices !== null };
    },
  }),
  setMarketMargin: t.field({
    type: TradingMarginChange,
    description: "Sets a market's margin, replacing any price override, or releases its override: every reader (pages, odds events, slip, placement, cash-out) sees the result at once.",
    authScopes: { staff: 'trading.control' },
    errors: changeErrors,
    args: { input: t.arg({ type: SetMarketMarginInput, required: true, description: 'The market, margin and why.' }) },
    resolve: async (_root, { input }, ctx) => {
      const body = { Mode: input.mode ?? null, Margin: input.margin ?? null, Reason: input.reason };
      const answer = unwrap(await ctx.platform.PUT('/api/backoffice/trading/markets/{id}/margin', { params: { path: { id: idOrNotFound(input.marketId, 'Market') } }, body }), refusals);
      return { margin: answer.Margin };
    },
  }),
  setTradingSuspension: t.field({
    type: TradingChange,
    description: 'Suspends or reopens a sport, a match or a market: bets on it are refused at once with SELECTION_SUSPENDED, cash-out too; open pages and slips update.',
    authScopes: { staff: 'trading.control' },
    errors: changeErrors,
    args: { input: t.arg({ type: SetTradingSuspensionInput, required: true, description: 'What and why.' }) },
    resolve: async (_root, { input }, ctx) => {
      const given = [input.sportId, input.matchId, input.marketId].filter((value) => value !== null && value !== undefined);
      // Not exactly one target: an empty Id, which the platform refuses as bad input in the caller's language.
      const [Scope, Id] =
        given.length !== 1
          ? (['sport', ''] as const)
          : input.sportId !== null && input.sportId !== undefined
            ? (['sport', String(input.sportId)] as const)
            : input.matchId
              ? (['match', idOrNotFound(input.matchId, 'Match')] as const)
              : (['market', idOrNotFound(input.marketId!, 'Market')] as const);
      const body = { Scope, Id, Suspended: input.suspended, Reason: input.reason };
      return { suspended: unwrap(await ctx.platform.POST('/api/backoffice/trading/suspensions', { body }), refusals).Suspended };
    },
  }),
  setMarketMaxStake: t.field({
    type: TradingMaxStakeChange,
    description: "Sets or lifts a market's max stake in a currency: the max bet becomes the smaller of the operator's and the market's.",
    authScopes: { staff: 'trading.control' },
    errors: changeErrors,
    args: { input: t.arg({ type: SetMarketMaxStakeInput, required: true, description: 'The market, amount and why.' }) },
    resolve: async (_root, { input }, ctx) => {
      const body = { Currency: input.currency as Schemas['BackofficeTradingMaxStakeRequest']['Currency'], MaxStake: input.maxStake ?? null, Reason: input.reason };
      const answer = unwrap(await ctx.platform.PUT('/api/backoffice/trading/markets/{id}/max-stake', { params: { path: { id: idOrNotFound(input.marketId, 'Market') } }, body }), refusals);
      return { maxStake: answer.MaxStake };
    },
  }),
}));
