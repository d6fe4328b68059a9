import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { createClient } from "redis";

export interface RateLimitRule {
  /** Distinct name: also the Redis key prefix, so rules never share counters. */
  name: string;
  windowMs: number;
  limit: number;
}

export interface RateLimiters {
  limiter(rule: RateLimitRule): RequestHandler;
  close(): Promise<void>;
}

/**
 * Per-IP limits for write endpoints. With REDIS_URL the counters live in Redis, so N app instances
 * share one budget; otherwise each process counts in memory.
 */
export async function createRateLimiters(options: {
  redisUrl?: string | undefined;
  disabled?: boolean;
}): Promise<RateLimiters> {
  const redis = options.redisUrl ? createClient({ url: options.redisUrl }) : undefined;
  if (redis) {
    redis.on("error", () => {}); // reported per request by the store; must not crash the process
    await redis.connect();
  }
  return {
    limiter(rule) {
      return rateLimit({
        windowMs: rule.windowMs,
        limit: rule.limit,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        skip: () => options.disabled === true,
        // If Redis is down, let the request through rather than refuse every buyer.
        passOnStoreError: true,
        identifier: rule.name,
        handler: (req, res, _next, opts) => {
          const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
          const seconds = reset ? (reset.getTime() - Date.now()) / 1000 : opts.windowMs / 1000;
          res.setHeader("Retry-After", String(Math.max(1, Math.ceil(seconds))));
          res.status(429).json({ error: "Too many requests. Please try again shortly." });
        },
        store: redis
          ? new RedisStore({
              prefix: `rl:${rule.name}:`,
              sendCommand: (...args: string[]) => redis.sendCommand<RedisReply>(args),
            })
          : undefined,
      });
    },
    async close() {
      if (redis?.isOpen) await redis.quit();
    },
  };
}
