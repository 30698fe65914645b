/**
 * Support ended a player's session (issue 18, Players): `sessionEnded` tells the open page whose own
 * session it was, at once, so the tab signs out and says why. The event names the player, not the
 * session (a page does not know its session's id): on each one the gateway asks the platform whether
 * this connection's session still lives, with no cache between, and only a page whose session is gone
 * hears it. Its other tabs, on sessions that still live, hear nothing.
 */
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../builder';
import { AuthError } from '../errors';
import type { PlatformEvents } from '../upstream/platform-events';
import { subscriber } from './shared';

type EndedEvent = PlatformEvents['account.sessions_ended'];

const SessionEndedReason = builder.enumType('SessionEndedReason', {
  description: 'Why support ended the session.',
  values: { ENDED: { value: 'ended', description: 'Support ended it.' }, LOCKED: { value: 'locked', description: 'Support locked the account.' } } as const,
});

const SessionEnded = builder.objectRef<EndedEvent>('SessionEnded').implement({
  description: "Support ended the viewer's session: the page signs out now.",
  fields: (t) => ({ reason: t.field({ type: SessionEndedReason, description: 'Why.', resolve: (e) => e.reason }) }),
});

builder.subscriptionFields((t) => ({
  sessionEnded: t.field({
    type: SessionEnded,
    description: "Support ended this page's session (or locked the account): it no longer signs anything in; the page signs out and says why.",
    errors: { types: [AuthError] },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return pipe(
        ctx.pubsub.subscribe('account.sessions_ended', viewer.Id),
        filter(async () => (await ctx.platform.GET('/api/account/session')).response.status === 401),
      );
    },
    // Answered from the event alone: the session no longer exists to read with.
    resolve: (event) => event,
  }),
}));
