import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";

/** `res.locals` key set by `sameOriginOnly` (security.ts) on a write it accepted as a same-origin browser request. */
export const SAME_ORIGIN_WRITE = "sameOriginWrite";

type LoadContext = Parameters<ReturnType<typeof createRouterHandler>>[1];

/**
 * React Router's Express adapter, but the body comes from the bytes `boundedBody` already read
 * and counted (the adapter would stream the raw socket, past any limit), and the URL's scheme is
 * https whenever the public site is (see `requestUrl`). Otherwise the same: the URL is built from
 * the Host (or X-Forwarded-Host when proxies are trusted), and the Request is aborted when the
 * client goes away.
 */
export function routerHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext(req: ExpressRequest, res: ExpressResponse): LoadContext;
  /** True when a 5xx should be sent as 503 with Retry-After (a dependency is down, not a bug). */
  retryLater?: () => boolean;
  /** PUBLIC_SITE_URL is https: every request reached the site over TLS (see `requestUrl`). */
  httpsSite: boolean;
}): RequestHandler {
  const handle = createRouterHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const response = await handle(
        toFetchRequest(req, res, options.httpsSite),
        options.getLoadContext(req, res),
      );
      await send(res, response, options.retryLater?.() ?? false);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The URL a request was made to. The app never terminates TLS itself, so when the public site is
 * https every browser request reached it through a TLS-terminating proxy: the scheme is https
 * even when the proxy's X-Forwarded-Proto is not believed (TRUST_PROXY unset). Cookies are then
 * Secure and browsers' https Origins match (docs/decisions/010-forms-from-real-browsers.md).
 */
export function requestUrl(req: ExpressRequest, httpsSite = false): URL {
  const forwardedPort = req.app.enabled("trust proxy")
    ? req.get("x-forwarded-host")?.split(":")[1]
    : undefined;
  const port = Number.parseInt(forwardedPort ?? req.get("host")?.split(":")[1] ?? "", 10);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${Number.isSafeInteger(port) ? `:${port}` : ""}`;
  return new URL(`${httpsSite ? "https" : req.protocol}://${host}${req.originalUrl}`);
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, httpsSite: boolean): Request {
  const url = requestUrl(req, httpsSite);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  // The origin check is `sameOriginOnly`, which has already run. A post it accepted reaches React
  // Router with this URL's origin: React Router's own check (Origin against this URL, blind to
  // Sec-Fetch-Site) would answer a bare 400 to the `Origin: null` of a same-origin post under a
  // no-referrer policy, and to the public site's origin when a proxy changed the Host.
  if (res.locals[SAME_ORIGIN_WRITE] === true && headers.has("origin")) headers.set("origin", url.origin);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const body = res.locals.body as Buffer | undefined;
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(body ?? []),
  });
}

async function send(res: ExpressResponse, response: Response, retryLater: boolean): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  const unavailable = retryLater && response.status >= 500;
  res.statusMessage = unavailable ? "Service Unavailable" : response.statusText;
  res.status(unavailable ? 503 : response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (unavailable && !res.hasHeader("retry-after")) res.setHeader("Retry-After", "5");
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
