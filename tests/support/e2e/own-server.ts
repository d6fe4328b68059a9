import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../server-process";
import { test } from "./fixtures";

/** A production server of a spec's own, on a free port and a temporary DATA_DIR it can read. */
export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server has written to stdout so far: its log lines. */
  output(): string;
  /** Stops the server (SIGTERM) and waits for it to exit; DATA_DIR stays for reading. */
  kill(): Promise<void>;
  /** Stops the server if it runs and removes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Starts the shop's process (`startServerProcess`) with `env` (or `env(baseUrl)`, for settings that
 * name the server's own address) and a temporary DATA_DIR, for a spec that reads the outbox's .eml
 * files or the database the server wrote.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {},
): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `luxid-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess(
    { ...process.env, DATA_DIR: dataDir, ...(typeof env === "function" ? env(baseUrl) : env) },
    port,
    // A fresh on-disk PGlite is created and migrated first, which can take a while on a busy machine.
    { stdout: "pipe", readyWithinMs: 100_000 },
  );
  const kill = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill("SIGTERM");
    await server.exited;
  };
  return {
    baseUrl,
    dataDir,
    output: () => server.output(),
    kill,
    async stop() {
      await kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual own shop of a spec: started before its tests and stopped after them, at its own
 * address (PUBLIC_SITE_URL), with `operator` allowed into the console and the outbox sending every
 * 200 ms; `env` adds the spec's own settings. The object is filled in once the server is up.
 */
export function ownShopForSpec(
  name: string,
  options: { operator?: string; env?: Record<string, string> } = {},
): OwnServer {
  const shop = {} as OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a fresh on-disk PGlite is created and migrated first
    const started = await startOwnServer(name, (url) => ({
      PUBLIC_SITE_URL: url,
      OUTBOX_INTERVAL_MS: "200",
      ...(options.operator ? { OPERATOR_EMAILS: options.operator } : {}),
      ...options.env,
    }));
    Object.assign(shop, started);
  });
  test.afterAll(async () => {
    await shop.stop?.();
  });
  return shop;
}
