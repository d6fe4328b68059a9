import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RunningApp } from "../../server/app";

export interface TestApp {
  url: string;
  running: RunningApp;
  close(): Promise<void>;
}

/**
 * Starts the production server build in this process on a free port: the real app, middleware
 * and database, nothing mocked. Run `npm run build` first (npm test does).
 */
export async function startApp(
  environment: Record<string, string>,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  const mod = (await import(/* @vite-ignore */ entry)) as typeof import("../../server/app");
  const running = await mod.createApp({
    environment: { NODE_ENV: "production", LOG_LEVEL: "silent", ...environment },
    serveStatic: path.join(buildDir, "client"),
    databaseSnapshotDir: path.join(buildDir, "server"),
    ...options,
  });
  const server: Server = await new Promise((resolve) => {
    const s = running.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    running,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await running.close();
    },
  };
}
