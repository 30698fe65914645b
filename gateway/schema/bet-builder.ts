/**
 * The bet builder's quote (issue 23): legs of one match priced together by the platform's model fitted to
 * that match's prices (platform/sportsbook/builder). The platform decides the price and every refusal;
 * a refusal is a BetError whose code says which (BUILDER_IMPOSSIBLE, BUILDER_UNSUPPORTED_MARKET,
 * BUILDER_DIFFERENT_MATCHES…) and whose message is already in the request language.
 */
import { builder } from '../builder';
import { BetError } from '../errors';
import { type Payload, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { betRefusals, oddNumberOf } from './betting';
import { globalIdOf } from './ids';
import { Match } from './sportsbook';

type QuoteShape = Payload<components['schemas']['BetBuilderQuoteResponse']>;

const BetBuilderQuote = builder.objectRef<QuoteShape>('BetBuilderQuote').implement({
  description: "A bet builder's price: the joint chance that every leg wins under a score model fitted to the match's own prices, with the operator's bet-builder margin.",
  fields: (t) => ({
    price: t.exposeString('Price', { description: 'The decimal odds offered, e.g. "4.35".' }),
    probability: t.exposeFloat('Probability', { description: 'The fair probability of the builder (1 / fair price), before margin.' }),
    margin: t.exposeFloat('Margin', { description: 'The bet-builder margin in the price, a fraction (0.12 for 12 %).' }),
    legs: t.idList({ description: 'The Odd ids priced, in the order given.', resolve: (quote) => quote.Legs.map((id) => globalIdOf('Odd', id)) }),
    merged: t.idList({
      description: 'Odd ids left out because a priced leg implies them (double chance 1X with the home win): they change nothing.',
      resolve: (quote) => quote.Merged.map((id) => globalIdOf('Odd', id)),
    }),
    match: t.field({
      type: Match,
      nullable: true,
      description: 'The match of the legs; null once it left the book.',
      resolve: (quote, _args, ctx) => Match.getDataloader(ctx).load(String(quote.MatchId)).catch(() => null),
    }),
  }),
});

builder.queryFields((t) => ({
  betBuilderQuote: t.field({
    type: BetBuilderQuote,
    description: 'Price a bet builder: Odd ids of one soccer match before kick-off (at most 12), or a BetError saying why not.',
    args: { legs: t.arg.idList({ required: true, description: 'The Odd ids (Odd.id) of the legs.' }) },
    errors: { types: [BetError], union: { description: 'What Query.betBuilderQuote answers: the price or a BetError.' } },
    resolve: async (_root, { legs }, ctx) => unwrap(await ctx.platform.POST('/api/betbuilder/quote', { body: { Legs: legs.map(oddNumberOf) } }), betRefusals),
  }),
}));
