import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process has written so far: stderr, and its log lines on stdout with `stdout: "pipe"`. */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  /** "pipe" collects stdout for `output()` (and leaves `child.stdout` readable). */
  stdout?: "ignore" | "pipe";
  /** How long a fresh database may take to be created and migrated (default 60 s). */
  readyWithinMs?: number;
  /** The command, when it is not `node server/index.ts` (`npm start`, the dev server's flags). */
  command?: { file: string; args: string[]; cwd?: string };
  /** In a process group of its own, as npm runs its scripts: stop it with `process.kill(-pid)`. */
  detached?: boolean;
}

/**
 * The one way a test starts the shop as its own process: the production server
 * (`node server/index.ts`, as `npm start` does) on the built app, resolving once /readyz answers
 * 200. For faults that need a process (SIGTERM, kill -9) and for browser specs that read the
 * server's DATA_DIR; in-process tests use `startApp` (app.ts).
 */
export async function startServerProcess(
  environment: Record<string, string>,
  port?: number,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const { file, args, cwd } = options.command ?? {
    file: process.execPath,
    args: [path.resolve("server/index.ts")],
  };
  const child = spawn(file, args, {
    cwd,
    detached: options.detached,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(listenOn),
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "true",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...environment,
    },
    stdio: ["ignore", options.stdout ?? "ignore", "pipe"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const url = `http://127.0.0.1:${listenOn}`;
  let ended = false;
  void exited.then(() => (ended = true));
  // A fresh embedded database is created and migrated first: slow when CI runs test files side by side.
  const readyWithinMs = options.readyWithinMs ?? 60_000;
  const deadline = performance.now() + readyWithinMs;
  for (;;) {
    if (ended) throw new Error(`server exited during start-up: ${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { url, child, exited, output: () => output };
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within ${readyWithinMs / 1000} s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the server with an environment it must refuse: resolves with its exit code and stderr. */
export async function refusedStart(
  environment: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.resolve("server/index.ts")], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...environment,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stderr };
}
