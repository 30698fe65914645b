import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { slipActivity } from '../betslip/activity';
import { betslip, useIsPicked } from '../betslip/store';
import { useOddsFormat } from '../settings/settings';
import { displayPrice } from './movement';
import { useMovement } from './useMovement';
import type { OddButton_odd$key } from './__generated__/OddButton_odd.graphql';

const fragment = graphql`
  fragment OddButton_odd on Odd {
    id
    key
    title
    titleSuffix
    price
    isSuspended
  }
`;

/**
 * What a view of markets selects of each for its odd buttons, spread unmasked into it: what the market's
 * label says (useMarketLabel; the pick keeps it), whether the market is locked, and its odds.
 */
export const marketOddsFragment = graphql`
  fragment OddButton_market on Market {
    id
    type
    periodType
    periodIndex
    time
    line
    isSuspended
    odds {
      id
      ...OddButton_odd
    }
  }
`;

/** What the bet slip keeps of the match and market an odd belongs to. */
export interface PickContext {
  matchId: string;
  matchName: string;
  matchLink: string;
  marketId: string;
  marketLabel: string;
  sportKey: string;
}

/**
 * A price the player can pick: shown in the player's odds format, flashing green or red with an arrow
 * for a few seconds when the feed moves it, disabled while suspended (seed 002 §3 Odd IsSuspended /
 * disabled) or while the whole match is stopped. Picking toggles it on the bet slip.
 */
export function OddButton({ odd, pick, locked = false, compact = false }: { odd: OddButton_odd$key; pick: PickContext; locked?: boolean; compact?: boolean }) {
  const { t } = useTranslation('sportsbook');
  const data = useFragment(fragment, odd);
  const format = useOddsFormat();
  const picked = useIsPicked(data.id);
  const environment = useRelayEnvironment();
  const movement = useMovement(data.price);
  const suspended = locked || data.isSuspended || data.price == null;
  const title = oddLabel(data, t, false);
  const label = compact ? oddLabel(data, t, true) : title;
  const price = displayPrice(data.price, format);
  return (
    <button
      type="button"
      className="odd"
      data-testid="odd"
      data-odd-id={data.id}
      data-price={data.price ?? undefined}
      data-movement={movement?.direction}
      data-suspended={suspended || undefined}
      aria-pressed={picked}
      disabled={suspended}
      title={suspended ? t('odds.suspended') : undefined}
      onClick={() => {
        const added = betslip.toggle({
          id: data.id,
          matchId: pick.matchId,
          marketId: pick.marketId,
          sportKey: pick.sportKey,
          matchName: pick.matchName,
          matchLink: pick.matchLink,
          marketLabel: pick.marketLabel,
          title,
          price: data.price ?? null,
        });
        // Seed 002 §8: the book checks the selection; its code comes with the first pick, not the page.
        if (!added) return;
        slipActivity.startAdding(data.id);
        import('../betslip/verify').then(
          ({ verifySelection }) => verifySelection(environment, data.id),
          () => slipActivity.doneAdding(data.id),
        );
      }}
    >
      <span className="odd__title" title={compact ? title : undefined}>
        {label}
      </span>
      <span className="odd__price" data-testid="odd-price">
        {price}
      </span>
      {movement && (
        <span key={movement.serial} className={`odd__arrow odd__arrow--${movement.direction}`}>
          <span aria-hidden="true">{movement.direction === 'up' ? '▲' : '▼'}</span>
          <span className="visually-hidden">{t(`odds.${movement.direction}`)}</span>
        </span>
      )}
      {suspended && <span className="visually-hidden">{t('odds.suspended')}</span>}
    </button>
  );
}

const COMPACT_SIDES: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/**
 * An odd's name in the player's language: the sides by team name (or 1 / X / 2 in a list row), draw,
 * over and under from the locale, anything else (a correct score) as the book names it; then its line.
 */
export function oddLabel(odd: { key: string; title: string; titleSuffix?: string | null }, t: (key: string) => string, compact: boolean): string {
  let name = odd.title;
  if (compact && COMPACT_SIDES[odd.key]) name = COMPACT_SIDES[odd.key]!;
  else if (odd.key === 'draw') name = t('outcomes.draw');
  else if (odd.key === 'over' || odd.key === 'under') name = t(compact ? `outcomes.${odd.key}Short` : `outcomes.${odd.key}`);
  return odd.titleSuffix ? `${name} ${odd.titleSuffix}` : name;
}
