/**
 * Process entry: starts the HTTP server (production build, or Vite in development with `--dev`)
 * and drains in-flight requests on SIGTERM/SIGINT before closing the database and exiting 0.
 * Runs directly on Node 24 (type stripping), so it imports only plain modules.
 */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RunningApp } from "./app.ts";

const dev = process.argv.includes("--dev");

async function load(server: Server): Promise<{ running: RunningApp; closeVite?: () => Promise<void> }> {
  if (!dev) {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const entry = pathToFileURL(path.join(buildDir, "server/index.js")).href;
    const mod = (await import(entry)) as typeof import("./app.ts");
    return {
      running: await mod.createApp({
        serveStatic: path.join(buildDir, "client"),
        databaseSnapshotDir: path.join(buildDir, "server"),
      }),
    };
  }
  // Vite resolves React Router's "development" build for the app; the Express adapter, loaded by
  // Node, must resolve the same one or two routers exist and every page fails with a 500.
  if (!import.meta.resolve("react-router").includes("/development/")) {
    throw new Error("Start the development server with `node --conditions=development` (npm run dev does).");
  }
  const vite = await import("vite");
  // Hot reload shares the app's port, so the page's `default-src 'self'` (connections fall back to it) already allows its socket.
  const viteServer = await vite.createServer({ server: { middlewareMode: true, ws: { server } } });
  const mod = (await viteServer.ssrLoadModule("./server/app.ts")) as typeof import("./app.ts");
  const running = await mod.createApp();
  // Vite serves source modules and HMR ahead of the app.
  const express = (await import("express")).default;
  const outer = express();
  outer.use(viteServer.middlewares);
  outer.use(running.app);
  return { running: { ...running, app: outer }, closeVite: () => viteServer.close() };
}

async function main() {
  const server: Server = createServer();
  let loaded;
  try {
    loaded = await load(server);
  } catch (error) {
    // A bad environment names the variable; anything else is a genuine start-up failure.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { running, closeVite } = loaded;
  const { env, services } = running;
  server.on("request", running.app);
  server.listen(env.PORT, env.HOST, () => {
    services.log.info(
      {
        port: env.PORT,
        host: env.HOST,
        database: services.database.engine,
        payments: services.config.paymentsMode,
      },
      `Luxid storefront listening on http://localhost:${env.PORT}`,
    );
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  // A keep-alive connection that finishes a request after SIGTERM is told to close and is closed.
  server.on("request", (_req, res: import("node:http").ServerResponse) => {
    if (!stopping) return;
    res.shouldKeepAlive = false;
  });
  /**
   * Rolling restarts: stop accepting, let in-flight requests finish (their answers were promised),
   * close idle keep-alive connections, then stop the workers after their current task and close
   * the database. A process that cannot drain in 10 s exits anyway.
   */
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal }, "draining");
    // The log gets a bounded moment to reach its reader: a closed or stalled log pipe never
    // keeps the process from exiting, the forced exit included.
    const force = setTimeout(() => {
      services.log.error("drain timed out");
      void running.closeLog(500).finally(() => process.exit(1));
    }, 9_000);
    force.unref();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    server.close(() => {
      void (async () => {
        try {
          await running.close();
          await closeVite?.();
        } finally {
          services.log.info("stopped");
          await running.closeLog(1_000);
          process.exit(0);
        }
      })();
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

await main();
