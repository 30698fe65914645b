import type { Client } from 'graphql-ws';
import { createOperationDescriptor, getRequest, type Environment, type GraphQLTaggedNode } from 'relay-runtime';
import { gatewaySocket } from '../../relay/transport';

/**
 * Subscriptions about the signed-in player (balanceChanged, transactionChanged)
 * on a WebSocket of their own. The gateway knows who a socket belongs to from
 * the cookies of its opening handshake, and the app's shared socket opens with
 * the first page, usually before sign-in: over it these would answer
 * AuthError. This socket opens when a viewer exists, so it carries their
 * session, and closes with them (sign-out, or another account signing in).
 * Results are written into the Relay store like any other payload, so the
 * header and every view of the viewer update from one event.
 */
let client: Client | null = null;
let owner: string | null = null;
let users = 0;

function clientFor(viewerId: string): Client {
  if (client && owner !== viewerId) {
    void client.dispose();
    client = null;
  }
  owner = viewerId;
  client ??= gatewaySocket();
  return client;
}

function release() {
  users -= 1;
  if (users > 0 || !client) return;
  void client.dispose();
  client = null;
  owner = null;
}

/**
 * Subscribes as the viewer and writes each result into the store; onNext sees
 * the data too. Returns the function that ends the subscription.
 */
export function subscribeAsViewer<Data>(
  environment: Environment,
  viewerId: string,
  subscription: GraphQLTaggedNode,
  onNext?: (data: Data) => void,
): () => void {
  const request = getRequest(subscription);
  const operation = createOperationDescriptor(request, {});
  const { id, name, text } = request.params;
  users += 1;
  let open = true;
  const unsubscribe = clientFor(viewerId).subscribe(
    // The web client sends persisted ids only (ARCHITECTURE rule 6), as relay/network.ts does.
    id ? { operationName: name, query: '', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } } : { operationName: name, query: text ?? '', variables: {} },
    {
      next: (result) => {
        if (!open || !result.data) return;
        environment.commitPayload(operation, result.data as never);
        onNext?.(result.data as Data);
      },
      error: (error) => console.warn(`${name} failed`, error),
      complete: () => {},
    },
  );
  return () => {
    if (!open) return;
    open = false;
    unsubscribe();
    release();
  };
}
