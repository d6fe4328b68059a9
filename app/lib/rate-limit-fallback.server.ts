import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";

/** A Redis command that takes longer than this counts as a failure (a stalled link). */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis is down, it is tried again at most this often; requests count in memory meanwhile. */
const RETRY_EVERY_MS = 1_000;

export interface OutageLog {
  warn(facts: object, message: string): void;
  info(facts: object, message: string): void;
}

/**
 * Whether Redis answers, shared by every limiter: an outage is logged once when it starts and
 * once when it ends, never per request, and only one limiter at a time probes a Redis that is down.
 */
export class RedisHealth {
  private down = false;
  private nextTry = 0;
  constructor(private readonly log: OutageLog | undefined) {}

  /** True when a command should go to Redis now. */
  shouldTry(): boolean {
    if (!this.down) return true;
    if (Date.now() < this.nextTry) return false;
    this.nextTry = Date.now() + RETRY_EVERY_MS;
    return true;
  }
  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.log?.info({ store: "redis" }, "Redis reachable again: rate limits are shared again");
  }
  failed(error: unknown): void {
    this.nextTry = Date.now() + RETRY_EVERY_MS;
    if (this.down) return;
    this.down = true;
    const code = (error as { code?: unknown; name?: unknown } | null)?.code ?? (error as Error)?.name;
    this.log?.warn(
      { store: "redis", code: typeof code === "string" ? code : "unknown" },
      "Redis unreachable: rate limits count per instance in memory until it is back",
    );
  }
}

/** The command, or a rejection once it has taken longer than COMMAND_TIMEOUT_MS. */
export function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  promise.catch(() => {}); // answered after the time-out: nobody waits for it any more
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error("Redis timed out"), { code: "ETIMEDOUT" })),
        COMMAND_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A limiter's counters in Redis, falling back to this process's memory while Redis fails: the
 * limits stay on through an outage (each instance then counts on its own) instead of switching
 * off, and the storefront never waits on a stalled Redis for more than COMMAND_TIMEOUT_MS.
 */
export class FallbackStore implements Store {
  private readonly memory = new MemoryStore();
  constructor(
    private readonly redis: Store,
    private readonly health: RedisHealth,
  ) {}

  init(options: Options): void {
    void Promise.resolve(this.redis.init?.(options)).catch(() => {});
    this.memory.init(options);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (this.health.shouldTry()) {
      try {
        const info = await withTimeout(Promise.resolve(this.redis.increment(key)));
        this.health.succeeded();
        return info;
      } catch (error) {
        this.health.failed(error);
      }
    }
    return this.memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    await this.memory.decrement(key);
    if (this.health.shouldTry()) {
      await withTimeout(Promise.resolve(this.redis.decrement(key))).catch((e: unknown) =>
        this.health.failed(e),
      );
    }
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    if (this.health.shouldTry()) {
      await withTimeout(Promise.resolve(this.redis.resetKey(key))).catch((e: unknown) =>
        this.health.failed(e),
      );
    }
  }

  shutdown(): void {
    void this.memory.shutdown();
  }
}
