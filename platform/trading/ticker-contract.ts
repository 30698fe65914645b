/**
 * The bet ticker's row as REST serves it and as the `trading.ticket.accepted` event carries it whole (one
 * shape: the page that starts from the REST list and then follows the stream reads both with one type).
 */
import { z } from '@hono/zod-openapi';
import { TICKER_FLAGS } from '../../rules/trading/ticker-flags';
import { PLAYER_TAGS } from '../../rules/player-tags';

const decimal = () => z.string().regex(/^-?\d+(\.\d+)?$/);

export const TickerLeg = z
  .strictObject({
    MatchId: z.number().int(),
    SportId: z.number().int(),
    MatchName: z.string(),
    Market: z.string().openapi({ description: "The market's key, as the ticket recorded it" }),
    Outcome: z.string().openapi({ description: 'The outcome as the player saw it on the slip' }),
    Odds: decimal().openapi({ description: 'The decimal odds the leg was taken at' }),
  })
  .openapi('BackofficeTickerLeg');

export const TickerEntry = z
  .strictObject({
    TicketId: z.string().regex(/^\d{1,19}$/),
    AcceptedAt: z.string().openapi({ description: 'When the book accepted it (ISO 8601)' }),
    PlacedAt: z.string().openapi({ description: 'When the player placed it (a live bet waits for the live delay in between)' }),
    UserId: z.string().regex(/^\d{1,19}$/),
    UserName: z.string(),
    BetType: z.string().openapi({ description: 'single, combo, system, ifbet, reversebet or teaser' }),
    Stake: decimal().openapi({ description: "The whole stake, in major units of the ticket's currency" }),
    Currency: z.string(),
    Odds: decimal().openapi({ description: 'The total odds: the potential return over the stake' }),
    PotentialReturn: decimal(),
    Live: z.boolean().openapi({ description: 'Placed on a match in play' }),
    Tags: z.array(z.enum(PLAYER_TAGS)).openapi({ description: "The player's tags when it was accepted" }),
    Flags: z.array(z.enum(TICKER_FLAGS)).openapi({ description: 'rules/trading/ticker-flags.ts: large_stake, sharp, late_bet, same_event' }),
    Legs: z.array(TickerLeg),
  })
  .openapi('BackofficeTickerEntry');

export type TickerEntryShape = z.infer<typeof TickerEntry>;
