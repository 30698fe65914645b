/**
 * Live values reach the store two ways: pushed by subscriptions, and in the answers of queries. A query is
 * answered from the database as it stood when the gateway read it, so an answer that lands after a push
 * about the same record can carry that record's older state: a list refetched on a busy machine took a
 * moved price back and flashed it the wrong way.
 *
 * The rule: a field of a record (an object with an id) pushed after a query left keeps its pushed value
 * over that query's answer. The store still ends at the newest value, because every change is pushed: a
 * change the answer saw before the push did arrives as a push of its own, later.
 */
export interface Freshness {
  /** A query or mutation leaves now; returns its ticket for `answered` and `settled`. */
  sent(): number;
  /** A subscription payload arrived: its records' fields are the freshest there are. */
  pushed(payload: unknown): void;
  /** Rewrites, in place, the fields of `payload` that a push has superseded since `ticket` left. */
  answered(ticket: number, payload: unknown): void;
  /** The request behind `ticket` is over (answered, failed or dropped). */
  settled(ticket: number): void;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** Every object with a string id in a payload, however deep, with its scalar (non-object) fields. */
function* records(value: unknown): Generator<{ id: string; object: Fields }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* records(item);
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.id === 'string') yield { id: value.id, object: value };
  for (const field of Object.values(value)) if (isObject(field)) yield* records(field);
}

export function createFreshness(): Freshness {
  /** Orders requests and pushes: a push with a higher serial than a ticket arrived after that request left. */
  let serial = 0;
  const inFlight = new Set<number>();
  /** Per record id and field, the last pushed value and the serial it came with. */
  const pushes = new Map<string, Map<string, { serial: number; value: unknown }>>();

  /** Pushes older than every request in flight can no longer supersede anything. */
  function forgetOld() {
    const oldest = Math.min(...inFlight);
    for (const [id, fields] of pushes) {
      for (const [name, field] of fields) if (field.serial < oldest) fields.delete(name);
      if (fields.size === 0) pushes.delete(id);
    }
  }

  return {
    sent() {
      serial += 1;
      inFlight.add(serial);
      return serial;
    },
    pushed(payload) {
      // With no request in flight there is no answer to correct.
      if (inFlight.size === 0) return;
      serial += 1;
      for (const { id, object } of records(payload)) {
        const fields = pushes.get(id) ?? new Map<string, { serial: number; value: unknown }>();
        for (const [name, value] of Object.entries(object)) if (!isObject(value)) fields.set(name, { serial, value });
        pushes.set(id, fields);
      }
    },
    answered(ticket, payload) {
      for (const { id, object } of records(payload)) {
        for (const [name, field] of pushes.get(id) ?? []) if (field.serial > ticket && name in object) object[name] = field.value;
      }
    },
    settled(ticket) {
      inFlight.delete(ticket);
      forgetOld();
    },
  };
}
