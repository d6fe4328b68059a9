import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";

const encodings = [
  { token: "br", ext: ".br" },
  { token: "gzip", ext: ".gz" },
] as const;

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the hashed build files under /assets (scripts, styles, fonts), mounted ahead of the
 * document security headers: a script or a font is no document, so CSP, Permissions-Policy,
 * frame and referrer rules mean nothing on it, yet every request of a first load would carry
 * them (about 1 KB each). What still applies to any response stays: `nosniff`, which keeps a
 * file from being run as another type, `Cross-Origin-Resource-Policy`, which keeps other sites
 * from embedding it, and HSTS on an https site. A name changes with its content, so a file is
 * cached for a year and never revalidated: no ETag or Last-Modified either. Sent precompressed
 * (brotli, else gzip) when the build step wrote a compressed twin.
 */
export function mountAssets(app: Express, clientDir: string, { hsts }: { hsts: boolean }): void {
  const assetsDir = path.join(clientDir, "assets");
  const leanHeaders: RequestHandler = (req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    // Plain and compressed copies share the URL.
    res.setHeader("Vary", "Accept-Encoding");
    if (hsts || req.secure) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    }
    next();
  };
  const options = { etag: false, lastModified: false, acceptRanges: false, index: false } as const;
  const twins = express.static(assetsDir, { ...options, cacheControl: false });
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accepted = req.get("accept-encoding") ?? "";
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    for (const { token, ext } of encodings) {
      if (!accepted.includes(token) || !existsSync(file + ext)) continue;
      // The twin is sent under the original's type; a type already set is kept by the sender.
      res.setHeader("Content-Encoding", token);
      res.setHeader("Cache-Control", IMMUTABLE);
      res.type(path.extname(file));
      const url = req.url;
      req.url = req.url.replace(/(\?|$)/, `${ext}$1`);
      return twins(req, res, () => {
        req.url = url;
        for (const name of ["Content-Encoding", "Cache-Control", "Content-Type"]) res.removeHeader(name);
        next();
      });
    }
    next();
  };
  app.use(
    "/assets",
    leanHeaders,
    precompressed,
    express.static(assetsDir, { ...options, immutable: true, maxAge: "1y" }),
    // A missing asset is a plain 404 with the headers above, not a page rendered without its CSP.
    (_req: express.Request, res: express.Response) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
}

/**
 * The pictures e-mails show (public/email/): a mail client loads them from its own origin, or
 * through an image proxy, so they are served with `Cross-Origin-Resource-Policy: cross-origin`
 * (the documents' same-origin policy would leave a broken image) and none of the document
 * headers. A file here is never changed in place (a new picture gets a new name: e-mails sent
 * years ago still point at the old one), so it is cached for a year.
 */
export function mountEmailAssets(app: Express, clientDir: string, { hsts }: { hsts: boolean }): void {
  const emailDir = path.join(clientDir, EMAIL_ASSETS_PATH);
  app.use(
    EMAIL_ASSETS_PATH,
    (req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      if (hsts || req.secure) {
        res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
      }
      next();
    },
    express.static(emailDir, { index: false, maxAge: "365d", fallthrough: true }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
}

/** Where the e-mails' pictures are served from (see `mountEmailAssets`). */
const EMAIL_ASSETS_PATH = "/email";

/**
 * Everything else of the client build (icons, media, manuals): documents' headers, an hour's
 * cache. Every file there has an extension, so a page or API path is not looked up on disk.
 */
export function mountStaticFiles(app: Express, clientDir: string): void {
  const files = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
}
