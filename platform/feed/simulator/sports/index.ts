/** Every sport the simulator plays, by the feed's sport key. */
import type { SportKey } from '../../adapter';
import type { SportRules } from '../match';
import { baseball } from './baseball';
import { basketball } from './basketball';
import { counterStrike, dota2 } from './esports';
import { iceHockey } from './ice-hockey';
import { soccer } from './soccer';
import { tennis } from './tennis';

export const SPORTS: Record<SportKey, SportRules> = {
  soccer,
  basketball,
  tennis,
  baseball,
  'ice-hockey': iceHockey,
  'counter-strike': counterStrike,
  'dota-2': dota2,
};
