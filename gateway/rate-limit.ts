/**
 * Partner keys' token buckets (issue 8: rateLimitPerMinute tokens, refilled continuously; a burst may spend
 * the whole minute's allowance at once, then one call per 60/limit seconds). In one process they live in
 * memory; with REDIS_URL they live in Redis, so N gateways allow a key its limit once, not N times
 * (issue 16 §5). Redis's own clock times the refill: the gateways' clocks need not agree.
 */
import type { Redis } from 'ioredis';

export interface TokenBuckets {
  /** Spends a token of bucket `id` holding `perMinute`: null when allowed, else the seconds until one is back. */
  take(id: string, perMinute: number): Promise<number | null>;
  forget(id: string): Promise<void>;
}

/** The refill and spend, as the Lua script below does it in Redis. */
function spend(bucket: { tokens: number; at: number }, perMinute: number, now: number): number | null {
  const perMs = perMinute / 60_000;
  bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
  bucket.at = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return null;
  }
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
}

export function memoryBuckets(now: () => number = Date.now): TokenBuckets {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(id, perMinute) {
      const at = now();
      const bucket = buckets.get(id) ?? { tokens: perMinute, at };
      buckets.set(id, bucket);
      return spend(bucket, perMinute, at);
    },
    async forget(id) {
      buckets.delete(id);
    },
  };
}

// KEYS[1]: the bucket; ARGV[1]: tokens per minute. Returns -1 when allowed, else the seconds to wait.
// A bucket untouched for two minutes is full again anyway: it expires rather than lingering.
const TAKE = `
local perMinute = tonumber(ARGV[1])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local perMs = perMinute / 60000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or perMinute
local at = tonumber(state[2]) or now
tokens = math.min(perMinute, tokens + (now - at) * perMs)
local wait = -1
if tokens >= 1 then tokens = tokens - 1 else wait = math.max(1, math.ceil((1 - tokens) / perMs / 1000)) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 120000)
return wait`;

const keyOf = (id: string) => `oddsgate:partner-bucket:${id}`;

/**
 * Buckets in Redis, shared by every gateway. While Redis is unreachable each gateway falls back to its
 * own buckets: a partner keeps its service, limited per gateway, rather than losing it.
 */
export function redisBuckets(redis: Redis, fallback: TokenBuckets = memoryBuckets()): TokenBuckets {
  return {
    async take(id, perMinute) {
      try {
        const wait = Number(await redis.eval(TAKE, 1, keyOf(id), perMinute));
        return wait < 0 ? null : wait;
      } catch {
        return fallback.take(id, perMinute);
      }
    },
    async forget(id) {
      await fallback.forget(id);
      await redis.del(keyOf(id)).catch(() => {});
    },
  };
}
