/**
 * The fan-out floor: what delivering the same odds changes to the same sockets costs on this machine
 * without GraphQL. It reads the platform's event stream like the gateway does (same SSE parser), speaks
 * just enough graphql-transport-ws for the bench's clients (ack, subscribe, next, pong), and sends each
 * subscriber of a match a `next` message built from one serialization per change — the payload the
 * gateway's oddsChanged selection produces, without executing it per subscriber.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { createSseParser } from '../../gateway/events';
import { fanoutProbe } from './fanout-probe';
import type { PlatformEvents } from '../../gateway/upstream/platform-events';

const upstreamUrl = process.argv[2];
if (!upstreamUrl) throw new Error('usage: raw-fanout.ts <platform url>');

type OddsChanged = PlatformEvents['odds.changed'];
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** Match id → the sockets watching it, with the id each gave its subscription. */
const watchers = new Map<number, Map<WebSocket, string>>();
const probe = fanoutProbe();

const server = createServer((_request, response) => {
  response.writeHead(404);
  response.end();
});
const sockets = new WebSocketServer({ server, path: '/graphql', perMessageDeflate: false });
sockets.on('connection', (socket) => {
  const mine: number[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id?: string; type: string; payload?: { variables?: { matches?: string[] } } };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'ping') socket.send('{"type":"pong"}');
    else if (message.type === 'subscribe') {
      for (const id of message.payload?.variables?.matches ?? []) {
        const matchId = Number(Buffer.from(id, 'base64').toString().split(':')[1]);
        if (!watchers.has(matchId)) watchers.set(matchId, new Map());
        watchers.get(matchId)!.set(socket, message.id ?? '');
        mine.push(matchId);
      }
    }
  });
  socket.on('close', () => {
    for (const matchId of mine) watchers.get(matchId)?.delete(socket);
  });
});

function fanOut(payload: OddsChanged) {
  probe.arrived(payload.matches);
  for (const match of payload.matches) {
    const listeners = watchers.get(match.matchId);
    if (!listeners?.size) continue;
    const result = JSON.stringify({
      data: {
        oddsChanged: {
          matchId: globalId('Match', match.matchId),
          reshaped: match.reshaped,
          odds: match.odds.map(({ odd }) => ({ id: globalId('Odd', odd.ID), price: odd.Price, isSuspended: odd.IsSuspended })),
        },
      },
    });
    for (const [socket, id] of listeners) socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${result}}`);
  }
}

const controller = new AbortController();
const consuming = (async () => {
  while (!controller.signal.aborted) {
    try {
      const response = await fetch(`${upstreamUrl}/api/events?topics=odds.changed`, { signal: controller.signal });
      if (!response.body) throw new Error(`events answered ${response.status}`);
      const parse = createSseParser((event) => {
        if (event.event === 'odds.changed') fanOut(JSON.parse(event.data) as OddsChanged);
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      if (!controller.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
})();

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;
probe.serve(
  { url: `http://127.0.0.1:${port}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql` },
  async () => {
    controller.abort();
    await consuming;
    for (const socket of sockets.clients) socket.terminate();
    server.close();
  },
);
