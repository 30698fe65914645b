/**
 * Rounds: how a play becomes money moved exactly once.
 *
 * A round is written down before any money moves: its outcome (the engine's state) and the wallet
 * calls it needs (pending: the opening bet, a double or split, the win), with transaction ids made from
 * the round id. Then the calls are made, in order, and the round is marked done. Whoever finds a round
 * with pending calls — the same request retried, the session's next request, the page opening again —
 * makes them again: the wallet is idempotent on the transaction id, so a call that had gone through
 * answers as before and moves nothing. So a retry never pays twice, a crash between the bet and the win
 * is paid on the next visit, and a lost answer costs nothing.
 *
 * - A refused opening bet (insufficient funds, expired session) closes the round as refused; its
 *   outcome was never shown. A refused double or split puts the hand back as it was before it.
 * - A win the wallet refuses (the round can no longer be paid) gives every stake of the round back.
 * - A wallet that throws is tried three times, then the round waits with its calls pending.
 * - The plays of one session run one at a time in this process (a player clicks one button at a time;
 *   a double-click must not deal twice); a version column guards against another process.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { SupportedLanguage } from '../../reference/data';
import type { Random } from '../../../rules/casino/random';
import { actBlackjack, dealBlackjack, legalActions, returnHalves, stakeUnits, type BlackjackAction, type BlackjackState } from '../../../rules/casino/blackjack';
import { drawKeno, kenoHits, kenoWin } from '../../../rules/casino/keno';
import { betReturn, spinRoulette, type RouletteBetType } from '../../../rules/casino/roulette';
import { slotWin, spinSlot, type SlotLineCount, type SlotOutcome, type SlotVariant } from '../../../rules/casino/slot';
import type { CasinoSession } from '../sessions';
import type { GameEngine } from '../schema';
import type { WalletAnswer, WalletErrorCode } from '../wallet';
import { assertMayStake, assertSlotSpin } from '../../responsible/guards';
import { gameError, walletRefusal } from './errors';
import type { GameServerTables, PendingCall, RoundStatus } from './schema';
import { demoWallet, realWallet, type GameWallet, type WalletFunctions } from './wallets';
import { log } from '../../log';

export interface GameServerDeps {
  db: Db;
  random: Random;
  wallet: WalletFunctions;
}

export interface RouletteStateBet {
  type: RouletteBetType;
  numbers: number[];
  covered: number[];
  /** Minor units as decimal strings (jsonb has no bigint). */
  amount: string;
  win: string;
}

export type RoundState =
  | { engine: 'slot'; outcome: SlotOutcome }
  | { engine: 'roulette'; pocket: number; bets: RouletteStateBet[] }
  | { engine: 'blackjack'; game: BlackjackState }
  /** A keno ticket: the picks (sorted), the 20 numbers in the order drawn, the picks drawn. */
  | { engine: 'keno'; picks: number[]; drawn: number[]; hits: number[] };

export interface Round {
  id: bigint;
  roundId: string;
  sessionId: bigint;
  engine: GameEngine;
  stake: bigint;
  staked: bigint;
  won: bigint | null;
  status: RoundStatus;
  state: RoundState;
  previousState: RoundState | null;
  pending: PendingCall[] | null;
  requests: string[];
  version: number;
  /** The wallet's refusal that closed the round (refused, rolled_back). */
  errorCode: string | null;
}

export interface PlayResult {
  round: Round;
  balance: bigint;
  /** true when the request had been played already and this answers it again. */
  replayed: boolean;
}

const isOver = (state: RoundState) => state.engine !== 'blackjack' || state.game.phase === 'over';

/** What the round has staked in all (a blackjack double or split adds the opening stake again). */
function roundStaked(state: RoundState, stake: bigint): bigint {
  return state.engine === 'blackjack' ? stake * BigInt(stakeUnits(state.game)) : stake;
}

/** What a finished round pays, stake included, rounded down to the minor unit. */
function roundWin(state: RoundState, stake: bigint): bigint {
  switch (state.engine) {
    case 'slot':
      return slotWin(stake, state.outcome);
    case 'roulette':
      return state.bets.reduce((sum, bet) => sum + BigInt(bet.win), 0n);
    case 'blackjack':
      return (stake * BigInt(returnHalves(state.game) ?? 0)) / 2n;
    case 'keno':
      return kenoWin(stake, state.picks.length, state.hits.length);
  }
}

