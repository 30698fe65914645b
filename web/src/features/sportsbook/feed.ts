import { useEffect, useMemo, useRef, useTransition } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useTransport } from '../../relay/transport';
import type { feedEsportEventsSubscription } from './__generated__/feedEsportEventsSubscription.graphql';
import type { feedEsportPreviewOddsSubscription } from './__generated__/feedEsportPreviewOddsSubscription.graphql';
import type { feedLiveEventsSubscription } from './__generated__/feedLiveEventsSubscription.graphql';
import type { feedMatchUpdatedSubscription } from './__generated__/feedMatchUpdatedSubscription.graphql';
import type { feedOddsChangedSubscription } from './__generated__/feedOddsChangedSubscription.graphql';
import type { feedPrematchEventsSubscription } from './__generated__/feedPrematchEventsSubscription.graphql';
import type { feedPreviewOddsSubscription } from './__generated__/feedPreviewOddsSubscription.graphql';

/**
 * The live feed (seed 002 §4 subscriptions). Odds and live states are Relay nodes (Odd, LiveInfo), so a
 * payload updates every view of them without an updater; the callbacks only handle what the store cannot:
 * lists that changed shape. Each hook holds exactly one subscription for its variables and completes it
 * when the variables change or the view goes.
 *
 * What a tick carries is selected once, in the fragments below, and spread into every subscription
 * (relay-compiler finds them by name; the constants only give the tags a place).
 */
export const liveStateFragment = graphql`
  fragment feed_liveState on LiveInfo {
    id
    # The score, period and clock a live row shows.
    ...LiveScore_live
    periodScores {
      home
      away
    }
    betStop
    hasStream
  }
`;

/** A list's tick (live, prematch, esport): whether its matches changed, and their states. */
export const eventsFragment = graphql`
  fragment feed_events on EventsUpdated {
    listChanged
    matches {
      id
      status
      ...feed_liveState
    }
  }
`;

export const oddsFragment = graphql`
  fragment feed_odds on OddsChanged {
    odds {
      id
      price
      isSuspended
    }
  }
`;

const liveEvents = graphql`
  subscription feedLiveEventsSubscription($sport: ID) {
    liveEventsUpdated(sport: $sport) {
      ...feed_events @relay(mask: false)
    }
  }
`;

const prematchEvents = graphql`
  subscription feedPrematchEventsSubscription($sport: ID) {
    prematchEventsUpdated(sport: $sport) {
      ...feed_events @relay(mask: false)
    }
  }
`;

const esportEvents = graphql`
  subscription feedEsportEventsSubscription($sport: ID) {
    esportEventsUpdated(sport: $sport) {
      ...feed_events @relay(mask: false)
    }
  }
`;

const previewOdds = graphql`
  subscription feedPreviewOddsSubscription($sport: ID, $phase: MatchPhase!) {
    previewOddsChanged(sport: $sport, phase: $phase) {
      ...feed_odds
      matchId
      reshaped
    }
  }
`;

const esportPreviewOdds = graphql`
  subscription feedEsportPreviewOddsSubscription($sport: ID) {
    esportPreviewOddsChanged(sport: $sport) {
      ...feed_odds
      matchId
      reshaped
    }
  }
`;

const oddsChanged = graphql`
  subscription feedOddsChangedSubscription($matches: [ID!]!) {
    oddsChanged(matches: $matches) {
      ...feed_odds
      matchId
      reshaped
    }
  }
`;

const matchUpdated = graphql`
  subscription feedMatchUpdatedSubscription($match: ID!) {
    matchUpdated(match: $match) {
      ...feed_liveState
    }
  }
`;

