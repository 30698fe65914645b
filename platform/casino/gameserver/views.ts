/** Rounds as the play API answers them (contract.ts): money as decimal strings, cards named, the hole card hidden while it is. */
import type { z } from '@hono/zod-openapi';
import { formatMinor } from '../../money';
import { handTotal, legalActions, rankOf, suitOf, type BlackjackState, type CardId } from '../../../rules/casino/blackjack';
import { kenoMultiplierTenths } from '../../../rules/casino/keno';
import { colorOf } from '../../../rules/casino/roulette';
import type { RoundView } from './contract';
import type { Round } from './play';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];
export const cardName = (card: CardId) => `${RANKS[rankOf(card) - 1]}${SUITS[suitOf(card)]}`;

function blackjackView(game: BlackjackState, stake: bigint, currency: string) {
  const over = game.phase === 'over';
  const dealer = over ? game.dealer : game.dealer.slice(0, 1);
  return {
    Dealer: { Cards: [...dealer.map(cardName), ...(over ? [] : ['??'])], Total: handTotal(dealer).total },
    Hands: game.hands.map((hand) => ({
      Cards: hand.cards.map(cardName),
      Total: handTotal(hand.cards).total,
      Soft: handTotal(hand.cards).soft,
      Doubled: hand.doubled,
      Result: hand.result,
      Win: hand.returnHalves === null ? null : formatMinor((stake * BigInt(hand.returnHalves)) / 2n, currency),
    })),
    Active: game.active,
    Actions: legalActions(game),
  };
}

/** A keno ticket as the page and the lotto history show it: the multiplier from tenths, e.g. "3.8". */
export function kenoView(ticket: { picks: number[]; drawn: number[]; hits: number[] }) {
  return { Picks: ticket.picks, Drawn: ticket.drawn, Hits: ticket.hits, Multiplier: String(kenoMultiplierTenths(ticket.picks.length, ticket.hits.length) / 10) };
}

export function roundView(round: Round, currency: string): z.infer<typeof RoundView> {
  const money = (minor: bigint | string) => formatMinor(BigInt(minor), currency);
  const state = round.state;
  const base = {
    RoundId: round.roundId,
    Status: round.status,
    Stake: money(round.staked > 0n ? round.staked : round.stake),
    Win: round.won === null ? null : money(round.won),
  };
  switch (state.engine) {
    case 'slot': {
      const { outcome } = state;
      const lineBet = (units: number) => money((round.stake * BigInt(units)) / BigInt(outcome.lines));
      return {
        ...base,
        Slot: {
          Variant: outcome.variant,
          Lines: outcome.lines,
          Reels: outcome.grid,
          LineWins: outcome.lineWins.map((win) => ({ Line: win.line, Symbol: win.symbol, Count: win.count, Win: lineBet(win.pay) })),
          Scatters: outcome.scatters,
          ScatterWin: money(round.stake * BigInt(outcome.scatterPay)),
        },
      };
    }
    case 'roulette':
      return {
        ...base,
        Roulette: {
          Number: state.pocket,
          Color: colorOf(state.pocket),
          Bets: state.bets.map((bet) => ({ Type: bet.type, Numbers: bet.numbers, Amount: money(bet.amount), Win: money(bet.win) })),
        },
      };
    case 'blackjack':
      return { ...base, Blackjack: blackjackView(state.game, round.stake, currency) };
    case 'keno':
      return { ...base, Keno: kenoView(state) };
  }
}
