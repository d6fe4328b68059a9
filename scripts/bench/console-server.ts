import { createHash, randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const OPERATOR = "bench@luxid.example";

/**
 * The built server in this process on the seeded PostgreSQL at DATABASE_URL, with an operator
 * session opened directly in the database (its address listed in OPERATOR_EMAILS, as sessions of
 * unlisted addresses are refused): what the console benchmarks measure against.
 */
export async function startConsoleBench(logLevel = "silent") {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the seeded PostgreSQL database");
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const mod = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as typeof import("../../server/app");
  const running = await mod.createApp({
    environment: {
      NODE_ENV: "production",
      LOG_LEVEL: logLevel,
      DATABASE_URL: url,
      DATA_DIR: "memory://",
      OPERATOR_EMAILS: OPERATOR,
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = running.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const secret = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "insert into luxid_operator_sessions (token_hash, email, csrf_token) values ($1, $2, 'bench')",
    [createHash("sha256").update(secret).digest("hex"), OPERATOR],
  );
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cookie: `luxid_operator=${secret}`,
    /** A connection of the benchmark's own to the same database. */
    client,
    close: async () => {
      await client.query("delete from luxid_operator_sessions where email = $1", [OPERATOR]);
      await client.end();
      server.closeAllConnections();
      server.close();
      await running.close();
    },
  };
}