/** The bets a round has placed, by transaction id: the opening one, then a split, then each doubled hand. */
function betIds(roundId: string, state: RoundState): string[] {
  const ids = [`${roundId}:bet`];
  if (state.engine === 'blackjack') {
    if (state.game.hands.length > 1) ids.push(`${roundId}:split`);
    state.game.hands.forEach((hand, index) => hand.doubled && ids.push(`${roundId}:double:${index}`));
  }
  return ids;
}

const winCall = (roundId: string, state: RoundState, stake: bigint): PendingCall[] =>
  isOver(state) ? [{ kind: 'win', transactionId: `${roundId}:win`, amount: String(roundWin(state, stake)) }] : [];

const ROUND_COLUMNS = ['id', 'round_id', 'session_id', 'engine', 'stake', 'staked', 'won', 'status', 'state', 'previous_state', 'pending', 'requests', 'version', 'error_code'] as const;
type RoundRow = Pick<Selectable<GameServerTables['game_rounds']>, (typeof ROUND_COLUMNS)[number]>;

const toRound = (row: RoundRow): Round => ({
  id: row.id,
  roundId: row.round_id,
  sessionId: row.session_id,
  engine: row.engine,
  stake: row.stake,
  staked: row.staked,
  won: row.won,
  status: row.status,
  state: row.state as RoundState,
  previousState: (row.previous_state ?? null) as RoundState | null,
  pending: row.pending,
  requests: row.requests,
  version: row.version,
  errorCode: row.error_code,
});

const json = (value: unknown) => JSON.stringify(value);

/** The plays of a session, one at a time in this process. */
const queues = new Map<bigint, Promise<unknown>>();
export async function oneAtATime<T>(sessionId: bigint, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(sessionId) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const tail = run.catch(() => undefined);
  queues.set(sessionId, tail);
  try {
    return await run;
  } finally {
    if (queues.get(sessionId) === tail) queues.delete(sessionId);
  }
}

