import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import type { AppServices } from "~/context.server";
import { errorFacts } from "~/lib/db-errors.server";
import { parseEnv, type Env } from "~/lib/env.server";
import { openCountryLookup, resolveRegion } from "~/lib/geo.server";
import { stdoutDestination, type LogDestination } from "~/lib/log-destination.server";
import { createLogger } from "~/lib/logger.server";
import { warnUnsetPublicContacts } from "~/lib/public-contact-warnings.server";
import { RATE_LIMITED_FOR } from "~/lib/rate-limit.server";
import { healthChecks, requestLog } from "./health";
import { pageCache } from "./page-cache";
import { startPeriodicTasks } from "./periodic-tasks";
import { protocolChecks } from "./protocol";
import { routerHandler } from "./request-handler";
import { routerContext } from "./router-context";
import { canonicalPath } from "./canonical-path";
import { cspNonce, securityHeaders } from "./security";
import { createServices } from "./services";
import { mountAssets, mountEmailAssets, mountStaticFiles } from "./static";
import { mountWriteGuards } from "./write-guards";

export interface CreateAppOptions {
  /** Raw environment; defaults to `process.env`. Tests pass their own. */
  environment?: Record<string, string | undefined>;
  /** Directory of the client build to serve (production); in development Vite serves assets. */
  serveStatic?: string;
  /** Where the build keeps its migrated PGlite snapshot (see scripts/pglite-snapshot.ts). */
  databaseSnapshotDir?: string;
  /** Where log lines go; defaults to stdout. Tests read them to prove what a log never holds. */
  logStream?: NodeJS.WritableStream;
}

export interface RunningApp {
  app: express.Express;
  services: AppServices;
  env: Env;
  close(): Promise<void>;
  /** Gives buffered log lines at most `timeoutMs` to reach standard output; nothing is logged after. */
  closeLog(timeoutMs: number): Promise<void>;
}

const ADMIN_PATH = /^\/admin(?:[/.]|$)/i;

/** Built assets set their own, leaner, security headers (see `mountAssets`). */
function setsOwnHeaders(req: express.Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return /^\/(?:assets|email)\//i.test(req.path);
}
/**
 * Responses that must reach the client as they are produced: the console's CSV exports (100 000
 * rows flow through in batches), the voice note's and the prescription file's byte ranges.
 * Compression would hold output back in its buffers and break Content-Length and Content-Range.
 */
const STREAMED_PATH = /^\/admin\/(?:export\/|preorders\/[^/]+\/(?:voice-note|prescription)$)/i;

