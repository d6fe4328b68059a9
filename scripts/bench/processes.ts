/** Starting and stopping the servers a benchmark measures: the app and the static-file baseline. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

export interface Started {
  url: string;
  /** Milliseconds from spawn to the first healthy answer (`/readyz` for the app). */
  startupMs: number;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200, for at most `timeoutMs`. */
async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

/**
 * The production server of this checkout on loopback. Rate limits stay on: the load generator
 * names each buyer by an X-Forwarded-For address of its own (one proxy hop is trusted), as a
 * CDN in front of the shop would.
 */
export async function startApp(port: number, env: Record<string, string> = {}): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, ["server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${url}/readyz`, child, 120_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, startupMs: performance.now() - began, stop: () => stopChild(child) };
}

/** Milliseconds from `npm start` until each answered 200, in the order they first did. */
export interface StartupTimes {
  /** The process is up and answering. */
  healthz: number;
  /** The database answers too. */
  readyz: number;
  /** `/` rendered: the site is actually served. */
  page: number;
}

/**
 * `npm start` from this built checkout, as an operator runs it (the build check first, then the
 * server), with the database kept under `dataDir`: when /healthz, /readyz and `/` first answer 200.
 */
export async function timeNpmStart(port: number, dataDir: string): Promise<StartupTimes> {
  const began = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  const url = `http://127.0.0.1:${port}`;
  const at = async (path: string) => {
    await waitHealthy(`${url}${path}`, child, 60_000);
    return performance.now() - began;
  };
  try {
    const healthz = await at("/healthz");
    const readyz = await at("/readyz");
    const page = await at("/");
    return { healthz, readyz, page };
  } finally {
    // npm, its shell and node share the group started above.
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      await once(child, "exit");
    }
  }
}

/** `sirv` serving a directory with its precompressed `.br`/`.gz` twins: the static-file baseline. */
export async function startSirv(dir: string, port: number, probe: string): Promise<Started> {
  const began = performance.now();
  const child = spawn(
    process.execPath,
    [
      "node_modules/sirv-cli/bin.js",
      dir,
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--brotli",
      "--gzip",
      "--quiet",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}${probe}`, child, 30_000);
  return { url, startupMs: performance.now() - began, stop: () => stopChild(child) };
}
