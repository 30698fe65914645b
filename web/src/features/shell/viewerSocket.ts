import { createOperationDescriptor, getRequest, type Environment, type GraphQLTaggedNode } from 'relay-runtime';
import { gatewaySocket, type GatewaySocket } from '../../relay/transport';

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
interface ViewerSocket {
  client: GatewaySocket;
  owner: string;
  users: number;
  /** Whether the socket is connected (acknowledged by the gateway) right now. */
  open: boolean;
  /** The subscriptions' onStarted, called after each connection (the first and every reconnection). */
  started: Set<() => void>;
}

/** The socket new subscriptions of the viewer join; null until one subscribes, and after the viewer went away. */
let current: ViewerSocket | null = null;

function join(viewerId: string): ViewerSocket {
  if (current?.owner !== viewerId) retireViewerSocket();
  current ??= openViewerSocket(viewerId);
  current.users += 1;
  return current;
}

function openViewerSocket(owner: string): ViewerSocket {
  const started = new Set<() => void>();
  const socket: ViewerSocket = {
    owner,
    users: 0,
    open: false,
    started,
    client: gatewaySocket({
      connected: () => {
        socket.open = true;
        // graphql-ws sends the subscriptions' own messages right after this event: a task later they are on their way.
        setTimeout(() => [...started].forEach((onStarted) => onStarted()));
      },
      closed: () => {
        socket.open = false;
      },
    }),
  };
  return socket;
}

function leave(socket: ViewerSocket) {
  socket.users -= 1;
  if (socket.users > 0) return;
  void socket.client.dispose();
  if (current === socket) current = null;
}

/**
 * The viewer went away (signed out, or a request found the session ended). The socket carries the
 * session of its handshake, so the next sign-in, even of the same account, must open its own: new
 * subscriptions get a new socket, and the ones still on this socket (a watcher waiting to hear why the
 * session ended) keep it until they end, when it closes.
 */
export function retireViewerSocket() {
  if (current && current.users === 0) void current.client.dispose();
  current = null;
}

/**
 * Subscribes as the viewer and writes each result into the store; onNext sees
 * the data too. onStarted runs once the subscription is on its way over a
 * connected socket, and again after each reconnection: a change made before
 * (the page was read, then the socket and graphql-ws took their time) or while
 * the socket was down sent no event, so a view that must show it reads it
 * again then. Returns the function that ends the subscription.
 */
export function subscribeAsViewer<Data>(
  environment: Environment,
  viewerId: string,
  subscription: GraphQLTaggedNode,
  onNext?: (data: Data) => void,
  onStarted?: () => void,
): () => void {
  const request = getRequest(subscription);
  const operation = createOperationDescriptor(request, {});
  const { id, name, text } = request.params;
  const socket = join(viewerId);
  let open = true;
  const unsubscribe = socket.client.subscribe(
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
  if (onStarted) {
    socket.started.add(onStarted);
    // Joining a socket already connected: no connection event comes, the subscription is sent at once.
    if (socket.open) setTimeout(() => open && onStarted());
  }
  return () => {
    if (!open) return;
    open = false;
    if (onStarted) socket.started.delete(onStarted);
    unsubscribe();
    leave(socket);
  };
}
