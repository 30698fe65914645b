/**
 * Player support in the back office (issue 18, Players): search, the profile (one REST call), and
 * support's actions. Each action answers the profile as it now stands, so the page shows the change
 * from the answer alone.
 */
import { PLAYER_TAGS, type PlayerTag as PlayerTagValue } from '../../../rules/player-tags';
import { builder } from '../../builder';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import type { components } from '../../upstream/platform-api';
import type { Context } from '../../context';
import { KycStatus, Money } from '../account';
import { CashierTransaction } from '../cashier';
import { globalIdOf, idOrNotFound, rawIdOf } from '../ids';
import { Exclusion, Limit } from '../responsible';
import { Backoffice, BackofficeMutation } from './root';

type Schemas = components['schemas'];
type ProfileShape = Omit<Schemas['BackofficePlayerProfileResponse'], 'HasErrors' | 'ErrorMessage'>;

export const PlayerTag = builder.enumType('PlayerTag', {
  description: 'A tag support or marketing put on a player (a fixed list).',
  values: Object.fromEntries(PLAYER_TAGS.map((tag) => [tag.toUpperCase(), { value: tag, description: { vip: 'A VIP.', bonus_abuser: 'Abuses bonuses.', sharp: 'A sharp (winning, well-informed) bettor.' }[tag] }])) as Record<
    Uppercase<PlayerTagValue>,
    { value: PlayerTagValue; description: string }
  >,
});

const money = (amount: string, currency: string) => ({ amount, currency });

const PlayerSummary = builder.objectRef<Schemas['BackofficePlayerSummary']>('BackofficePlayerSummary').implement({
  description: 'A player as a search lists them.',
  fields: (t) => ({
    id: t.id({ description: "The player's global id (open the profile with it).", resolve: (p) => globalIdOf('BackofficePlayer', p.Id) }),
    accountNumber: t.exposeString('Id', { description: "The platform's account number." }),
    userName: t.exposeString('UserName', { description: 'The sign-in name.' }),
    email: t.exposeString('Email', { description: 'The e-mail address.' }),
    name: t.exposeString('Name', { description: 'First and last name as given (may be empty).' }),
    countryCode: t.exposeString('CountryCode', { description: 'The country.' }),
    locked: t.exposeBoolean('Locked', { description: 'Locked by staff: cannot sign in.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the account was made.', resolve: (p) => p.CreatedAt }),
    lastSignInAt: t.field({ type: 'DateTime', nullable: true, description: 'The last sign-in.', resolve: (p) => p.LastSignInAt }),
  }),
});

const PlayerSearch = builder.objectRef<Omit<Schemas['BackofficePlayerSearchResponse'], 'HasErrors' | 'ErrorMessage'>>('BackofficePlayerSearch').implement({
  description: 'A page of players matching a search.',
  fields: (t) => ({
    players: t.field({ type: [PlayerSummary], description: 'This page, newest accounts first.', resolve: (s) => s.Players }),
    totalCount: t.exposeInt('TotalRecords', { description: 'How many match in all.' }),
    page: t.exposeInt('Page', { description: 'This page (from 1).' }),
    pageSize: t.exposeInt('PageSize', { description: 'Players a page.' }),
  }),
});

const PlayerBalance = builder.objectRef<Schemas['BackofficePlayerBalance']>('BackofficePlayerBalance').implement({
  description: "The player's money in one currency.",
  fields: (t) => ({
    cash: t.field({ type: Money, description: 'Cash.', resolve: (b) => money(b.Cash, b.Currency) }),
    bonus: t.field({ type: Money, description: 'Bonus money.', resolve: (b) => money(b.Bonus, b.Currency) }),
    reserved: t.field({ type: Money, description: 'Held for pending withdrawals.', resolve: (b) => money(b.Reserved, b.Currency) }),
  }),
});

const PlayerTicket = builder.objectRef<Schemas['BackofficePlayerTicket']>('BackofficePlayerTicket').implement({
  description: 'A recent ticket of the player.',
  fields: (t) => ({
    ticketNumber: t.exposeString('Id', { description: "The ticket's number." }),
    betType: t.exposeString('BetType', { description: 'single, combo, system, ifbet, reversebet or teaser.' }),
    status: t.exposeString('Status', { description: 'pending, accepted, declined, new-offer, delayed or delayed-cashout.' }),
    outcome: t.exposeString('Outcome', { nullable: true, description: 'won, lost, refunded or cashed_out; null while open.' }),
    stake: t.field({ type: Money, description: 'The stake.', resolve: (x) => money(x.Stake, x.Currency) }),
    potentialReturn: t.field({ type: Money, description: 'What it pays if it wins.', resolve: (x) => money(x.PotentialReturn, x.Currency) }),
    returned: t.field({ type: Money, nullable: true, description: 'What it paid; null while open.', resolve: (x) => (x.Returned === null ? null : money(x.Returned, x.Currency)) }),
    placedAt: t.field({ type: 'DateTime', description: 'When it was placed.', resolve: (x) => x.PlacedAt }),
  }),
});

