import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";

type LoadContext = Parameters<ReturnType<typeof createRouterHandler>>[1];

/**
 * React Router's Express adapter, but the body comes from the bytes `boundedBody` already read
 * and counted (the adapter would stream the raw socket, past any limit). Otherwise the same:
 * the URL is built from the Host (or X-Forwarded-Host when proxies are trusted), and the
 * Request is aborted when the client goes away.
 */
export function routerHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext(req: ExpressRequest, res: ExpressResponse): LoadContext;
  /** True when a 5xx should be sent as 503 with Retry-After (a dependency is down, not a bug). */
  retryLater?: () => boolean;
}): RequestHandler {
  const handle = createRouterHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      await send(res, response, options.retryLater?.() ?? false);
    } catch (error) {
      next(error);
    }
  };
}

export function requestUrl(req: ExpressRequest): URL {
  const forwardedPort = req.app.enabled("trust proxy")
    ? req.get("x-forwarded-host")?.split(":")[1]
    : undefined;
  const port = Number.parseInt(forwardedPort ?? req.get("host")?.split(":")[1] ?? "", 10);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${Number.isSafeInteger(port) ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`);
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const body = res.locals.body as Buffer | undefined;
  return new Request(requestUrl(req).href, {
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
