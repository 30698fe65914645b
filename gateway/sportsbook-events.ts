/**
 * The platform announces a feed tick as one event per kind, covering every match that moved. Subscribers
 * care about one match or one sport, so the feeding gateway splits each tick into per-match and
 * per-sport topics once, and each subscription listens to exactly its topics: the cost of an event is
 * paid by those who asked for it, not by every open socket.
 */
import type { PlatformEvents } from './upstream/platform-events';

export type OddsChangedItem = PlatformEvents['odds.changed']['matches'][number];
export type MatchUpdatedItem = PlatformEvents['matches.updated']['matches'][number];

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

const phaseOf = (item: { isEsport: boolean; live: boolean }): FeedPhase => (item.isEsport ? 'esport' : item.live ? 'live' : 'prematch');

export function splitFeedEvent(topic: string, payload: unknown, publish: Publish): void {
  if (topic === 'odds.changed') {
    for (const item of (payload as PlatformEvents['odds.changed']).matches) {
      publish('match.odds', String(item.matchId), item);
      const preview = item.odds.filter((change) => change.preview);
      if (preview.length === 0 && !item.reshaped) continue;
      const previewItem = { ...item, odds: preview };
      const phase = phaseOf(item);
      publish('sport.odds', sportChannel(item.sportId, phase), previewItem);
      publish('sport.odds', sportChannel(null, phase), previewItem);
    }
  } else if (topic === 'matches.updated') {
    const byChannel = new Map<string, MatchUpdatedItem[]>();
    const add = (channel: string, item: MatchUpdatedItem) => byChannel.set(channel, [...(byChannel.get(channel) ?? []), item]);
    for (const item of (payload as PlatformEvents['matches.updated']).matches) {
      publish('match.state', String(item.matchId), item);
      // A match that starts leaves the prematch lists and joins the live ones: both hear of it.
      const phases: FeedPhase[] = item.isEsport ? ['esport'] : item.statusChanged ? ['live', 'prematch'] : item.liveInfo.Status === 'live' ? ['live'] : ['prematch'];
      for (const phase of phases) {
        add(sportChannel(item.sportId, phase), item);
        add(sportChannel(null, phase), item);
      }
    }
    for (const [channel, items] of byChannel) publish('sport.state', channel, items);
  }
}