const PlayerRound = builder.objectRef<Schemas['BackofficePlayerRound']>('BackofficePlayerRound').implement({
  description: 'A recent casino round of the player.',
  fields: (t) => ({
    key: t.exposeString('Id', { description: 'A key for the list.' }),
    game: t.exposeString('Game', { description: 'The game.' }),
    provider: t.exposeString('Provider', { description: 'Its provider.' }),
    stake: t.field({ type: Money, description: 'Staked.', resolve: (r) => money(r.Stake, r.Currency) }),
    win: t.field({ type: Money, description: 'Won.', resolve: (r) => money(r.Win, r.Currency) }),
    status: t.exposeString('Status', { description: 'open, closed or rolled_back.' }),
    startedAt: t.field({ type: 'DateTime', description: 'When it began.', resolve: (r) => r.StartedAt }),
  }),
});

const PlayerSession = builder.objectRef<Schemas['BackofficePlayerSession']>('BackofficePlayerSession').implement({
  description: 'A live session of the player (a signed-in browser or app).',
  fields: (t) => ({
    id: t.id({ description: "The session's global id (end it with it).", resolve: (s) => globalIdOf('PlayerSession', s.Id) }),
    ip: t.exposeString('Ip', { description: 'The address it signed in from.' }),
    userAgent: t.exposeString('UserAgent', { description: 'The browser or app.' }),
    startedAt: t.field({ type: 'DateTime', description: 'When it signed in.', resolve: (s) => s.StartedAt }),
    lastSeenAt: t.field({ type: 'DateTime', description: 'Its last request.', resolve: (s) => s.LastSeenAt }),
    expiresAt: t.field({ type: 'DateTime', description: 'When it ends at the latest.', resolve: (s) => s.ExpiresAt }),
  }),
});

