/**
 * Bet sharing (issue 23): the owner of a ticket shares it (Mutation.shareTicket: a code), and anyone,
 * signed in or not, opens the code (Query.sharedBet) to load its selections into their own slip at the
 * prices now; the ones no longer available are named with why. The platform decides what a code shows
 * (platform/betting/share.ts: no account, the stake only when its owner shows it) and rate-limits
 * opening per address (SHARE_RATE_LIMITED).
 */
import { builder } from '../builder';
import { AuthError, BetError } from '../errors';
import { unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { Money } from './account';
import { BetType, betRefusals, oddNode } from './betting';
import { rawIdOr } from './ids';
import { Odd } from './sportsbook';
import { Code } from '../upstream/error-codes';

type Schemas = components['schemas'];
type SharedSlipShape = Schemas['BettingSharedSlip'];
type SharedSelectionShape = Schemas['BettingSharedSelection'];

const SharedSelectionState = builder.enumType('SharedSelectionState', {
  description: 'Whether a shared selection can go on a slip now.',
  values: {
    AVAILABLE: { value: 'available', description: 'On offer now, at odds.' },
    SUSPENDED: { value: 'suspended', description: 'Betting on it is stopped for now.' },
    SETTLED: { value: 'settled', description: 'Decided, or its match is over.' },
    REMOVED: { value: 'removed', description: 'No longer in the book.' },
  } as const,
});

const SharedSelection = builder.objectRef<SharedSelectionShape>('SharedSelection').implement({
  description: 'One selection of a shared bet, judged now.',
  fields: (t) => ({
    odd: t.field({ type: Odd, nullable: true, description: 'The odd to put on the slip; null once it is gone from the book.', resolve: (s, _args, ctx) => oddNode(s.OddId, ctx) }),
    matchName: t.exposeString('MatchName', { description: 'Its match, as the ticket names it.' }),
    marketType: t.exposeString('MarketType', { description: 'Its market kind (1x2, total…).' }),
    title: t.exposeString('Title', { description: 'The selection, e.g. "Home".' }),
    line: t.exposeFloat('Line', { nullable: true, description: 'Its line, if the market has one.' }),
    isBanker: t.exposeBoolean('IsBanker', { description: 'A banker of the shared system.' }),
    state: t.field({ type: SharedSelectionState, description: 'AVAILABLE, or why not.', resolve: (s) => s.State }),
    odds: t.exposeString('Odds', { nullable: true, description: 'The decimal price now; null unless available.' }),
  }),
});

const SharedBet = builder.objectRef<SharedSlipShape>('SharedBet').implement({
  description: "A shared bet's selections; nothing of its owner's account.",
  fields: (t) => ({
    betType: t.field({ type: BetType, description: 'The bet type it was placed as.', resolve: (s) => s.BetType }),
    systemSize: t.exposeInt('SystemSize', { nullable: true, description: 'SYSTEM: the size k of k/n.' }),
    stake: t.field({ type: Money, nullable: true, description: 'Only when its owner chose to show it.', resolve: (s) => (s.Stake === null || s.Currency === null ? null : { amount: s.Stake, currency: s.Currency }) }),
    selections: t.field({ type: [SharedSelection], description: 'In the order of the ticket.', resolve: (s) => s.Selections }),
  }),
});

const ShareTicketSuccess = builder.objectRef<{ Code: string; ShowStake: boolean }>('ShareTicketSuccess').implement({
  description: 'The ticket is shared under code (the same code each time it is shared).',
  fields: (t) => ({
    shareCode: t.exposeString('Code', { description: 'Open it with Query.sharedBet; the web link is /?share=CODE. (Not "code": Error.code is an ErrorCode.)' }),
    showStake: t.exposeBoolean('ShowStake', { description: 'Whether the link shows the stake.' }),
  }),
});

builder.queryFields((t) => ({
  sharedBet: t.field({
    type: SharedBet,
    description: "A shared bet's selections at their prices now, for anyone (no sign-in); rate-limited per address.",
    args: { code: t.arg.string({ required: true, description: 'The code of Mutation.shareTicket.' }) },
    errors: { types: [BetError], union: { description: 'What Query.sharedBet answers: the bet or a BetError (SHARE_NOT_FOUND, SHARE_RATE_LIMITED).' } },
    resolve: async (_root, { code }, ctx) => unwrap(await ctx.platform.GET('/api/shares/{code}', { params: { path: { code: code.slice(0, 64) } } }), betRefusals).Slip,
  }),
}));

builder.mutationFields((t) => ({
  shareTicket: t.field({
    type: ShareTicketSuccess,
    authScopes: { player: true },
    description: "Shares one of the viewer's tickets: a code whose link loads its selections into anyone's slip.",
    args: {
      ticketId: t.arg.id({ required: true }),
      showStake: t.arg.boolean({ description: 'Show the stake to whoever opens the link; default false.' }),
    },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.shareTicket answers: the code or a BetError / AuthError.' } },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOr(args.ticketId, 'Ticket', () => new BetError(Code.NOT_FOUND, ''));
      return unwrap(await ctx.platform.POST('/api/bets/{id}/share', { params: { path: { id } }, body: { ShowStake: args.showStake ?? false } }), betRefusals);
    },
  }),
}));
