/**
 * Settlement at the end of a match: every market the match ever offered (closed ones too), outcome by
 * outcome, from the score the sport says it settles on (sports/*.ts basis). Results are seed 002 §9's
 * ticket item results; quarter lines settle as two half stakes (pricing/lines.ts settle).
 *
 * - A market whose score the match did not decide (a period never played, a series stopped by an
 *   operator) is refunded, and so is a winner market on a level score.
 * - A cancelled or postponed match settles every outcome 'cancelled'.
 */
import { settle } from '../../sportsbook/pricing/lines';
import type { Score } from '../../sportsbook/pricing/market';
import { CORRECT_SCORE_MAX } from '../../sportsbook/pricing/poisson';
import type { FixtureUpdate } from '../adapter';
import type { OfferedMarket, SimMatch } from './match';
import { SPORTS } from './sports/index';

type Result = 'win' | 'lost' | 'refund' | 'halfwin' | 'halflose' | 'cancelled';

const won = (yes: boolean): Result => (yes ? 'win' : 'lost');

export function outcomeResult(market: Pick<OfferedMarket, 'type' | 'line'>, key: string, score: Score): Result {
  const [d, t, line] = [score.home - score.away, score.home + score.away, market.line ?? 0];
  switch (market.type) {
    case '1x2':
      return won(key === 'home' ? d > 0 : key === 'away' ? d < 0 : d === 0);
    case 'double-chance':
      return won(key === '1X' ? d >= 0 : key === 'X2' ? d <= 0 : d !== 0);
    case 'winner':
    case 'draw-no-bet':
      return key === 'home' ? settle(d, 0) : settle(-d, 0);
    case 'asian-handicap':
      return key === 'home' ? settle(d, line) : settle(-d, -line);
    case 'total':
    case 'total-maps':
    case 'total-sets':
      return key === 'over' ? settle(t, -line) : settle(-t, line);
    case 'correct-score': {
      const other = score.home > CORRECT_SCORE_MAX || score.away > CORRECT_SCORE_MAX;
      return won(key === 'other' ? other : key === `${score.home}-${score.away}`);
    }
  }
}

export function settlement(match: SimMatch): NonNullable<FixtureUpdate['settled']> {
  const voided = match.state.status === 'cancelled' || match.state.status === 'postponed';
  const rules = SPORTS[match.sport];
  const settled: NonNullable<FixtureUpdate['settled']> = {};
  for (const [key, market] of match.offered) {
    const score = voided ? undefined : rules.basis(match, market.period, market.time);
    settled[key] = Object.fromEntries(
      market.outcomes.map((outcome) => [outcome.key, voided ? 'cancelled' : score ? outcomeResult(market, outcome.key, score) : 'refund']),
    );
  }
  return settled;
}