const PlayerNote = builder.objectRef<Schemas['BackofficePlayerNote']>('BackofficePlayerNote').implement({
  description: 'A note staff wrote about the player.',
  fields: (t) => ({
    key: t.exposeString('Id', { description: 'A key for the list.' }),
    body: t.exposeString('Body', { description: 'The text.' }),
    author: t.exposeString('Author', { description: "The staff member's user name." }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was written.', resolve: (n) => n.CreatedAt }),
  }),
});

type ResponsibleShape = Schemas['BackofficePlayerResponsible'];
const PlayerResponsible = builder.objectRef<ResponsibleShape>('BackofficePlayerResponsible').implement({
  description: "The player's responsible-gambling state: limits and exclusions.",
  fields: (t) => ({
    limits: t.field({ type: [Limit], description: 'Limits in force or pending.', resolve: (r) => r.Limits.map((limit) => ({ ...limit, currency: r.Currency })) }),
    sessionLimitMinutes: t.exposeInt('SessionLimitMinutes', { nullable: true, description: 'The session time limit; null when none.' }),
    exclusion: t.field({ type: Exclusion, nullable: true, description: 'A time-out or self-exclusion in force; null when none.', resolve: (r) => r.Exclusion }),
    signInPausedUntil: t.field({ type: 'DateTime', nullable: true, description: 'Sign-in paused (the session limit) until then; null when not.', resolve: (r) => r.SignInPausedUntil }),
  }),
});


export const BackofficePlayer = builder.objectRef<ProfileShape>('BackofficePlayer').implement({
  description: "A player's profile as support sees it. Each section is a field of its own, so a page shows what it needs.",
  fields: (t) => ({
    id: t.id({ description: "The player's global id.", resolve: (p) => globalIdOf('BackofficePlayer', p.Player.Id) }),
    accountNumber: t.string({ description: "The platform's account number.", resolve: (p) => p.Player.Id }),
    userName: t.string({ description: 'The sign-in name.', resolve: (p) => p.Player.UserName }),
    email: t.string({ description: 'The e-mail address.', resolve: (p) => p.Player.Email }),
    name: t.string({ description: 'First and last name as given (may be empty).', resolve: (p) => p.Player.Name }),
    countryCode: t.string({ description: 'The country.', resolve: (p) => p.Player.CountryCode }),
    currency: t.string({ description: "The account's currency.", resolve: (p) => p.Player.Currency }),
    locked: t.boolean({ description: 'Locked by staff: cannot sign in.', resolve: (p) => p.Player.Locked }),
    twoFactorEnabled: t.boolean({ description: 'Two-factor sign-in is on.', resolve: (p) => p.Player.TwoFactorEnabled }),
    emailVerified: t.boolean({ description: 'The e-mail address is confirmed.', resolve: (p) => p.Player.EmailVerified }),
    createdAt: t.field({ type: 'DateTime', description: 'When the account was made.', resolve: (p) => p.Player.CreatedAt }),
    lastSignInAt: t.field({ type: 'DateTime', nullable: true, description: 'The last sign-in.', resolve: (p) => p.Player.LastSignInAt }),
    balances: t.field({ type: [PlayerBalance], description: 'Money per currency.', resolve: (p) => p.Balances }),
    tickets: t.field({ type: [PlayerTicket], description: 'The ten newest tickets.', resolve: (p) => p.Tickets }),
    casinoRounds: t.field({ type: [PlayerRound], description: 'The ten newest casino rounds.', resolve: (p) => p.CasinoRounds }),
    transactions: t.field({ type: [CashierTransaction], description: 'The ten newest deposits, withdrawals and other movements.', resolve: (p) => p.Transactions.flatMap((tx) => (tx ? [tx] : [])) }),
    sessions: t.field({ type: [PlayerSession], description: 'Live sessions, most recently used first.', resolve: (p) => p.Sessions }),
    responsible: t.field({ type: PlayerResponsible, description: 'Limits and exclusions.', resolve: (p) => p.Responsible }),
    kycStatus: t.field({ type: KycStatus, description: 'The identity check.', resolve: (p) => p.KycStatus }),
    notes: t.field({ type: [PlayerNote], description: 'Notes by staff, newest first.', resolve: (p) => p.Notes }),
    tags: t.field({ type: [PlayerTag], description: 'Its tags.', resolve: (p) => p.Tags }),
  }),
});

const profileOf = async (ctx: Context, id: string): Promise<ProfileShape> => unwrap(await ctx.platform.GET('/api/backoffice/players/{id}', { params: { path: { id } } }));

builder.objectFields(Backoffice, (t) => ({
  playerSearch: t.field({
    type: PlayerSearch,
    description: 'Players whose account number, user name, e-mail or name matches, or who signed in from the address; 20 a page.',
    authScopes: { staff: 'players.read' },
    args: {
      query: t.arg.string({ required: true, description: 'An account number, part of a name or e-mail, or an IP address.' }),
      page: t.arg.int({ required: false, description: 'From 1 (default 1).' }),
    },
    resolve: async (_root, args, ctx) => {
      const query = args.query.trim().slice(0, 200);
      if (!query) return { Players: [], TotalRecords: 0, Page: 1, PageSize: 20 };
      const page = Math.min(Math.max(args.page ?? 1, 1), 100_000);
      return unwrap(await ctx.platform.GET('/api/backoffice/players', { params: { query: { Query: query, Page: page } } }));
    },
  }),
  player: t.field({
    type: BackofficePlayer,
    nullable: true,
    description: "A player's profile, or null when there is no such player.",
    authScopes: { staff: 'players.read' },
    args: { id: t.arg.id({ required: true, description: "The player's global id." }) },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOf(String(args.id), 'BackofficePlayer');
      if (id === null) return null;
      const answer = await ctx.platform.GET('/api/backoffice/players/{id}', { params: { path: { id } } });
      if (answer.response.status === 404) return null;
      return unwrap(answer);
    },
  }),
}));

/** An action on the player, then the profile as it now stands (the page updates from the answer). */
async function changed(ctx: Context, playerId: string | number, act: (id: string) => Promise<unknown>): Promise<ProfileShape> {
  const id = idOrNotFound(playerId, 'BackofficePlayer');
  await act(id);
  return profileOf(ctx, id);
}

const changeErrors = { types: [ValidationError, BackofficeError, NotFoundError] };
const playerArg = (t: Parameters<Parameters<typeof builder.objectFields<typeof BackofficeMutation>>[1]>[0]) => t.arg.id({ required: true, description: "The player's global id." });

const MessageSent = builder.objectRef<{ MessageId: string; Delivered: boolean; Repeated: boolean }>('PlayerMessageSent').implement({
  description: 'A private message support sent (or had sent before with the same idempotency key).',
  fields: (t) => ({
    messageId: t.exposeString('MessageId', { description: "The message's number." }),
    delivered: t.exposeBoolean('Delivered', { description: 'false: a time-out or self-exclusion holds it back.' }),
    repeated: t.exposeBoolean('Repeated', { description: 'This key sent it before: nothing was sent now.' }),
  }),
});