/** One session's game server: its wallet, its rounds. */
export function sessionPlay(deps: GameServerDeps, session: CasinoSession) {
  const { db, random } = deps;
  const lang: SupportedLanguage = session.language;
  const wallet: GameWallet = session.mode === 'real' ? realWallet(db, session, deps.wallet) : demoWallet(db, session);
  const rounds = () =>
    db
      .selectFrom('game_rounds')
      .select(ROUND_COLUMNS)
      .where('session_id', '=', session.id);

  /** A wallet call, tried three times if it throws (a dropped connection): then the round waits. */
  async function call(fn: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        if (attempt >= 3) {
          log.warn({ err: error }, 'game server: the wallet failed three times; the round keeps its calls pending');
          throw gameError(lang, 'WALLET_UNAVAILABLE');
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt * attempt));
      }
    }
  }

  async function balance(): Promise<bigint> {
    const answer = await call(() => wallet.balance());
    if (!answer.ok) throw gameError(lang, walletRefusal(answer.code));
    return answer.balance;
  }

  /** Writes what a round became; another writer having moved it first is read back instead. */
  async function update(round: Round, set: Updateable<GameServerTables['game_rounds']>): Promise<Round> {
    const row = await db
      .updateTable('game_rounds')
      .set({ ...set, version: round.version + 1, updated_at: sql<Date>`now()` })
      .where('id', '=', round.id)
      .where('version', '=', round.version)
      .returning(ROUND_COLUMNS)
      .executeTakeFirst();
    return toRound(row ?? (await rounds().where('id', '=', round.id).executeTakeFirstOrThrow()));
  }

  /** Makes a round's pending wallet calls, in order; answers the round done and the balance after. */
  async function settle(round: Round): Promise<{ round: Round; balance: bigint | null }> {
    if (!round.pending) return { round, balance: null };
    let after: bigint | null = null;
    for (const pending of round.pending) {
      const amount = BigInt(pending.amount);
      const answer = await call(() =>
        pending.kind === 'bet' ? wallet.bet(pending.transactionId, round.roundId, amount) : wallet.win(pending.transactionId, round.roundId, amount),
      );
      if (!answer.ok) {
        if (pending.kind === 'bet') return refuseBet(round, pending, answer);
        return giveBack(round, answer);
      }
      after = answer.balance;
    }
    const over = isOver(round.state);
    const done = await update(round, {
      pending: null,
      previous_state: null,
      staked: roundStaked(round.state, round.stake),
      won: over ? roundWin(round.state, round.stake) : null,
      status: over ? 'closed' : 'open',
      balance_after: after,
    });
    return { round: done, balance: after };
  }

  async function refuseBet(round: Round, pending: PendingCall, answer: Extract<WalletAnswer, { ok: false }>): Promise<never> {
    const opening = pending.transactionId === `${round.roundId}:bet`;
    if (opening) await update(round, { status: 'refused', pending: null, error_code: answer.code });
    // A double or split the wallet refused: the hand is as it was, and the request may come again.
    else await update(round, { state: json(round.previousState), previous_state: null, pending: null, requests: round.requests.slice(0, -1) });
    throw gameError(lang, walletRefusal(answer.code), answer.balance);
  }

  async function giveBack(round: Round, answer: Extract<WalletAnswer, { ok: false }>): Promise<never> {
    log.warn({ round: round.roundId, code: answer.code }, 'game server: the wallet refused to pay the round; its stakes are given back');
    let after = answer.balance;
    for (const bet of betIds(round.roundId, round.state)) {
      const undone = await call(() => wallet.rollback(`${bet}:rollback`, round.roundId, bet));
      if (undone.ok) after = undone.balance;
      else log.warn({ bet, code: undone.code }, 'game server: a rollback was refused');
    }
    await update(round, { status: 'rolled_back', pending: null, previous_state: null, won: 0n, error_code: answer.code, balance_after: after ?? null });
    throw gameError(lang, 'ROUND_FAILED', after);
  }

  /** Finishes the session's rounds whose calls are pending (an earlier request that did not get through). */
  async function resume(): Promise<void> {
    const unfinished = await rounds().where('status', '=', 'open').where('pending', 'is not', null).orderBy('id').execute();
    for (const row of unfinished) await settle(toRound(row));
  }

  async function result(round: Round, after: bigint | null, replayed: boolean): Promise<PlayResult> {
    return { round, balance: after ?? (await balance()), replayed };
  }

  /**
   * A round the request already played (a retry), finished if it was not: the round it opened, or the
   * session's latest round if it was one of that round's moves (a player only ever moves in the latest).
   */
  async function replay(requestId: string): Promise<PlayResult | null> {
    const row =
      (await rounds().where('request_id', '=', requestId).executeTakeFirst()) ??
      (await rounds().orderBy('id', 'desc').limit(1).executeTakeFirst().then((latest) => (latest?.requests.includes(requestId) ? latest : undefined)));
    if (!row) return null;
    const round = toRound(row);
    if (round.status === 'refused') throw gameError(lang, walletRefusal((round.errorCode ?? 'INSUFFICIENT_FUNDS') as WalletErrorCode));
    const settled = await settle(round);
    return result(settled.round, settled.balance, true);
  }

  /** Opens a round: draws its outcome, writes it down with its calls, then makes them. */
  async function open(requestId: string, engine: GameEngine, stake: bigint, draw: () => RoundState): Promise<PlayResult> {
    const earlier = await replay(requestId);
    if (earlier) return earlier;
    await resume();
    if (session.endedAt) throw gameError(lang, 'SESSION_ENDED');
    if (session.mode === 'real' && session.userId !== null) {
      // Issue 17: the player's wager and loss limits and exclusions, then the profile's slot rules (stake
      // cap per spin, minimum game cycle: a spin passing it is claimed), each with its own message,
      // before a round is written.
      await assertMayStake(db, session.userId, stake, lang, `game_round:${engine}`);
      if (engine === 'slot') await assertSlotSpin(db, session.userId, stake, lang);
    }
    if (engine === 'blackjack' && (await rounds().where('engine', '=', 'blackjack').where('status', '=', 'open').executeTakeFirst())) {
      throw gameError(lang, 'ROUND_IN_PROGRESS');
    }
    const state = draw();
    const roundId = randomUUID();
    const pending: PendingCall[] = [{ kind: 'bet', transactionId: `${roundId}:bet`, amount: String(stake) }, ...winCall(roundId, state, stake)];
    const row = await db
      .insertInto('game_rounds')
      .values({
        round_id: roundId,
        session_id: session.id,
        request_id: requestId,
        engine,
        mode: session.mode,
        currency: session.currency,
        stake,
        status: 'open',
        state: json(state),
        pending: json(pending),
      })
      .onConflict((oc) => oc.constraint('game_rounds_request').doNothing())
      .returning(ROUND_COLUMNS)
      .executeTakeFirst();
    // The same request, at the same moment, from another process: answer its round.
    if (!row) return (await replay(requestId))!;
    const settled = await settle(toRound(row));
    return result(settled.round, settled.balance, false);
  }

  return {
    lang,
    wallet,
    balance,
    resume,

    spinSlot(requestId: string, variant: SlotVariant, lines: SlotLineCount, stake: bigint) {
      return open(requestId, 'slot', stake, () => ({ engine: 'slot', outcome: spinSlot(random, variant, lines) }));
    },

    spinRoulette(requestId: string, bets: { type: RouletteBetType; numbers: number[]; covered: number[]; amount: bigint }[]) {
      const stake = bets.reduce((sum, bet) => sum + bet.amount, 0n);
      return open(requestId, 'roulette', stake, () => {
        const { pocket } = spinRoulette(random);
        return {
          engine: 'roulette',
          pocket,
          bets: bets.map((bet) => ({ type: bet.type, numbers: bet.numbers, covered: bet.covered, amount: String(bet.amount), win: String(betReturn(bet, pocket)) })),
        };
      });
    },

    /** A keno ticket: picks already validated (rules/casino/keno.ts validPicks), one stake, one draw. */
    drawKeno(requestId: string, picks: number[], stake: bigint) {
      return open(requestId, 'keno', stake, () => {
        const drawn = drawKeno(random);
        return { engine: 'keno', picks, drawn, hits: kenoHits(picks, drawn) };
      });
    },

    deal(requestId: string, stake: bigint) {
      return open(requestId, 'blackjack', stake, () => ({ engine: 'blackjack', game: dealBlackjack(random) }));
    },

    /** hit, stand, double or split on the open blackjack round. */
    async act(requestId: string, action: BlackjackAction): Promise<PlayResult> {
      const earlier = await replay(requestId);
      if (earlier) return earlier;
      await resume();
      const row = await rounds().where('engine', '=', 'blackjack').where('status', '=', 'open').orderBy('id', 'desc').executeTakeFirst();
      if (!row) throw gameError(lang, 'NO_OPEN_ROUND');
      const round = toRound(row);
      if (round.state.engine !== 'blackjack' || !legalActions(round.state.game).includes(action)) throw gameError(lang, 'INVALID_ACTION');
      const state: RoundState = { engine: 'blackjack', game: actBlackjack(round.state.game, action, random) };
      const hand = round.state.game.active;
      const bets: PendingCall[] =
        action === 'double'
          ? [{ kind: 'bet', transactionId: `${round.roundId}:double:${hand}`, amount: String(round.stake) }]
          : action === 'split'
            ? [{ kind: 'bet', transactionId: `${round.roundId}:split`, amount: String(round.stake) }]
            : [];
      const pending = [...bets, ...winCall(round.roundId, state, round.stake)];
      const moved = await update(round, {
        state: json(state),
        previous_state: bets.length > 0 ? json(round.state) : null,
        pending: pending.length > 0 ? json(pending) : null,
        requests: [...round.requests, requestId],
      });
      // Another process acted on this round first: this action was not applied.
      if (moved.version !== round.version + 1 || !moved.requests.includes(requestId)) throw gameError(lang, 'INVALID_ACTION');
      const settled = await settle(moved);
      return result(settled.round, settled.balance, false);
    },

    /** The blackjack round being played, if any (the page shows it again when it reopens). */
    async openRound(): Promise<Round | null> {
      const row = await rounds().where('status', '=', 'open').where('pending', 'is', null).orderBy('id', 'desc').executeTakeFirst();
      return row ? toRound(row) : null;
    },
  };
}

export type SessionPlay = ReturnType<typeof sessionPlay>;
