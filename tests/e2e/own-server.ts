import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../faults/server-process";
import { expect } from "./fixtures";

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
 * Starts `server/index.ts` on the built app with `env` (or `env(baseUrl)`, for settings that name
 * the server's own address) on top of the e2e defaults (production, no rate limits, quiet logs)
 * and waits until /readyz answers 200: a fresh on-disk PGlite is created
 * and migrated first, which can take a while on a busy machine.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {},
): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `luxid-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "true",
      ...(typeof env === "function" ? env(baseUrl) : env),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  server.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  await expect
    .poll(async () => (await fetch(`${baseUrl}/readyz`).catch(() => null))?.status, { timeout: 100_000 })
    .toBe(200);
  const kill = async () => {
    if (server.exitCode !== null) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
  };
  return {
    baseUrl,
    dataDir,
    output: () => output,
    kill,
    async stop() {
      await kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
