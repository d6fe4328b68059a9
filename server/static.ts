import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";

const encodings = [
  { token: "br", ext: ".br" },
  { token: "gzip", ext: ".gz" },
] as const;

/**
 * Serves the client build. Hashed files under /assets are immutable for a year and are sent
 * precompressed (brotli, else gzip) when the build step wrote a compressed twin.
 */
export function mountStaticFiles(app: Express, clientDir: string): void {
  const assetsDir = path.join(clientDir, "assets");
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accepted = req.get("accept-encoding") ?? "";
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    for (const { token, ext } of encodings) {
      if (!accepted.includes(token) || !existsSync(file + ext)) continue;
      res.setHeader("Content-Encoding", token);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.type(path.extname(file));
      return res.sendFile(file + ext, { dotfiles: "deny" }, (err) => err && next());
    }
    next();
  };
  app.use("/assets", precompressed, express.static(assetsDir, { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
}
