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
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the production server (`node server/index.ts`, as `npm start` does) as its own process
 * and resolves once /readyz answers 200.
 */
export async function startServerProcess(
  environment: Record<string, string>,
  port?: number,
  options: { stdout?: "ignore" | "pipe" } = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [path.resolve("server/index.ts")], {
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
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const url = `http://127.0.0.1:${listenOn}`;
  let ended = false;
  void exited.then(() => (ended = true));
  // A fresh embedded database is created and migrated first: slow when CI runs test files side by side.
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (ended) throw new Error(`server exited during start-up: ${stderr}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { url, child, exited };
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
