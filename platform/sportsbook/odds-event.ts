/** A match's changed odds as odds.changed carries them: the feed ingest and the trading desk both announce with it. */
import type { EventPayload } from '../events/catalogue';
import type { diffBooks, OddChange } from './book';
import { ESPORTS_SYSTEM_ID, sportById } from './catalogue';

type OddsChangedEvent = EventPayload<'odds.changed'>['matches'][number];

export const isEsport = (id: number) => sportById.get(id)?.sportSystemId === ESPORTS_SYSTEM_ID;

/** A changed odd as odds.changed carries it: the REST Odd whole (with its match), and where it sits and moved. */
const oddChanged =
  (matchId: number) =>
  ({ MarketID, Preview, Direction, ...odd }: OddChange): OddsChangedEvent['odds'][number] => ({ odd: { ...odd, MatchID: matchId }, marketId: MarketID, preview: Preview, direction: Direction });

/** One match's odds.changed entry: its changed odds, whole. */
export const oddsChangedOf = (matchId: number, sportId: number, live: boolean, diff: ReturnType<typeof diffBooks>): OddsChangedEvent => ({
  matchId,
  sportId,
  isEsport: isEsport(sportId),
  live,
  reshaped: diff.reshaped,
  odds: diff.changes.map(oddChanged(matchId)),
});

