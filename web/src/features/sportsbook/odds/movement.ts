import { formatOdds, type OddsFormat } from '../../../../../rules/odds-formats';

/** How long a price change stays marked (green up, red down) after it lands. */
export const MOVEMENT_MS = 3000;

export type Movement = 'up' | 'down';

/** The direction a price moved, compared with the one the component showed before; null when it did not. */
export function priceMovement(previous: number | null | undefined, next: number | null | undefined): Movement | null {
  if (previous == null || next == null || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** A price as the player reads it; null (not offered) and impossible prices show as a dash. */
export function displayPrice(price: number | null | undefined, format: OddsFormat): string {
  if (price == null || !Number.isFinite(price) || price <= 1) return '–';
  return formatOdds(price, format);
}
