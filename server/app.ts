import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type AppServices } from "~/lib/app-context.server";
import { openDatabase } from "~/lib/db.server";
import { parseEnv, publicConfig, type Env } from "~/lib/env.server";
import { openCountryLookup, resolveRegion } from "~/lib/geo.server";
import { createLogger } from "~/lib/logger.server";
import { createPaymentServices } from "~/features/payments/server/wiring.server";
import { createOrderLinks, loadOrderLinkSecret } from "~/features/orders/server/order-links.server";
import { createRateLimiters } from "~/lib/rate-limit.server";
import { cspNonce, sameOriginOnly, securityHeaders } from "./security";
import { mountStaticFiles } from "./static";

export interface CreateAppOptions {
  /** Raw environment; defaults to `process.env`. Tests pass their own. */
  environment?: Record<string, string | undefined>;
  /** Directory of the client build to serve (production); in development Vite serves assets. */
  serveStatic?: string;
}

export interface RunningApp {
  app: express.Express;
  services: AppServices;
  env: Env;
  close(): Promise<void>;
}

/** Paths authenticated by signatures, which gateways and redirects may POST from other sites. */
const CROSS_SITE_POST_PATHS = ["/api/payments/webhook", "/payment-callback"];

/** Paths under /api with their own rate limits (or none: signed webhooks) instead of the generic one. */
const PAYMENT_LIMITED_PATHS = new Set(["/payments/verify", "/payments/webhook"]);

const ADMIN_PATH = /^\/admin(?:[/.]|$)/;
/** The sign-in form and the link check, with or without React Router's `.data` suffix. */
const SIGN_IN_PATH = /^\/admin(?:\/verify)?(?:\.data)?$/;

/** Body size limits by path: the voice note upload is the only large body. */
function bodyLimitFor(pathname: string): number {
  return pathname === "/api/preorders" || pathname === "/api/payments/create" ? 2 * 1024 * 1024 : 64 * 1024;
}

/** Builds the Express app: security middleware, static files, health checks, React Router. */
export async function createApp(options: CreateAppOptions = {}): Promise<RunningApp> {
  const env = parseEnv(options.environment);
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const rateLimiters = await createRateLimiters({
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    disabled: env.RATE_LIMIT_DISABLED,
  });
  if (env.REDIS_URL && rateLimiters.store === "memory") {
    log.warn("Redis unreachable at start-up: rate limits count per instance until restart");
  }
  const lookupCountry = openCountryLookup();
  const config = publicConfig(env);
  const orderLinks = createOrderLinks(
    await loadOrderLinkSecret(database.db, env.ORDER_LINK_SECRET),
    env.PUBLIC_SITE_URL,
  );
  const payments = createPaymentServices(env, database, log, orderLinks);
  const services: AppServices = { env, config, database, log, payments, orderLinks };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((req, res, next) => {
    const start = performance.now();
    res.on("finish", () => {
      // The path only: query strings could carry identifiers and never reach the logs.
      log.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - start),
        },
        "request",
      );
    });
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ready", database: database.engine });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.engine });
    }
  });

  app.use(cspNonce);
  app.use(securityHeaders({ razorpay: config.paymentsMode === "razorpay" }));
  app.use(compression());
  if (options.serveStatic) mountStaticFiles(app, options.serveStatic);

  app.use((req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > bodyLimitFor(req.path)) {
      res.status(413).json({ error: "Request body too large" });
      return;
    }
    next();
  });
  app.use(sameOriginOnly(CROSS_SITE_POST_PATHS));
  // Buyers' order pages, and the 404 a wrong link gets: never cached by a browser or CDN, never indexed.
  app.use("/orders", (_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  const writeLimit = rateLimiters.limiter({ name: "api-write", windowMs: 60_000, limit: 30 });
  // Lead capture saves while the visitor types, so it has its own budget instead of the generic one;
  // a buyer saves a pre-order a few times at most, so that endpoint is stricter.
  const formStartLimit = rateLimiters.limiter({ name: "form-starts", windowMs: 60_000, limit: 60 });
  const preorderLimit = rateLimiters.limiter({ name: "preorders", windowMs: 60_000, limit: 10 });
  app.use("/api", (req, res, next) =>
    req.method === "GET" || req.method === "HEAD"
      ? next()
      : req.path.startsWith("/form-starts/")
        ? formStartLimit(req, res, next)
        : PAYMENT_LIMITED_PATHS.has(req.path)
          ? next() // own budgets below: the callback polls verify, Razorpay retries webhooks
          : writeLimit(req, res, next),
  );
  app.post(
    "/api/payments/create",
    rateLimiters.limiter({ name: "payments-create", windowMs: 60_000, limit: 10 }),
  );
  app.post(
    "/api/payments/verify",
    rateLimiters.limiter({ name: "payments-verify", windowMs: 60_000, limit: 40 }),
  );
  app.post(
    "/api/payments/sandbox",
    rateLimiters.limiter({ name: "payments-sandbox", windowMs: 60_000, limit: 20 }),
  );
  app.post("/api/preorders", preorderLimit);

  // The console: never indexed or stored by a cache, whatever the page answers. The data requests
  // of React Router (`/admin.data`, `/admin/….data`) count as console requests too.
  app.use((req, res, next) => {
    if (ADMIN_PATH.test(req.path)) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Cache-Control", "private, no-store");
    }
    next();
  });
  // Sign-in e-mails and link checks per address: a handful per quarter hour is all a person needs.
  const signInLimit = rateLimiters.limiter({ name: "operator-sign-in", windowMs: 15 * 60_000, limit: 5 });
  app.use((req, res, next) =>
    req.method === "POST" && SIGN_IN_PATH.test(req.path) ? signInLimit(req, res, next) : next(),
  );

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext(req, res) {
        const region = resolveRegion({
          countryHeader: env.COUNTRY_HEADER,
          headers: req.headers,
          clientIp: req.ip,
          lookup: lookupCountry,
        });
        return new RouterContextProvider(
          new Map<unknown, unknown>([
            [servicesContext, services],
            [requestContext, { nonce: res.locals.cspNonce as string, region }],
          ]) as ConstructorParameters<typeof RouterContextProvider>[0],
        );
      },
    }),
  );

  const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
    log.error(
      { err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) },
      "unhandled error",
    );
    if (res.headersSent) return;
    res.status(500).json({ error: "Something went wrong. Please try again." });
  };
  app.use(errorHandler);
  payments.start();

  return {
    app,
    services,
    env,
    async close() {
      await payments.stop();
      await rateLimiters.close();
      await database.close();
    },
  };
}
