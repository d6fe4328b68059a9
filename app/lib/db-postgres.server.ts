import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../db/schema";
import { faultCode } from "./db-errors.server";
import { queryLogger } from "./query-log.server";
import type { Database, DatabaseHandle, OpenDatabaseOptions } from "./db-types.server";

// Any fixed 64-bit number works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_406_221_190;
const HEALTH_INTERVAL_MS = 1_000;
/** A database that cannot answer `select 1` on an open connection this fast is not serving. */
const PROBE_TIMEOUT_MS = 2_000;

/** The error a query gets at once while the database is known to be unreachable. */
class DatabaseUnavailableError extends Error {
  readonly code = "DB_UNAVAILABLE";
  constructor() {
    super("The database is unreachable");
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * A pool that survives a bad network: every client has an error listener (a terminated backend
 * must not crash the process), queries time out on the server and in the driver, idle
 * transactions are ended by the server, and TCP keep-alive notices dead peers.
 *
 * A probe on its own connection (outside the pool, so a busy pool never looks like a dead
 * database) checks each second. While it fails, taking a pool connection fails at once, so
 * requests are answered 503 in milliseconds instead of each waiting for its own time-out, and
 * the requests already waiting are told; when the probe answers again, the pool is used again.
 */
export async function openPostgres(
  connectionString: string,
  migrationsFolder: string,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
  const report = (event: string) => (error: unknown) => options.onFault?.({ code: faultCode(error), event });
  const connection = {
    connectionString,
    application_name: "luxid",
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? 20,
    idleTimeoutMillis: 30_000,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs,
    lock_timeout: queryTimeoutMs,
    idle_in_transaction_session_timeout: queryTimeoutMs * 2,
  });
  // An idle client's error reaches the pool; a checked-out client's reaches the client itself.
  pool.on("error", report("idle connection lost"));
  pool.on("connect", (client) => client.on("error", report("connection lost")));

  // Several instances may start at once: the advisory lock lets exactly one migrate.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }

  const probe = createProbe(connection);
  let available = true;
  const listeners = new Set<() => void>();
  const setAvailable = (now: boolean, error?: unknown) => {
    if (now === available) return;
    available = now;
    if (now) options.onFault?.({ code: "ok", event: "database reachable again" });
    else {
      report("database unreachable")(error);
      for (const listener of listeners) listener();
    }
  };
  let checking = false;
  const health = setInterval(() => {
    if (checking) return;
    checking = true;
    probe
      .ping()
      .then(
        () => setAvailable(true),
        (error: unknown) => setAvailable(false, error),
      )
      .finally(() => (checking = false));
  }, HEALTH_INTERVAL_MS);
  health.unref();

  // Every Drizzle query and transaction takes its connection through here; pool.query calls it
  // with a callback, transactions without.
  type Done = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;
  const connect = pool.connect.bind(pool) as (done?: Done) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = (done) => {
    if (available) return done ? connect(done) : connect()!.then(guardLease);
    const error = new DatabaseUnavailableError();
    if (!done) return Promise.reject(error);
    process.nextTick(() => done(error, undefined, () => {}));
    return undefined;
  };

  return {
    db: drizzlePg(pool, { schema, ...queryLogger(options.onQuery) }) as unknown as Database,
    engine: "postgres",
    get available() {
      return available;
    },
    onUnavailable(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ping: () => probe.ping(),
    close: async () => {
      clearInterval(health);
      listeners.clear();
      probe.close();
      await pool.end();
    },
  };
}

/**
 * True for errors that say the connection itself is broken or stuck (terminated by the server,
 * reset, closed, a read time-out), as opposed to an SQL error on a healthy connection (SQLSTATE
 * classes other than 08 connection exception and 57 operator intervention).
 */
function connectionBroken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith("08") || code.startsWith("57");
}

/**
 * Makes a transaction's connection (taken with `pool.connect()`) go back to the pool safely:
 * - Drizzle never releases the connection when `begin` itself fails (a terminated or stalled
 *   connection), which would leak it and, after ten such faults, leave the pool empty for good;
 *   here a failed first query releases it.
 * - A connection that broke or timed out during the transaction is released with its error, so
 *   the pool discards it instead of handing a dead or stuck connection to the next request.
 * - Releasing twice is harmless.
 */
function guardLease(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  let broken: Error | undefined;
  let first = true;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    delete (client as { query?: unknown }).query; // the prototype's again for the next lease
    release(error ?? broken);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const isFirst = first;
    first = false;
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (!connectionBroken(error)) return;
        broken = error instanceof Error ? error : new Error("connection broken");
        if (isFirst) client.release(broken);
      });
    }
    return result;
  };
  return client;
}

/**
 * One connection kept open for health checks. A connection that failed is dropped (its socket
 * destroyed: a stalled link would never finish a polite goodbye) and the next check opens a new
 * one, so a terminated backend costs one reconnect, not an outage.
 */
function createProbe(config: pg.ClientConfig) {
  let current: pg.Client | undefined;
  const drop = (client: pg.Client) => {
    if (current === client) current = undefined;
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };
  const open = async () => {
    const client = new pg.Client(config);
    client.on("error", () => drop(client));
    try {
      await withTimeout(client.connect(), PROBE_TIMEOUT_MS);
    } catch (error) {
      drop(client);
      throw error;
    }
    current = client;
    return client;
  };
  const once = async (client: pg.Client) => {
    try {
      await withTimeout(client.query("select 1"), PROBE_TIMEOUT_MS);
    } catch (error) {
      drop(client);
      throw error;
    }
  };
  const check = async () => {
    const existing = current;
    if (existing) {
      try {
        return await once(existing);
      } catch (error) {
        // A stalled link is the answer; a broken connection gets one fresh try.
        if (faultCode(error) === "ETIMEDOUT") throw error;
      }
    }
    await once(await open());
  };
  // One check at a time on the one connection: callers at once (/readyz requests, the health
  // interval) share the check in flight rather than queue queries on it or open a second one.
  let inFlight: Promise<void> | undefined;
  return {
    ping() {
      inFlight ??= check().finally(() => (inFlight = undefined));
      return inFlight;
    },
    close() {
      if (current) drop(current);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })), ms);
  });
  promise.catch(() => {}); // answered after the time-out: nobody is waiting for it any more
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
