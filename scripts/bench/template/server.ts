/**
 * Serves the built template as `react-router-serve` does: Express, gzip by `compression`, hashed
 * assets cached for a year. `node scripts/bench/template/server.ts <build dir> <port>`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import compression from "compression";
import express from "express";

const [buildDir = "build", port = "0"] = process.argv.slice(2);
const build = (await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression());
// The floor of any page in the same run: a document with one heading and a sentence, no style
// sheet, font or script. What Lighthouse estimates for it is the cost of the connection and one
// round trip on its simulated slow 4G, which no page can go under.
app.get("/blank", (_req, res) => {
  res
    .type("html")
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head><body><h1>Blank</h1><p>The least a page can be.</p></body></html>',
    );
});
app.use(
  "/assets",
  express.static(path.resolve(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.resolve(buildDir, "client"), { maxAge: "1h" }));
app.all("/{*splat}", createRequestHandler({ build }));
const server = app.listen(Number(port), "127.0.0.1", () => {
  const address = server.address();
  console.log(`template on http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`);
});
