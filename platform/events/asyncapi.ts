/**
 * The event catalogue as an AsyncAPI 3 document (platform/asyncapi.json, written by scripts/generate.ts):
 * one channel per outbox topic, received from `GET /api/events` (each SSE event's `event` is the topic,
 * its `data` the payload), each payload the JSON Schema of the topic's zod schema.
 */
import { z } from '@hono/zod-openapi';
import { EVENT_CATALOGUE, type EventTopic } from './catalogue';

/** The component name of a topic's payload: "cashier.transaction.changed" → "CashierTransactionChanged". */
export const payloadName = (topic: string) =>
  topic
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Each topic's payload as a JSON Schema (draft 2020-12, which OpenAPI 3.1 and AsyncAPI 3 both accept). */
export function payloadSchemas(): Record<string, object> {
  return Object.fromEntries(
    (Object.keys(EVENT_CATALOGUE) as EventTopic[]).map((topic) => {
      const { $schema: _dialect, ...schema } = z.toJSONSchema(EVENT_CATALOGUE[topic], { io: 'input', reused: 'inline' });
      return [payloadName(topic), schema];
    }),
  );
}

const channel = (topic: EventTopic) => ({
  address: topic,
  description: EVENT_CATALOGUE[topic].description,
  messages: { [payloadName(topic)]: { $ref: `#/components/messages/${payloadName(topic)}` } },
});

export function asyncApiDocument() {
  const topics = Object.keys(EVENT_CATALOGUE) as EventTopic[];
  const schemas = payloadSchemas();
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Oddsgate platform events',
      version: '1.0.0',
      description:
        'The outbox topics the platform streams on GET /api/events (Server-Sent Events in commit order, resumable with Last-Event-ID; `topics` filters). Keys are camelCase; money is a decimal string next to its currency; ids are typed as the REST contract (openapi.json) exposes them.',
    },
    defaultContentType: 'application/json',
    servers: { platform: { host: 'localhost:4001', protocol: 'http', pathname: '/api/events', description: 'text/event-stream' } },
    channels: Object.fromEntries(topics.map((topic) => [topic, channel(topic)])),
    operations: Object.fromEntries(
      topics.map((topic) => [
        `receive${payloadName(topic)}`,
        { action: 'receive', channel: { $ref: `#/channels/${topic}` }, messages: [{ $ref: `#/channels/${topic}/messages/${payloadName(topic)}` }] },
      ]),
    ),
    components: {
      messages: Object.fromEntries(topics.map((topic) => [payloadName(topic), { name: topic, payload: { $ref: `#/components/schemas/${payloadName(topic)}` } }])),
      schemas,
    },
  };
}
