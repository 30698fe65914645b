/**
 * The max bet per bet type: the operator's max payout over the bet's odds, capped at the max stake, then
 * scaled by the player's stake factor (issue 19: a trader's limit on a sharp player, hundredths, 100 = none),
 * and capped at the trading desk's max stake of each market the bet is on (issue 19, cappedByMarkets).
 */
import type { Db } from '../db/connection';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { BettingDeps } from './context';
import { scaleByFactor, STAKE_FACTOR_DEFAULT } from '../../rules/trading/risk';
import { potentialReturn } from './outcome';
import { systemLines, type SystemSizes } from '../../rules/betting/combinations';
import { ifBetReturn, reverseBetReturn } from '../../rules/betting/settlement';
import type { BetType } from './schema';

const allWon = (legs: readonly { odds: number }[]) => legs.map((leg) => ({ odds: leg.odds, result: 'win' as const }));

/** Per unit stake (a line of a system, one if-bet of a reverse bet), minor units. */
export function maxBetFor(
  deps: Pick<BettingDeps, 'maxStake' | 'maxPayout' | 'maxOdds' | 'options'>,
  currency: string,
  betType: BetType,
  legs: readonly { odds: number; banker: boolean }[],
  systemSize: SystemSizes | null,
  teaserOdds: Readonly<Record<number, number>> | null,
  stakeFactor: number = STAKE_FACTOR_DEFAULT,
): bigint {
  const cap = deps.maxStake(currency);
  const payout = deps.maxPayout(currency);
  // What one unit of stake returns at most, in hundredths of a unit.
  const product = (indices: readonly number[]) => indices.reduce((odds, i) => (odds * BigInt(legs[i]!.odds)) / 100n, 100n);
  let perUnit: bigint;
  switch (betType) {
    case 'single':
    case 'combo': {
      // What a stake of 1.00 (100 hundredths) wins, as the ticket would pay it: the accumulator bonus
      // counts towards the max payout, and the odds are capped at maxOdds (outcome.ts).
      const shape = { betType, unitStake: 100n, systemSize: null, teaserOdds: null, ifbetVariant: 'standard', freeBet: false, insurancePremium: 0n, maxOdds: deps.maxOdds(currency) } as const;
      perUnit = potentialReturn(deps.options, shape, legs);
      break;
    }
    // An if-bet keeps all but the unit after each win, so it returns the sum of its legs' wins, not their
    // product: read from the settlement rule itself, every leg won.
    case 'ifbet':
      perUnit = ifBetReturn(100n, allWon(legs));
      break;
    case 'reversebet':
      perUnit = reverseBetReturn(100n, allWon(legs));
      break;
    case 'system': {
      const bankers = legs.flatMap((leg, i) => (leg.banker ? [i] : []));
      perUnit = systemLines({ selections: legs.length, size: systemSize ?? 2, bankers }).reduce((sum, line) => sum + product(line), 0n);
      break;
    }
    case 'teaser':
      perUnit = BigInt(teaserOdds?.[legs.length] ?? 100);
      break;
  }
  const max = (payout * 100n) / (perUnit > 0n ? perUnit : 100n);
  return scaleByFactor(max < cap ? max : cap, stakeFactor);
}

/** The player's stake factor (hundredths); the default when no trader set one. */
export async function stakeFactorOf(db: Pick<BettingDeps['db'], 'selectFrom'>, userId: bigint): Promise<number> {
  const row = await db.selectFrom('player_risk').select('stake_factor').where('user_id', '=', userId).executeTakeFirst();
  return row?.stake_factor ?? STAKE_FACTOR_DEFAULT;
}

/** The desk's max stake per market in this currency, for the markets that have one (trading_market_stakes). */
export async function marketStakeCaps(db: Db | Transaction<DB>, currency: string, marketIds: readonly number[]): Promise<Map<number, bigint>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('trading_market_stakes')
    .select(['market_id', 'max_stake'])
    .where('currency', '=', currency)
    .where('market_id', 'in', [...new Set(marketIds)].map(BigInt))
    .execute();
  return new Map(rows.map((row) => [Number(row.market_id), BigInt(row.max_stake)]));
}

/** A max bet lowered to the smallest max stake among the markets of its legs (a combo's stake is risked on each). */
export function cappedByMarkets(max: bigint, marketIds: readonly number[], caps: ReadonlyMap<number, bigint>): bigint {
  return marketIds.reduce((least, id) => {
    const cap = caps.get(id);
    return cap !== undefined && cap < least ? cap : least;
  }, max);
}