builder.objectFields(BackofficeMutation, (t) => ({
  endPlayerSession: t.field({
    type: BackofficePlayer,
    description: "Ends one of the player's sessions: the page holding it signs out at once. Answers the profile.",
    authScopes: { staff: 'players.sessions.end' },
    errors: changeErrors,
    args: { playerId: playerArg(t), sessionId: t.arg.id({ required: true, description: "The session's global id." }) },
    resolve: (_root, args, ctx) => changed(ctx, args.playerId, async (id) => unwrap(await ctx.platform.POST('/api/backoffice/players/{id}/sessions/{sessionId}/end', { params: { path: { id, sessionId: idOrNotFound(args.sessionId, 'PlayerSession') } } }))),
  }),
  endPlayerSessions: t.field({
    type: BackofficePlayer,
    description: "Ends every session of the player: every open page signs out at once. Answers the profile.",
    authScopes: { staff: 'players.sessions.end' },
    errors: changeErrors,
    args: { playerId: playerArg(t) },
    resolve: (_root, args, ctx) => changed(ctx, args.playerId, async (id) => unwrap(await ctx.platform.POST('/api/backoffice/players/{id}/sessions/end', { params: { path: { id } } }))),
  }),
  setPlayerLocked: t.field({
    type: BackofficePlayer,
    description: 'Locks the account (ending every session) or unlocks it, with a reason for the audit log. Answers the profile.',
    authScopes: { staff: 'players.lock' },
    errors: changeErrors,
    args: { playerId: playerArg(t), locked: t.arg.boolean({ required: true, description: 'true: lock; false: unlock.' }), reason: t.arg.string({ required: true, description: 'Why.' }) },
    resolve: (_root, args, ctx) => changed(ctx, args.playerId, async (id) => unwrap(await ctx.platform.POST('/api/backoffice/players/{id}/lock', { params: { path: { id } }, body: { Locked: args.locked, Reason: args.reason } }), { fieldNames: { Reason: 'reason' } })),
  }),
  resetPlayerTwoFactor: t.field({
    type: BackofficePlayer,
    description: "Turns the player's two-factor off (a lost authenticator), with a reason. Answers the profile.",
    authScopes: { staff: 'players.twoFactor.reset' },
    errors: changeErrors,
    args: { playerId: playerArg(t), reason: t.arg.string({ required: true, description: 'Why (how the identity was checked).' }) },
    resolve: (_root, args, ctx) => changed(ctx, args.playerId, async (id) => unwrap(await ctx.platform.POST('/api/backoffice/players/{id}/two-factor/reset', { params: { path: { id } }, body: { Reason: args.reason } }), { fieldNames: { Reason: 'reason' } })),
  }),
  addPlayerNote: t.field({
    type: BackofficePlayer,
    description: 'Adds a note by the signed-in member of staff. Answers the profile.',
    authScopes: { staff: 'players.note' },
    errors: changeErrors,
    args: { playerId: playerArg(t), body: t.arg.string({ required: true, description: 'The note.' }) },
    resolve: (_root, args, ctx) => changed(ctx, args.playerId, async (id) => unwrap(await ctx.platform.POST('/api/backoffice/players/{id}/notes', { params: { path: { id } }, body: { Body: args.body } }), { fieldNames: { Body: 'body' } })),
  }),
  setPlayerTags: t.field({
    type: BackofficePlayer,
    description: "Sets the player's tags to exactly these. Answers the profile.",
    authScopes: { staff: 'players.tag' },
    errors: changeErrors,
    args: { playerId: playerArg(t), tags: t.arg({ type: [PlayerTag], required: true, description: 'The tags the player carries from now on.' }) },
    resolve: (_root, args, ctx) => changed(ctx, args.playerId, async (id) => unwrap(await ctx.platform.PUT('/api/backoffice/players/{id}/tags', { params: { path: { id } }, body: { Tags: args.tags } }), { fieldNames: { Tags: 'tags' } })),
  }),
  messagePlayer: t.field({
    type: MessageSent,
    description: 'Sends the player a private message, once per idempotency key: a retry with the same key sends nothing and answers the first send.',
    authScopes: { staff: 'players.message' },
    errors: changeErrors,
    args: {
      playerId: playerArg(t),
      subject: t.arg.string({ required: true, description: 'The subject.' }),
      body: t.arg.string({ required: true, description: 'The text.' }),
      idempotencyKey: t.arg.string({ required: true, description: 'Chosen by the client once per message (a UUID), the same on every retry.' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/players/{id}/messages', {
          params: { path: { id: idOrNotFound(args.playerId, 'BackofficePlayer') } },
          body: { Subject: args.subject, Body: args.body, IdempotencyKey: args.idempotencyKey },
        }),
        { fieldNames: { Subject: 'subject', Body: 'body', IdempotencyKey: 'idempotencyKey' } },
      ),
  }),
}));
