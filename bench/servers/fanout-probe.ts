/**
 * What a fan-out server under the live-fanout bench reports to it: when each odds change reached the
 * server (one timestamp per match's home price, which carries the change's sequence number: feed.ts
 * seqOf), so the bench can tell the platform's share of the latency from the fan-out's, and how the
 * server's event loop fared. The production gateway and the raw floor report the same way.
 */
import type { PlatformEvents } from '../../gateway/upstream/platform-events';
import { monotonicMs, processStats, serveParent } from './child';
import { seqOf } from './feed';

export type ChangedMatches = PlatformEvents['odds.changed']['matches'];

export function fanoutProbe() {
  const arrivals = { matchIds: [] as number[], seqs: [] as number[], times: [] as number[] };
  return {
    /** One odds.changed event has arrived: one timestamp for all its matches. */
    arrived(matches: ChangedMatches) {
      const now = monotonicMs();
      for (const match of matches) {
        for (const { odd } of match.odds) {
          if (odd.Key !== 'home' || odd.Price === null) continue;
          arrivals.matchIds.push(match.matchId);
          arrivals.seqs.push(seqOf(odd.Price));
          arrivals.times.push(now);
        }
      }
    },
    /** Answers the bench's stats and arrivals calls; the event loop is watched from here on (once the server listens). */
    serve(urls: { url: string; wsUrl: string }, close: () => Promise<void>) {
      serveParent(
        urls,
        {
          stats: processStats(),
          arrivals: () => ({ matchIds: Int32Array.from(arrivals.matchIds), seqs: Int32Array.from(arrivals.seqs), times: Float64Array.from(arrivals.times) }),
        },
        close,
      );
    },
  };
}
