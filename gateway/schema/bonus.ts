/**
 * Bonuses (seed 001 §3–§4 "Bonuses", seed 000 §4 "Bonus claim"): the general and personal offers, the
 * player's bonuses (active and history), claiming by code and cancelling. The platform decides every
 * claim; a refusal is a BonusError whose requiresDeposit drives the "Error claiming bonus" modal.
 */
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context } from '../context';
import { AuthError, BonusError, ValidationError } from '../errors';
import { byKeys } from '../loaders/request-cache';
import { type Payload, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { Money, Viewer } from './account';
import { CashierTransaction } from './cashier';
import { countedPage, freshViewer, moneyRefusals } from './shared';
import { Code } from '../upstream/error-codes';
import * as enums from '../upstream/value-enums';
import { rawIdOf, rawIdOr } from './ids';

type Schemas = components['schemas'];
type UserBonusShape = Schemas['UserBonus'];
type OfferShape = Schemas['BonusOffer'];

const BonusKind = builder.enumType('BonusKind', enums.BonusKind);
const BonusProduct = builder.enumType('BonusProduct', enums.BonusProduct);

const BonusStatus = builder.enumType('BonusStatus', {
  description: 'Seed 001 §4 bonus status.',
  values: { UNDEFINED: { value: 0, description: 'Not claimed.' }, APPENDED: { value: 1, description: 'Given to the player, not yet active.' }, ACTIVE: { value: 2, description: 'In use: wagering counts towards it.' }, CANCELED: { value: 3, description: 'Canceled (by the player or an operator).' }, COMPLETED: { value: 4, description: 'Wagering done: released as real money, or the free bet or spins used.' } } as const,
});
type BonusStatusValue = (typeof BonusStatus)['$inferType'];

const UserBonusFilter = builder.enumType('UserBonusFilter', {
  description: "Which of the player's bonuses to list.",
  values: {
    ACTIVE: { value: 'active', description: 'Appended or active (/user/bonuses/active).' },
    HISTORY: { value: 'history', description: 'Canceled or completed (/user/bonuses/history).' },
    ALL: { value: 'all', description: 'Every bonus.' },
  } as const,
});

const money = (amount: string | null, currency: string) => (amount === null ? null : { amount, currency });

const BonusOffer = builder.objectRef<OfferShape>('BonusOffer').implement({
  description: 'A general bonus any player may claim by its code, with this player\'s status of it.',
  fields: (t) => ({
    legacyId: t.exposeInt('Id', { description: "The platform's numeric id of the offer." }),
    code: t.exposeString('Code', { description: 'What claimBonus takes.' }),
    kind: t.field({ description: 'What kind of bonus it is.', type: BonusKind, resolve: (o) => o.Kind }),
    product: t.field({ description: 'Where it can be used.', type: BonusProduct, resolve: (o) => o.Product }),
    title: t.exposeString('Title', { description: 'The name in the request language.' }),
    description: t.exposeString('Description', { description: 'The terms in the request language.' }),
    percent: t.exposeInt('Percent', { description: "A deposit bonus's percentage of the deposit (whole number); 0 for other kinds." }),
    amount: t.field({ type: Money, nullable: true, description: 'A deposit bonus\'s cap, a free bet\'s value, one free spin\'s value.', resolve: (o) => money(o.Amount, o.Currency) }),
    spins: t.exposeInt('Spins', { description: 'Free spins granted; 0 for other kinds.' }),
    wageringMultiplier: t.exposeInt('WageringMultiplier', { description: 'How many times the bonus must be wagered before it becomes real money.' }),
    requiresDeposit: t.exposeBoolean('RequiresDeposit', { description: 'Claimed on a deposit (seed 000 §1 "free spins on deposits", the welcome bonus).' }),
    firstDepositOnly: t.exposeBoolean('FirstDepositOnly', { description: 'Only on the first deposit of the account.' }),
    validDays: t.exposeInt('ValidDays', { description: 'Days it stays valid once claimed.' }),
    status: t.field({ type: BonusStatus, description: 'This player\'s status of the bonus; UNDEFINED until claimed.', resolve: (o) => o.UserStatus as BonusStatusValue }),
  }),
});

export const UserBonus = builder.loadableNode('UserBonus', {
  description: 'A bonus of the player: a personal one appended to them, or one they claimed.',
  id: { resolve: (bonus: UserBonusShape) => bonus.Id },
  load: async (ids: string[], ctx: Context) =>
    byKeys(ids, unwrap(await ctx.platform.GET('/api/bonuses/user', { params: { query: { status: 'all' } } }), moneyRefusals).Bonuses, (b) => b.Id, 'bonus'),
  fields: (t) => ({
    legacyId: t.exposeString('Id', { description: "The platform's id of the player's bonus." }),
    code: t.exposeString('Code', { description: 'The bonus code.' }),
    kind: t.field({ description: 'What kind of bonus it is.', type: BonusKind, resolve: (b) => b.Kind }),
    product: t.field({ description: 'Where it can be used.', type: BonusProduct, resolve: (b) => b.Product }),
    personal: t.exposeBoolean('Personal', { description: 'Appended to this player by an operator (not a general offer).' }),
    title: t.exposeString('Title', { description: 'The name in the request language.' }),
    status: t.field({ description: 'Where the bonus stands.', type: BonusStatus, resolve: (b) => b.Status as BonusStatusValue }),
    statusText: t.exposeString('StatusText', { description: 'The status in the request language.' }),
    cancelable: t.boolean({ description: 'Appended or active bonuses can be canceled.', resolve: (b) => b.Status === 1 || b.Status === 2 }),
    amount: t.field({ type: Money, description: 'Bonus money granted (a deposit bonus) or a free bet\'s value.', resolve: (b) => ({ amount: b.Amount, currency: b.Currency }) }),
    spins: t.exposeInt('Spins', { description: 'Free spins granted; 0 for other kinds.' }),
    spinValue: t.field({ description: "One free spin's value; null for other kinds.", type: Money, nullable: true, resolve: (b) => money(b.SpinValue, b.Currency) }),
    wageringRequired: t.field({ description: 'The total to wager (bonus amount × wagering multiplier).', type: Money, resolve: (b) => ({ amount: b.WageringRequired, currency: b.Currency }) }),
    wagered: t.field({ description: 'Wagered so far towards wageringRequired.', type: Money, resolve: (b) => ({ amount: b.Wagered, currency: b.Currency }) }),
    wageringRemaining: t.field({ description: 'Still to wager before the bonus money becomes real money.', type: Money, resolve: (b) => ({ amount: b.WageringRemaining, currency: b.Currency }) }),
    depositId: t.globalID({
      nullable: true,
      description: 'The CashierTransaction the bonus was claimed on (an id: a list of bonuses costs no call per deposit).',
      resolve: (b) => (b.DepositId ? { type: CashierTransaction.name, id: b.DepositId } : null),
    }),
    createdAt: t.field({ description: 'When it was claimed or appended.', type: 'DateTime', resolve: (b) => b.CreatedDate }),
    activatedAt: t.field({ description: 'When it became active; null while not.', type: 'DateTime', nullable: true, resolve: (b) => b.ActivatedDate }),
    finishedAt: t.field({ description: 'When it was completed or canceled; null while open.', type: 'DateTime', nullable: true, resolve: (b) => b.FinishedDate }),
    expiresAt: t.field({ description: 'When it expires unless completed; null when it does not.', type: 'DateTime', nullable: true, resolve: (b) => b.ExpiresDate }),
  }),
});

const BonusLists = builder.objectRef<Payload<Schemas['BonusListsResponse']>>('BonusLists').implement({
  description: 'Seed 001 §3 "Bonus lists: generalBonuses and personalBonuses" (/user/bonuses/available).',
  fields: (t) => ({
    general: t.field({ description: "General offers any player may claim by code, with this player's status.", type: [BonusOffer], resolve: (l) => l.GeneralBonuses }),
    personal: t.field({ type: [UserBonus], description: 'Personal bonuses appended to the player, appended or active.', resolve: (l) => l.PersonalBonuses }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  bonuses: t.field({
    type: BonusLists,
    description: 'The bonuses the player may claim.',
    resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/bonuses'), moneyRefusals),
  }),
  myBonuses: t.connection(
    {
      type: UserBonus,
      description: 'The player\'s bonuses, newest first.',
      args: {
        status: t.arg({ type: UserBonusFilter, defaultValue: 'active' }),
        kind: t.arg({ type: BonusKind, description: 'FREE_SPINS or FREE_BET for those lists (seed 001 §7).' }),
      },
      // The platform answers a player's bonuses in one list; pages are cut from it.
      resolve: async (_user, args, ctx) => {
        const { Bonuses } = unwrap(await ctx.platform.GET('/api/bonuses/user', { params: { query: { status: args.status ?? 'active', kind: args.kind ?? undefined } } }), moneyRefusals);
        return resolveArrayConnection({ args, defaultSize: 20, maxSize: 100 }, Bonuses);
      },
    },
    ...countedPage('UserBonus'),
  ),
}));

const BonusPayload = builder.objectRef<{ message: string; bonus: UserBonusShape }>('BonusPayload').implement({
  description: 'What claimBonus and cancelBonus answer: the bonus after the change and the account.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'Claimed: "Bonus code successfully activated!" (seed 000 §4).' }),
    bonus: t.field({ description: 'The bonus after the change.', type: UserBonus, resolve: (p) => p.bonus }),
    viewer: t.field({ type: Viewer, description: 'The account after the change: reload the bonus lists and the balance from here.', resolve: (_p, _a, ctx) => freshViewer(ctx) }),
  }),
});

builder.mutationFields((t) => ({
  claimBonus: t.field({
    type: BonusPayload,
    authScopes: { player: true },
    description: 'Seed 000 §4 bonus claim (claimUserBonusModal): a code and, for a deposit bonus, optionally the deposit.',
    args: {
      code: t.arg.string({ required: true }),
      deposit: t.arg.id({ description: 'The CashierTransaction to claim it on; the latest unused deposit when absent.' }),
    },
    errors: { types: [ValidationError, AuthError, BonusError] },
    resolve: async (_root, args, ctx) => {
      const deposit = args.deposit ? rawIdOf(args.deposit, 'CashierTransaction') : null;
      // Not a deposit's id: what the platform answers for a deposit that is not the player's.
      if (args.deposit && !deposit) throw new BonusError(Code.BONUS_DEPOSIT_REQUIRED, '');
      const answer = unwrap(await ctx.platform.POST('/api/bonuses/claim', { body: { BonusCode: args.code, TransactionId: deposit } }), moneyRefusals);
      return { message: answer.Message, bonus: answer.Bonus };
    },
  }),
  cancelBonus: t.field({
    type: BonusPayload,
    authScopes: { player: true },
    description: 'Cancels an appended or active bonus; an active deposit bonus forfeits its remaining bonus money.',
    args: { id: t.arg.id({ required: true, description: 'The UserBonus id.' }) },
    errors: { types: [AuthError, BonusError] },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOr(args.id, 'UserBonus', () => new BonusError(Code.BONUS_NOT_FOUND, ''));
      const answer = unwrap(await ctx.platform.POST('/api/bonuses/{id}/cancel', { params: { path: { id } } }), moneyRefusals);
      return { message: answer.Message, bonus: answer.Bonus };
    },
  }),
}));
