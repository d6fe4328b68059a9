import { afterAll, beforeAll, expect, test } from "vitest";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { startApp, type TestApp } from "../support/app";

/**
 * An absolute budget of every public page, a property of the page itself rather than a ratio to
 * another site's: the whole document, headers included, arrives in the server's first TCP window
 * (10 segments of 1 460 bytes), so the first paint never waits for a second round trip of HTML.
 * (Scripts have theirs in tests/e2e/javascript-budget.spec.ts: at most 100 KB in 8 files.)
 */
const FIRST_WINDOW = 10 * 1460;
const ROUTES = [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`)];

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ DATA_DIR: "memory://" });
});
afterAll(() => app.close());

/** The bytes a response takes on the wire: status line, headers and the compressed body. */
async function wireBytes(path: string): Promise<number> {
  const res = await fetch(`${app.url}${path}`, { headers: { "accept-encoding": "br" } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-encoding"), path).toBe("br");
  await res.arrayBuffer();
  let headers = "HTTP/1.1 200 OK\r\n\r\n".length;
  res.headers.forEach((value, name) => (headers += name.length + value.length + 4));
  return Number(res.headers.get("content-length")) + headers;
}

test.each(ROUTES)("%s: the whole document fits the first TCP window", async (path) => {
  // Twice: the first answer is rendered, the second comes from the page cache; both must fit.
  for (let i = 0; i < 2; i++) expect(await wireBytes(path)).toBeLessThanOrEqual(FIRST_WINDOW);
});
