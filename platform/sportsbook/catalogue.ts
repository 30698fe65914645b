/**
 * The sports we carry: our ids, their order on the site and their sport system (seed 002 §3: several
 * sport types share a system; esports are system 66). A feed names a sport by key; these ids are ours.
 */
import type { SportKey } from '../feed/adapter';

export const ESPORTS_SYSTEM_ID = 66;

export interface SportDefinition {
  key: SportKey;
  id: number;
  originalName: string;
  rank: number;
  sportSystemId: number;
}

export const SPORTS: readonly SportDefinition[] = [
  { key: 'soccer', id: 1, originalName: 'Soccer', rank: 1, sportSystemId: 1 },
  { key: 'basketball', id: 2, originalName: 'Basketball', rank: 2, sportSystemId: 2 },
  { key: 'tennis', id: 5, originalName: 'Tennis', rank: 3, sportSystemId: 5 },
  { key: 'ice-hockey', id: 4, originalName: 'Ice Hockey', rank: 4, sportSystemId: 4 },
  { key: 'baseball', id: 3, originalName: 'Baseball', rank: 5, sportSystemId: 3 },
  { key: 'counter-strike', id: 109, originalName: 'Counter-Strike 2', rank: 6, sportSystemId: ESPORTS_SYSTEM_ID },
  { key: 'dota-2', id: 111, originalName: 'Dota 2', rank: 7, sportSystemId: ESPORTS_SYSTEM_ID },
];

export const sportByKey = new Map(SPORTS.map((sport) => [sport.key, sport]));
export const sportById = new Map(SPORTS.map((sport) => [sport.id, sport]));
