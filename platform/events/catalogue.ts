/**
 * The event catalogue: one zod schema per outbox topic, the only place an event's shape is written.
 * Writing an event validates it here (db/transaction.ts), platform/asyncapi.json is generated from it
 * (events/asyncapi.ts), and the gateway's event types are generated from that document.
 *
 * The conventions every topic follows:
 * - an event's own keys are camelCase; a REST resource it carries whole (a feed event's `Odd` or
 *   `LiveInfo`) is that resource exactly as the REST contract serves it, so a consumer reads it with the
 *   same type it reads the REST answer with;
 * - money is a decimal string in its currency's digits (money.ts formatMinor, as REST answers carry it),
 *   next to that currency;
 * - ids are typed as the REST contract exposes them: numeric strings for users, tickets, transactions,
 *   messages and wins; integers for matches, sports, jackpot pools and games.
 */
import { z } from '@hono/zod-openapi';
import { LiveInfo, Odd } from '../sportsbook/contract';
import { TickerEntry } from '../trading/ticker-contract';

/** A bigint id as REST exposes it (a numeric string: JSON numbers lose digits past 2^53). */
const id = () => z.string().regex(/^\d{1,19}$/);
/** An amount as REST carries it: a decimal string in its currency's digits, never a float. */
const decimal = () => z.string().regex(/^-?\d+(\.\d+)?$/);
const currency = () => z.string().regex(/^[A-Z0-9]{3,5}$/);
const int = () => z.number().int();

export const CASHOUT_RESULTS = ['none', 'processing', 'accepted', 'declined', 'failed'] as const;
export const TICKET_OUTCOMES = ['won', 'lost', 'refunded', 'cashed_out'] as const;
export const CATALOGUE_CHANGES = ['added', 'retired', 'not_working', 'working', 'provider_off', 'provider_on'] as const;
export const RESPONSIBLE_CHANGES = ['limit', 'time_out', 'self_exclusion', 'session_limit'] as const;
/** Why support ended a player's sessions (issue 18, Players). */
export const SESSIONS_ENDED_REASONS = ['ended', 'locked'] as const;
export const KYC_DECISIONS = ['verified', 'rejected'] as const;

const OddChange = z.strictObject({
  odd: Odd,
  marketId: int(),
  preview: z.boolean().meta({ description: "In one of the match's preview markets: list pages subscribe to these only" }),
  direction: z.union([z.literal(-1), z.literal(0), z.literal(1)]).meta({ description: '+1 drifted out (longer price), -1 shortened, 0 only its suspension changed' }),
});

const MatchOdds = z.strictObject({
  matchId: int(),
  sportId: int(),
  isEsport: z.boolean(),
  live: z.boolean(),
  reshaped: z.boolean().meta({ description: 'Markets or odds came or went: a client showing the whole book should fetch it again' }),
  odds: z.array(OddChange),
});

const MatchState = z.strictObject({
  matchId: int(),
  sportId: int(),
  isEsport: z.boolean(),
  statusChanged: z.boolean().meta({ description: 'Entered or left a phase (started, ended, cancelled…): lists of that phase must change' }),
  liveInfo: LiveInfo,
});