/** One subscription per distinct variables; `onNext` may change between renders without resubscribing. */
function useFeed<T extends OperationType>(subscription: GraphQLTaggedNode, variables: T['variables'] | null, onNext?: (response: T['response']) => void) {
  const handler = useRef(onNext);
  useEffect(() => {
    handler.current = onNext;
  });
  const key = variables ? JSON.stringify(variables) : null;
  const config = useMemo<GraphQLSubscriptionConfig<T> | null>(
    () =>
      key === null
        ? null
        : {
          subscription,
          variables: JSON.parse(key) as T['variables'],
          onNext: (response) => {
            if (response) handler.current?.(response);
          },
          // A failed operation ends; the page keeps its data and the next visit subscribes again.
          onError: (error) => console.warn('feed subscription failed', error),
        },
    [subscription, key],
  );
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!config) return;
    const { dispose } = requestSubscription<T>(environment, config);
    return dispose;
  }, [environment, config]);
}

export type MatchPhase = 'LIVE' | 'PREMATCH';

export const useLiveEvents = (sport: string | null, onListChanged: () => void) =>
  useFeed<feedLiveEventsSubscription>(liveEvents, { sport }, (response) => {
    if (response.liveEventsUpdated.listChanged) onListChanged();
  });

export const usePrematchEvents = (sport: string | null, onEvent: (response: feedPrematchEventsSubscription['response']['prematchEventsUpdated']) => void) =>
  useFeed<feedPrematchEventsSubscription>(prematchEvents, { sport }, (response) => onEvent(response.prematchEventsUpdated));

export const useEsportEvents = (sport: string | null, onListChanged: () => void) =>
  useFeed<feedEsportEventsSubscription>(esportEvents, { sport }, (response) => {
    if (response.esportEventsUpdated.listChanged) onListChanged();
  });

export const usePreviewOdds = (phase: MatchPhase, sport: string | null, onReshaped: () => void) =>
  useFeed<feedPreviewOddsSubscription>(previewOdds, { sport, phase }, (response) => {
    if (response.previewOddsChanged.reshaped) onReshaped();
  });

export const useEsportPreviewOdds = (sport: string | null, onReshaped: () => void) =>
  useFeed<feedEsportPreviewOddsSubscription>(esportPreviewOdds, { sport }, (response) => {
    if (response.esportPreviewOddsChanged.reshaped) onReshaped();
  });

/** The whole books of the matches on screen (at most 50, the gateway's limit). */
export function useOddsChanged(matchIds: readonly string[], onReshaped?: (matchId: string) => void) {
  const ids = useMemo(() => [...new Set(matchIds)].sort().slice(0, 50), [matchIds]);
  useFeed<feedOddsChangedSubscription>(oddsChanged, ids.length ? { matches: ids } : null, (response) => {
    if (response.oddsChanged.reshaped) onReshaped?.(response.oddsChanged.matchId);
  });
}

export const useMatchUpdated = (matchId: string | null) => useFeed<feedMatchUpdatedSubscription>(matchUpdated, matchId ? { match: matchId } : null);

/**
 * Calls `refresh` when the socket comes back after a loss: the events sent meanwhile are gone, so a view
 * fetches its data again instead of trusting it.
 */
export function useRefreshOnReconnect(refresh: () => void) {
  const { reconnects } = useTransport();
  const handler = useRef(refresh);
  useEffect(() => {
    handler.current = refresh;
  });
  const seen = useRef(reconnects);
  useEffect(() => {
    if (reconnects === seen.current) return;
    seen.current = reconnects;
    handler.current();
  }, [reconnects]);
}

/** Runs `action` at most once per `ms`, the last call winning: a burst of feed events is one refetch. */
export function useThrottled(action: () => void, ms: number): () => void {
  const handler = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    handler.current = action;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(
    () => () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        handler.current();
      }, ms);
    },
    [ms],
  );
}

type Refetch = (variables: { count: number }, options: { fetchPolicy: 'network-only' }) => unknown;

/**
 * Fetches a paginated list again from the network with as many rows as it shows (at least a page), in a
 * transition so the rows on screen stay while the list loads.
 */
export function useRefetchShown(refetch: Refetch, shown: number, page: number): () => void {
  const [, startTransition] = useTransition();
  return () =>
    startTransition(() => {
      refetch({ count: Math.max(page, shown) }, { fetchPolicy: 'network-only' });
    });
}
