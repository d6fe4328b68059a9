import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { RedisReply } from "rate-limit-redis";
import { send, tooManyRequests } from "./json-answer.server";
import { FallbackStore, RedisHealth, withTimeout, type OutageLog } from "./rate-limit-fallback.server";

interface RateLimitRule {
  /** Distinct name: also the Redis key prefix, so rules never share counters. */
  name: string;
  windowMs: number;
  limit: number;
  /**
   * Over the limit: "refuse" answers 429 here (JSON, or a readable page for a document post);
   * "mark" lets the request through with `res.locals.rateLimitedFor` (seconds), for a route that
   * answers the 429 in its own page, with nothing done.
   */
  over?: "refuse" | "mark";
  /**
   * Count only the requests the route refuses (4xx, 5xx): for an endpoint whose good callers must
   * never be held back by the budget of bad calls, a gateway's signed webhooks.
   */
  countFailuresOnly?: boolean;
}

/** Where a "mark" limiter leaves the seconds to wait (see `RateLimitRule.over`). */
export const RATE_LIMITED_FOR = "rateLimitedFor";

export interface RateLimiters {
  /** Where counters live: "redis" (shared by instances) or "memory" (this process). */
  store: "redis" | "memory";
  limiter(rule: RateLimitRule): RequestHandler;
  close(): Promise<void>;
}

/**
 * Per-IP limits for write endpoints. With REDIS_URL the counters live in Redis, so N app instances
 * share one budget; otherwise each process counts in memory.
 */
export async function createRateLimiters(options: {
  redisUrl?: string | undefined;
  redisPrefix?: string;
  disabled?: boolean;
  /** Where an outage of Redis is reported: one line when it starts, one when it ends. */
  log?: OutageLog;
}): Promise<RateLimiters> {
  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : undefined;
  const health = new RedisHealth(options.log);
  // Loaded only with Redis: the client and its modules take a noticeable part of start-up.
  const RedisStore = redis ? (await import("rate-limit-redis")).RedisStore : undefined;
  return {
    store: redis ? "redis" : "memory",
    limiter(rule) {
      return rateLimit({
        windowMs: rule.windowMs,
        limit: rule.limit,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        skip: () => options.disabled === true,
        // The store falls back to memory when Redis fails, so it never throws; should it ever,
        // the request passes rather than every buyer be refused.
        passOnStoreError: true,
        identifier: rule.name,
        skipSuccessfulRequests: rule.countFailuresOnly === true,
        handler: (req, res, next, opts) => {
          const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
          const seconds = reset ? (reset.getTime() - Date.now()) / 1000 : opts.windowMs / 1000;
          const retryAfter = Math.max(1, Math.ceil(seconds));
          if (rule.over === "mark") {
            // The route's own answer carries Retry-After; the one the standard headers added here
            // would be sent beside it ("898, 898").
            res.removeHeader("Retry-After");
            res.locals[RATE_LIMITED_FOR] = retryAfter;
            return next();
          }
          send(res, tooManyRequests(retryAfter));
        },
        store:
          redis && RedisStore
            ? new FallbackStore(
                new RedisStore({
                  prefix: `${options.redisPrefix ?? "luxid"}:rl:${rule.name}:`,
                  sendCommand: (...args: string[]) => redis.sendCommand<RedisReply>(args),
                }),
                health,
              )
            : undefined,
      });
    },
    async close() {
      if (!redis) return;
      // A stalled Redis never answers the close: shutdown waits for it no longer than for a command.
      const closed = redis.isReady ? redis.close() : Promise.reject(new Error("not connected"));
      await withTimeout(closed).catch(() => redis.destroy());
    },
  };
}

const CONNECT_TIMEOUT_MS = 3_000;

/**
 * Connects to Redis, or gives up after a few seconds: a Redis that is down at start-up must not
 * stop the storefront, which then counts in memory. Once connected, the offline queue is off so a
 * later outage fails commands at once and the limiters count in memory (FallbackStore) until
 * the client has reconnected.
 */
async function connectRedis(url: string) {
  const { createClient } = await import("redis");
  const client = createClient({ url, disableOfflineQueue: true });
  client.on("error", () => {}); // an outage is reported once by RedisHealth; must not crash the process
  const connected = await Promise.race([
    client.connect().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS).unref()),
  ]);
  if (connected) return client;
  client.destroy();
  return undefined;
}
