/**
 * The game page's play API (POST /games/api/{token}): one JSON action in, the round and the balance
 * out. PascalCase and the HasErrors envelope, as every platform answer.
 */
import { z } from '@hono/zod-openapi';
import { envelope, errorEnvelope } from '../../http/envelope';
import { ResponsibleErrorCode } from '../../responsible/errors';
import { GameErrorCode } from './errors';
import { ROULETTE_BET_TYPES } from '../../../rules/casino/roulette';

const Amount = z.union([z.string(), z.number()]).openapi({ description: 'Major units of the session currency, e.g. "1.00"' });

export const PlayRequest = z
  .object({
    Action: z.enum(['spin', 'deal', 'hit', 'stand', 'double', 'split', 'draw']).openapi({ description: 'slot and roulette: spin; blackjack: deal, then hit, stand, double or split; keno: draw' }),
    Stake: Amount.optional().openapi({ description: 'slot spin, blackjack deal: the total stake' }),
    Lines: z.union([z.literal(10), z.literal(20)]).optional().openapi({ description: 'slot: paylines played (default 20); the stake is spread over them' }),
    Bets: z
      .array(
        z.object({
          Type: z.enum(ROULETTE_BET_TYPES),
          Numbers: z.array(z.number().int().min(0).max(36)).max(6).optional().openapi({ description: 'inside bets: the numbers covered; dozen and column: [1|2|3]; outside bets: none' }),
          Amount,
        }),
      )
      .min(1)
      .max(50)
      .optional()
      .openapi({ description: 'roulette spin: the bets on the table' }),
    // Bounded here so a hostile list costs nothing; 1–10 distinct numbers of 1…80 is the engine's rule (INVALID_PICKS).
    Picks: z.array(z.number()).max(80).optional().openapi({ description: 'keno draw: the numbers picked, 1 to 10 distinct of 1…80' }),
    RequestId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'Chosen by the page per click; sending it again answers the same play and moves no money again' }),
  })
  .openapi('GamePlayRequest');

const Money = z.string().openapi({ description: 'Decimal, major units' });

const SlotView = z.object({
  Variant: z.enum(['low', 'medium', 'high']),
  Lines: z.number().int(),
  Reels: z.array(z.array(z.string())).openapi({ description: 'The window, reel by reel, top to bottom' }),
  LineWins: z.array(z.object({ Line: z.number().int(), Symbol: z.string(), Count: z.number().int(), Win: Money })),
  Scatters: z.number().int(),
  ScatterWin: Money,
});

const RouletteView = z.object({
  Number: z.number().int(),
  Color: z.enum(['green', 'red', 'black']),
  Bets: z.array(z.object({ Type: z.string(), Numbers: z.array(z.number().int()), Amount: Money, Win: Money })),
});

const Card = z.string().openapi({ description: 'Rank and suit, e.g. "AS", "10H", "KD"; "??" a card face down' });
const BlackjackView = z.object({
  Dealer: z.object({ Cards: z.array(Card), Total: z.number().int() }),
  Hands: z.array(
    z.object({
      Cards: z.array(Card),
      Total: z.number().int(),
      Soft: z.boolean(),
      Doubled: z.boolean(),
      Result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
      Win: Money.nullable(),
    }),
  ),
  Active: z.number().int().openapi({ description: 'The hand being played; Hands.length when the round is over' }),
  Actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])),
});

const KenoView = z.object({
  Picks: z.array(z.number().int()).openapi({ description: 'The numbers picked, ascending' }),
  Drawn: z.array(z.number().int()).openapi({ description: 'The 20 numbers drawn, in the order drawn' }),
  Hits: z.array(z.number().int()).openapi({ description: 'The picks drawn, ascending' }),
  Multiplier: z.string().openapi({ description: 'What the stake was multiplied by, e.g. "3.8" (0 when the hits pay nothing)' }),
});

export const RoundView = z
  .object({
    RoundId: z.string(),
    Status: z.enum(['open', 'closed', 'refused', 'rolled_back']),
    Stake: Money.openapi({ description: 'All the round has staked (a double or split included)' }),
    Win: Money.nullable().openapi({ description: 'What it paid, stake included; null while it is played' }),
    Slot: SlotView.optional(),
    Roulette: RouletteView.optional(),
    Blackjack: BlackjackView.optional(),
    Keno: KenoView.optional(),
  })
  .openapi('GameRound');

export const PlayResponse = envelope('GamePlayResponse', {
  Mode: z.enum(['REAL', 'DEMO']),
  Currency: z.string(),
  Balance: Money,
  Replayed: z.boolean().openapi({ description: 'true when this request had been played already (a retry): nothing moved now' }),
  Round: RoundView,
});

export const GameErrorEnvelope = errorEnvelope('GameErrorEnvelope', [GameErrorCode, ResponsibleErrorCode], {
  Balance: Money.optional().openapi({ description: 'The balance the wallet answered, when the refusal knows it (insufficient funds)' }),
});
