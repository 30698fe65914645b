import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from '../context';
import { NotFoundError } from '../errors';

/**
 * A DataLoader per request (per operation over WebSockets): ids asked for while one resolver level runs
 * go upstream in one call, and nothing is cached across requests, so live data is never served stale.
 */
export function requestLoader<K, V>(batch: (keys: readonly K[], ctx: Context) => Promise<readonly (V | Error)[]>) {
  const cache = createContextCache((ctx: Context) => new DataLoader<K, V>((keys) => batch(keys, ctx), { maxBatchSize: 200 }));
  return (ctx: Context) => cache(ctx);
}

/**
 * Orders an upstream answer by the keys asked for; a missing one (gone, or not the viewer's to see) is a
 * NotFoundError for that key only, which node(id:) and nodes(ids:) answer as null (builder.ts).
 */
export function byKeys<K, V>(keys: readonly K[], values: readonly V[], keyOf: (value: V) => K, what: string): (V | Error)[] {
  const found = new Map(values.map((value) => [keyOf(value), value]));
  return keys.map((key) => found.get(key) ?? new NotFoundError(`${what} ${String(key)} not found`));
}