/** Topic → payload schema. A topic is here only while something consumes it (gateway/ or a test of the contract). */
export const EVENT_CATALOGUE = {
  'odds.changed': z
    .strictObject({ matches: z.array(MatchOdds) })
    .meta({ description: 'One feed moment: the odds that changed, per match (platform/sportsbook/ingest.ts). Consumed by the gateway, split per match and sport.' }),
  'matches.updated': z
    .strictObject({ matches: z.array(MatchState) })
    .meta({ description: "One feed moment: the live state of every match whose state moved. Consumed by the gateway's live lists and match pages." }),
  'release.published': z.strictObject({ hash: z.string() }).meta({ description: 'An operator published a web build (seed 000 §4): open pages ask to refresh.' }),
  'balance.changed': z
    .strictObject({ userId: id(), account: z.string(), currency: currency(), balance: decimal() })
    .meta({ description: 'One per player ledger account a movement touched (platform/db/ledger.ts): its balance after the movement.' }),
  'cashier.transaction.changed': z
    .strictObject({ userId: id(), transactionId: id(), statusId: int() })
    .meta({ description: 'A deposit or withdrawal was created or changed status (platform/cashier).' }),
  'ticket.changed': z
    .strictObject({
      userId: id(),
      ticketId: id(),
      status: int().meta({ description: 'The seed 002 §9 ticket status' }),
      outcome: z.enum(TICKET_OUTCOMES).nullable().optional().meta({ description: 'Set when settled, null when a settlement was rolled back' }),
    })
    .meta({ description: 'A ticket was placed, accepted, declined, offered, settled, rolled back or cashed out (platform/betting).' }),
  'trading.ticket.accepted': z
    .strictObject({ entry: TickerEntry })
    .meta({
      description:
        "The book accepted a ticket (placed, an offer taken, or past the live delay; platform/trading/ticker.ts): the bet ticker's row whole, with its flags. Operator-wide: the back office's ticker streams it to staff only.",
    }),
  'cashout.changed': z
    .strictObject({ userId: id(), ticketId: id(), result: z.enum(CASHOUT_RESULTS), amount: decimal().nullable().meta({ description: 'The agreed or offered value; null when there is none' }), currency: currency() })
    .meta({ description: 'A cash-out was accepted, declined, or waits for the live delay.' }),
  'jackpot.changed': z
    .strictObject({ pools: z.array(z.strictObject({ id: int(), code: z.string(), name: z.string(), currency: currency(), amount: decimal() })) })
    .meta({ description: 'Jackpot pools moved (platform/casino, at most once an interval): every pool as it stands.' }),
  'jackpot.won': z
    .strictObject({ userId: id(), winId: id(), poolId: int(), code: z.string(), name: z.string(), amount: decimal(), currency: currency(), gameId: int().nullable() })
    .meta({ description: 'A player won a jackpot pool (platform/casino).' }),
  'casino.catalogue.changed': z
    .strictObject({
      change: z.enum(CATALOGUE_CHANGES),
      gameIds: z.array(int()).meta({ description: 'The games changed (one for a game change; none for a provider switch)' }),
      provider: z.string().nullable().meta({ description: 'The provider switched off or on; null for a game change' }),
    })
    .meta({ description: "The back office changed the casino lobby (platform/backoffice/casino): open lobbies read their list again (a retired game, a provider's games leave it at once)." }),
  'agent.account.changed': z
    .strictObject({ userId: id() })
    .meta({ description: 'An account of an agent tree was created, edited, locked or unlocked, or had money moved by its agent (platform/agents).' }),
  'partner_key.revoked': z.strictObject({ keyId: id() }).meta({ description: 'An operator revoked a partner API key (platform/partners): gateways drop it and close its sockets.' }),
  'messages.changed': z
    .strictObject({ userId: id().nullable(), unread: int().nullable() })
    .meta({ description: "A player's unread private messages changed (platform/messages); userId null: a broadcast changed everyone's, unread null: read it." }),
  'message.received': z
    .strictObject({ userId: id().nullable(), messageId: id() })
    .meta({ description: 'A private message was sent to a player (userId) or to all (null).' }),
  'chat.message': z
    .strictObject({ conversationId: id(), messageId: id(), author: z.enum(['visitor', 'staff']) })
    .meta({ description: 'A live-chat message was written, by the visitor or by support (platform/chat): the widget and the support console show it.' }),
  'responsible.changed': z
    .strictObject({
      userId: id(),
      change: z.enum(RESPONSIBLE_CHANGES),
      signOut: z.boolean().meta({ description: "Every session of the player ended (a time-out, a self-exclusion, the session limit): every open page signs out" }),
      until: z.string().nullable().meta({ description: 'When the exclusion or the sign-in pause ends (ISO 8601), else null' }),
    })
    .meta({ description: "A player's responsible-gambling state took effect (platform/responsible): a limit applied, a time-out, a self-exclusion, a session ended at its limit." }),
  'account.sessions_ended': z
    .strictObject({
      userId: id(),
      reason: z.enum(SESSIONS_ENDED_REASONS).meta({ description: 'ended: support ended a session (or all); locked: support locked the account, which ended all' }),
    })
    .meta({
      description: "Support ended sessions of a player (platform/backoffice/players): each open page whose own session is among them signs out at once (the gateway asks the platform whether that page's session still lives).",
    }),
  'kyc.changed': z
    .strictObject({ userId: id(), documentId: id(), status: z.enum(KYC_DECISIONS) })
    .meta({ description: "A compliance officer approved or rejected one of the player's KYC documents (platform/compliance): their open KYC page shows it." }),
  'trading.liability.changed': z
    .strictObject({
      matchId: int(),
      autoSuspended: z.string().nullable().optional().meta({ description: "The key of the market this change suspended by crossing its auto-suspend threshold (the trading screen's alert); absent otherwise" }),
    })
    .meta({ description: "A match's liability book moved (platform/trading/book.ts): one per match per transaction that placed, cashed out, settled or rolled back tickets on it. The gateway coalesces them for the trading screen." }),
  'account.login_failed': z
    .strictObject({ username: z.string().max(100), reason: z.string(), ip: z.string() })
    .meta({ description: 'A sign-in failed: the Login_Fail the seed tracks (seed 000 §4), for tracking consumers.' }),
};

export type EventTopic = keyof typeof EVENT_CATALOGUE;
export type EventPayload<T extends EventTopic> = z.input<(typeof EVENT_CATALOGUE)[T]>;
/** An event as a writer hands it over: a catalogued topic with its payload. */
export type OutboxEvent = { [T in EventTopic]: { topic: T; payload: EventPayload<T> } }[EventTopic];

const isTopic = (topic: string): topic is EventTopic => Object.hasOwn(EVENT_CATALOGUE, topic);

/**
 * The payload as the outbox stores it, or a throw for an unknown topic or a payload its schema refuses:
 * thrown inside the writing transaction, it rolls the whole change back.
 */
export function validEvent(event: { topic: string; payload: unknown }): { topic: string; payload: unknown } {
  if (!isTopic(event.topic)) throw new Error(`outbox: "${event.topic}" is not a catalogued topic (platform/events/catalogue.ts)`);
  const parsed = EVENT_CATALOGUE[event.topic].safeParse(event.payload);
  if (!parsed.success) throw new Error(`outbox: a ${event.topic} payload breaks its schema: ${z.prettifyError(parsed.error)}`);
  return { topic: event.topic, payload: parsed.data };
}
