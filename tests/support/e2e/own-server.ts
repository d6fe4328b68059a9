import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../server-process";

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
