import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { scriptHashes, withScriptHashes } from "./script-hashes";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Pages with personal or session data: never stored, by us or by any cache on the way.
 * The operator console, a buyer's order page and the payment gateway's return.
 */
const PRIVATE_PATHS = /^\/(?:admin|orders|payment-callback)(?:[/.]|$)/i;

export interface CachedPage {
  status: number;
  contentType: string;
  raw: Buffer;
  br: Buffer;
  gz: Buffer;
  /** Strong validator of the content; each encoding gets its own suffix. */
  etag: string;
  /** `'sha256-…'` sources for every inline script of the page. */
  scriptSources: string[];
  /** The headers the render set (a route's `headers`), replayed with every copy. */
  headers: [string, string][];
}

export interface PageCacheOptions {
  /** Byte budget of the stored pages (raw + both encodings); 0 turns the cache off. */
  maxBytes: number;
  /** The trusted CDN country header, when configured: only then may shared caches keep a page. */
  countryHeader: string | undefined;
  /** What the page depends on besides its path: the visitor's region (country and currency). */
  variantOf(req: ExpressRequest): string;
  /** The build's identity: a deploy starts from an empty cache even in a long-lived process. */
  buildId(): Promise<string>;
  /** Renders the complete document for this path and variant, without a nonce. */
  render(req: ExpressRequest): Promise<Response>;
}

/** Bytes a stored page holds: the raw document and both encodings. */
function pageBytes(page: CachedPage): number {
  return page.raw.length + page.br.length + page.gz.length;
}

/**
 * The stored pages, least recently used evicted first once their bytes pass the budget; a page
 * larger than the whole budget is never stored. `undefined` when the budget is 0 (cache off).
 */
export function pageStore(maxBytes: number): LRUCache<string, CachedPage> | undefined {
  if (maxBytes <= 0) return undefined;
  return new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: pageBytes });
}

/** True when this request may be answered from (and stored into) the shared page cache. */
function isAnonymousPageRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.path.startsWith("/api/")) return false;
  // `/features.data` (client navigations), `/sitemap.xml`, files: not documents.
  if (req.path.split("/").pop()?.includes(".")) return false;
  // Query strings pick page state (`/preorder?items=…`) and would let anyone fill the cache; so
  // would other spellings of a path (routes match case-insensitively, with or without a slash).
  if (req.originalUrl.includes("?")) return false;
  if (req.path !== req.path.toLowerCase() || /\/\/|.\/$/.test(req.path)) return false;
  // A cookie may carry a session; an authorization header names a person.
  return !req.headers.cookie && !req.headers.authorization;
}

/** Headers the cache itself decides for every copy it sends. */
const REPLACED_HEADERS = new Set(["content-type", "content-length", "content-encoding", "etag", "vary"]);

/** Stores a rendered document with its brotli (best) and gzip (best) encodings, made once. */
async function toCachedPage(response: Response): Promise<CachedPage> {
  const raw = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const html = raw.toString("utf8");
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
    raw,
    br,
    gz,
    etag: createHash("sha256").update(raw).digest("base64url").slice(0, 32),
    scriptSources: scriptHashes(html),
    headers: [...response.headers].filter(([name]) => !REPLACED_HEADERS.has(name)),
  };
}

/** A rendered page may be shared when it is a plain 200 document that sets nothing personal. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(cacheControl)
  );
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, "").replace(/^"|"$/g, ""))
    .some((tag) => tag === "*" || tag.replace(/-(br|gz)$/, "") === etag);
}

/**
 * Serves anonymous public pages from memory: rendered once per (build, region, path), compressed
 * once, revalidated by ETag. Each page carries a CSP naming the hashes of its own inline scripts
 * (a per-response nonce cannot live in a stored page). Personal pages are marked
 * `private, no-store`; everything else falls through to the per-request renderer.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const store = pageStore(options.maxBytes);
  const pending = new Map<string, Promise<CachedPage | Response>>();
  // Without a trusted country header a shared cache cannot tell a rupee page from a euro page:
  // then only the visitor's own browser may keep it.
  const cacheControl = options.countryHeader
    ? "public, max-age=0, s-maxage=300, stale-while-revalidate=86400"
    : "private, no-cache";
  const vary = options.countryHeader ? `Accept-Encoding, ${options.countryHeader}` : "Accept-Encoding";

  const fill = async (key: string, req: ExpressRequest): Promise<CachedPage | Response> => {
    const response = await options.render(req);
    if (!isShareable(response)) return response;
    const page = await toCachedPage(response);
    store?.set(key, page);
    return page;
  };

  return async (req, res, next) => {
    if (PRIVATE_PATHS.test(req.path)) {
      res.setHeader("Cache-Control", "private, no-store");
      return next();
    }
    if (!isAnonymousPageRequest(req)) {
      if (req.headers.cookie && (req.method === "GET" || req.method === "HEAD")) {
        res.setHeader("Cache-Control", "private, no-store");
      }
      return next();
    }
    if (!store) return next();
    try {
      const key = `${await options.buildId()}\n${options.variantOf(req)}\n${req.path}`;
      let found: CachedPage | Response | undefined = store.get(key);
      if (!found) {
        // Concurrent first visitors share one render.
        let task = pending.get(key);
        if (!task) {
          task = fill(key, req).finally(() => pending.delete(key));
          pending.set(key, task);
          found = await task;
        } else {
          const shared = await task;
          // A response body can be read once: a visitor who joined an uncacheable render renders anew.
          if (shared instanceof Response) return next();
          found = shared;
        }
      }
      if (found instanceof Response) return await sendRendered(res, found);
      sendPage(req, res, found, { cacheControl, vary });
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Sends a page that was rendered for the cache but may not be kept (a 404, a page that sets a
 * cookie) as it is, so it is not rendered twice. It was rendered without a nonce, so its CSP
 * names its scripts' hashes too; the compression middleware encodes it on the way out.
 */
async function sendRendered(res: import("express").Response, response: Response) {
  const html = await response.text();
  for (const [name, value] of response.headers) {
    if (name !== "content-length" && name !== "content-encoding") res.append(name, value);
  }
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string")
    res.setHeader("Content-Security-Policy", withScriptHashes(csp, scriptHashes(html)));
  if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", "private, no-cache");
  res.status(response.status).send(html);
}

function sendPage(
  req: ExpressRequest,
  res: import("express").Response,
  page: CachedPage,
  { cacheControl, vary }: { cacheControl: string; vary: string },
) {
  const accepted = req.get("accept-encoding") ?? "";
  const [body, encoding, suffix] = /\bbr\b/.test(accepted)
    ? [page.br, "br", "-br"]
    : /\bgzip\b/.test(accepted)
      ? [page.gz, "gzip", "-gz"]
      : [page.raw, undefined, ""];
  for (const [name, value] of page.headers) res.append(name, value);
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string")
    res.setHeader("Content-Security-Policy", withScriptHashes(csp, page.scriptSources));
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", vary);
  res.setHeader("ETag", `"${page.etag}${suffix}"`);
  if (matchesEtag(req.get("if-none-match"), page.etag)) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  res.setHeader("Content-Type", page.contentType);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
