/**
 * The platform announces a feed tick as one event per kind, covering every match that moved. Subscribers
 * care about one match or one sport, so the feeding gateway splits each tick into per-match and
 * per-sport topics once, and each subscription listens to exactly its topics: the cost of an event is
 * paid by those who asked for it, not by every open socket.
 */
import type { components } from './upstream/platform-api';

type Odd = components['schemas']['Odd'];
type LiveInfo = components['schemas']['LiveInfo'];

export interface OddsChangedItem {
  MatchID: number;
  SportID: number;
  IsEsport: boolean;
  Live: boolean;
  Reshaped: boolean;
  Odds: (Odd & { MarketID: number; Preview: boolean; Direction: -1 | 0 | 1 })[];
}

export type MatchUpdatedItem = LiveInfo & {
  MatchID: number;
  SportID: number;
  IsEsport: boolean;
  StatusChanged: boolean;
};

export interface FeedTopics {
  'odds.changed': { Matches: OddsChangedItem[] };
  'matches.updated': { Matches: MatchUpdatedItem[] };
  'matches.settled': { Matches: { MatchID: number; SportID: number; Status: LiveInfo['Status'] }[] };
}

/** Topics the gateway derives; the id is a match id, or "<sportId|all>:<live|prematch|esport>". */
export type SplitTopics = {
  'match.odds': [id: string, item: OddsChangedItem];
  'sport.odds': [id: string, item: OddsChangedItem];
  'match.state': [id: string, item: MatchUpdatedItem];
  'sport.state': [id: string, items: MatchUpdatedItem[]];
};

/** PubSub's publish, narrowed to the split topics. */
export type Publish = <T extends keyof SplitTopics>(topic: T, ...args: SplitTopics[T]) => void;

export type FeedPhase = 'live' | 'prematch' | 'esport';

export const sportChannel = (sportId: string | number | null | undefined, phase: FeedPhase) => `${sportId ?? 'all'}:${phase}`;

const phaseOf = (item: { IsEsport: boolean; Live: boolean }): FeedPhase => (item.IsEsport ? 'esport' : item.Live ? 'live' : 'prematch');

export function splitFeedEvent(topic: string, payload: unknown, publish: Publish): void {
  if (topic === 'odds.changed') {
    for (const item of (payload as FeedTopics['odds.changed']).Matches) {
      publish('match.odds', String(item.MatchID), item);
      const preview = item.Odds.filter((odd) => odd.Preview);
      if (preview.length === 0 && !item.Reshaped) continue;
      const previewItem = { ...item, Odds: preview };
      const phase = phaseOf(item);
      publish('sport.odds', sportChannel(item.SportID, phase), previewItem);
      publish('sport.odds', sportChannel(null, phase), previewItem);
    }
  } else if (topic === 'matches.updated') {
    const byChannel = new Map<string, MatchUpdatedItem[]>();
    const add = (channel: string, item: MatchUpdatedItem) => byChannel.set(channel, [...(byChannel.get(channel) ?? []), item]);
    for (const item of (payload as FeedTopics['matches.updated']).Matches) {
      publish('match.state', String(item.MatchID), item);
      // A match that starts leaves the prematch lists and joins the live ones: both hear of it.
      const phases: FeedPhase[] = item.IsEsport ? ['esport'] : item.StatusChanged ? ['live', 'prematch'] : item.Status === 'live' ? ['live'] : ['prematch'];
      for (const phase of phases) {
        add(sportChannel(item.SportID, phase), item);
        add(sportChannel(null, phase), item);
      }
    }
    for (const [channel, items] of byChannel) publish('sport.state', channel, items);
  }
}
