import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { BACKOFFICE_GRAPHQL } from '../../../rules/backoffice';
import { persistedBody, postOperation } from '../relay/network';
import { gatewaySocket, type GatewaySocket } from '../relay/transport';
import { refusalOf } from './session';

/**
 * The back office's own Relay environment: the same persisted operations as the player app, sent to
 * /backoffice/graphql (HTTP and graphql-ws on the same path), which reads the staff cookie only. A
 * session that ended (UNAUTHENTICATED) calls `onSessionEnded` wherever in the app it happened.
 */
let sessionEnded: () => void = () => {};
export const onSessionEnded = (listener: () => void) => {
  sessionEnded = listener;
};

const fetchFunction: FetchFunction = (params, variables) =>
  Observable.create((sink) => {
    const controller = new AbortController();
    postOperation(BACKOFFICE_GRAPHQL, params, variables, controller.signal)
      .then((answer) => {
        const json = answer as { errors?: { message: string; extensions?: { code?: unknown } }[]; data?: unknown };
        const refusal = refusalOf(json.errors);
        if (refusal?.code === 'UNAUTHENTICATED') sessionEnded();
        if (refusal) throw refusal;
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('; '));
        sink.next(json as never);
        sink.complete();
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') sink.error(error);
      });
    return () => controller.abort();
  });

let socket: GatewaySocket | null = null;

const subscribeFunction: SubscribeFunction = (params, variables) =>
  Observable.create((sink) => {
    socket ??= gatewaySocket(undefined, BACKOFFICE_GRAPHQL);
    return socket.subscribe(
      { ...(persistedBody(params, variables) as { query: string }), query: params.id ? '' : (params.text ?? '') },
      {
        next: (value) => {
          const refusal = refusalOf(value.errors);
          if (refusal?.code === 'UNAUTHENTICATED') sessionEnded();
          if (refusal) sink.error(refusal);
          else sink.next(value as never);
        },
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    );
  });

export const backofficeEnvironment = new Environment({
  network: Network.create(fetchFunction, subscribeFunction),
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
});