/** Builds the Express app: security middleware, static files, health checks, React Router. */
export async function createApp(options: CreateAppOptions = {}): Promise<RunningApp> {
  const env = parseEnv(options.environment);
  // Everything written under DATA_DIR (database, e-mails, voice notes) is the owner's only,
  // whatever umask the process was started with.
  if (!env.DATA_DIR.startsWith("memory://")) process.umask(0o077);
  let logDestination: LogDestination | undefined;
  const log = createLogger(env.LOG_LEVEL, options.logStream ?? (logDestination = stdoutDestination()));
  warnUnsetPublicContacts(env, log);
  const loadBuild = () => import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;
  // Loaded while the database starts: PGlite compiles its WebAssembly off the main thread.
  const loadingBuild = loadBuild();
  loadingBuild.catch(() => {}); // awaited below; a failure must not count as unhandled meanwhile
  const started = await createServices(env, log, options);
  const { services, rateLimiters } = started;
  const { config, database } = services;
  const lookupCountry = openCountryLookup();

  const build = await loadingBuild;
  // In development a function, so edited route modules are picked up on each request; in
  // production the build object itself: given a function, React Router derives its route tables
  // (flattened, ranked, compiled patterns) again for every request.
  const routerBuild = env.NODE_ENV === "development" ? loadBuild : build;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  if (env.PUBLIC_SITE_URL.startsWith("https://") && env.TRUST_PROXY === false) {
    // Forms and cookies work without it (ADR 010), but client addresses would all be the proxy's.
    log.warn(
      "PUBLIC_SITE_URL is https but TRUST_PROXY is not set: rate limits and the visitor's country see the proxy's address, not the client's; set TRUST_PROXY=1 behind one proxy",
    );
  }
  const security = securityHeaders({
    razorpay: config.paymentsMode === "razorpay",
    siteUrl: env.PUBLIC_SITE_URL,
  });
  // Every answer carries the security headers: refusals (405, 413), health checks and 404s too.
  // Built assets set their own, leaner, set.
  const documentHeaders = express.Router().use(cspNonce, security);
  app.use((req, res, next) => (setsOwnHeaders(req) ? next() : documentHeaders(req, res, next)));
  app.use(protocolChecks);

  app.use(requestLog(log));
  app.use(canonicalPath);
  app.use(healthChecks(database, config));

  const regionOf = (req: express.Request) =>
    resolveRegion({
      countryHeader: env.COUNTRY_HEADER,
      headers: req.headers,
      clientIp: req.ip,
      lookup: lookupCountry,
    });
  // Built scripts, styles and fonts first: they need none of the document headers below.
  if (options.serveStatic) {
    mountAssets(app, options.serveStatic, { hsts: env.PUBLIC_SITE_URL.startsWith("https://") });
    mountEmailAssets(app, options.serveStatic, { hsts: env.PUBLIC_SITE_URL.startsWith("https://") });
  }
  // What is not sent precompressed is compressed per response: brotli at quality 4 (quality 11
  // costs about 20 times the CPU for a few per cent), else gzip. Stored pages and built assets
  // carry their encoding already and pass through.
  app.use(
    compression({
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      filter: (req, res) => !STREAMED_PATH.test(req.path) && compression.filter(req, res),
    }),
  );
  if (options.serveStatic) mountStaticFiles(app, options.serveStatic);

  // Buyers' order pages, and the 404 a wrong link gets: never cached by a browser or CDN, never indexed.
  app.use("/orders", (_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  mountWriteGuards(app, { build, services, rateLimiters, regionOf });

  // The console: never indexed or stored by a cache, whatever the page answers. The data requests
  // of React Router (`/admin.data`, `/admin/….data`) count as console requests too.
  app.use((req, res, next) => {
    if (ADMIN_PATH.test(req.path)) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Cache-Control", "private, no-store");
    }
    next();
  });

  const loadContext = routerContext(services);
  const renderForCache = createFetchHandler(routerBuild, env.NODE_ENV);
  app.use(
    pageCache({
      // Development re-renders every time: modules change under the server.
      maxBytes: env.NODE_ENV === "development" ? 0 : env.PAGE_CACHE_MB * 1024 * 1024,
      countryHeader: env.COUNTRY_HEADER,
      // The root loader sends the region (country and currency) to the page: both shape it.
      variantOf: (req) => {
        const region = regionOf(req);
        return `${region.country}:${region.currency}`;
      },
      buildId: async () => (await loadBuild()).assets.version,
      render: (req) =>
        renderForCache(
          // Only the path and the region shape a stored page: no visitor's headers (not even Host) reach it.
          new Request(new URL(req.path, env.PUBLIC_SITE_URL), { headers: { accept: "text/html" } }),
          loadContext(undefined, regionOf(req)),
        ),
    }),
  );

  app.all(
    "/{*splat}",
    routerHandler({
      build: routerBuild,
      mode: env.NODE_ENV,
      // A server error while the database is down is a "come back shortly", not a fault of ours.
      retryLater: () => !database.available,
      httpsSite: env.PUBLIC_SITE_URL.startsWith("https://"),
      getLoadContext: (req, res) =>
        loadContext(res.locals.cspNonce as string, regionOf(req), {
          clientIp: req.ip,
          afterResponse: (task) => res.once("close", task),
          rateLimitedFor: res.locals[RATE_LIMITED_FOR] as number | undefined,
        }),
    }),
  );

  const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
    // Codes only: a message can quote personal data (a failed query's parameters).
    log.error({ err: errorFacts(err) }, "unhandled error");
    if (res.headersSent) return;
    const status = (err as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).json({ error: "The request could not be understood", field: null });
      return;
    }
    res.status(500).json({ error: "Something went wrong. Please try again." });
  };
  app.use(errorHandler);
  const periodic = startPeriodicTasks(services);

  return {
    app,
    services,
    env,
    async close() {
      await periodic.stop();
      await started.close();
    },
    closeLog: async (timeoutMs) => logDestination?.close(timeoutMs),
  };
}
