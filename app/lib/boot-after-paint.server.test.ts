import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  bootAfterPaint,
  PAINT_WAIT_CAP_MS,
  rewriteBootScript,
  WAIT_FOR_FIRST_PAINT,
} from "./boot-after-paint.server";

const BOOT =
  '<script type="module" async="" nonce="n">import * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client.js");</script>';
const PAGE = `<!DOCTYPE html><html><head></head><body><p>₹27,999</p>${BOOT}<script>window.x = 1;</script></body></html>`;

async function through(html: string, size: number) {
  const bytes = Buffer.from(html);
  const pieces = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(bootAfterPaint()));
}

test("the route modules are imported after the first contentful paint, into the same names", () => {
  const out = rewriteBootScript(BOOT);
  expect(out.startsWith('<script type="module" async="" nonce="n">await new Promise(')).toBe(true);
  expect(out).not.toMatch(/^import \*/m);
  const wait = out.indexOf('getEntriesByName("first-contentful-paint")');
  const load = out.indexOf(
    'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
  );
  expect(wait).toBeGreaterThan(0);
  expect(load).toBeGreaterThan(wait);
  expect(
    out.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};'),
  ).toBeGreaterThan(load);
  expect(out.endsWith('import("/assets/entry.client.js");</script>')).toBe(true);
});

test.each([1, 9, 100_000])(
  "finds the boot script when its nonce comes before its type (chunks of %i bytes)",
  async (size) => {
    const nonced = BOOT.replace(
      '<script type="module" async="" nonce="n">',
      '<script nonce="n" type="module" async="">',
    );
    const page = PAGE.replace(BOOT, nonced);
    const out = await through(page, size);
    expect(out).toBe(page.replace(nonced, rewriteBootScript(nonced)));
    expect(out).toContain('<script nonce="n" type="module" async="">await new Promise(');
  },
);

test("a script without static imports is left as it is", () => {
  expect(rewriteBootScript("<script>window.a = 1;</script>")).toBe("<script>window.a = 1;</script>");
});

test.each([1, 5, 21, 64, 100_000])(
  "streamed in chunks of %i bytes, only the boot script changes",
  async (size) => {
    expect(await through(PAGE, size)).toBe(PAGE.replace(BOOT, rewriteBootScript(BOOT)));
  },
);

test("only the first module script is rewritten", async () => {
  const twice = PAGE + BOOT;
  expect(await through(twice, 16)).toBe(twice.replace(BOOT, rewriteBootScript(BOOT)));
});

test("a document without a boot script passes through whole", async () => {
  expect(await through('<p>partial <script type="modu', 3)).toBe('<p>partial <script type="modu');
});

describe("the wait before the imports, run as the browser runs it", () => {
  /** Runs WAIT_FOR_FIRST_PAINT with this page state; resolves to when (fake ms) it let the boot go on. */
  function waitWith(page: { visibility: string; paintSupported?: boolean; paintAt?: number }) {
    vi.useFakeTimers();
    let observer:
      ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = page.paintSupported === false ? ["mark"] : ["mark", "paint"];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    if (page.paintAt !== undefined) {
      setTimeout(() => {
        const list = { getEntriesByName: (n: string) => (n === "first-contentful-paint" ? [{}] : []) };
        observer?.(list, { disconnect: () => (disconnected = true) });
      }, page.paintAt);
    }
    // The snippet uses top-level await (it runs in a module script): the body of an async function.
    type Wait = (document: { visibilityState: string }, observer: typeof FakeObserver) => Promise<void>;
    const AsyncFunction = (
      Object.getPrototypeOf(async () => {}) as { constructor: new (...a: string[]) => Wait }
    ).constructor;
    const wait = new AsyncFunction("document", "PerformanceObserver", WAIT_FOR_FIRST_PAINT);
    let goneAt: number | undefined;
    const started = Date.now();
    void wait({ visibilityState: page.visibility }, FakeObserver).then(() => (goneAt = Date.now() - started));
    return {
      after: async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        return goneAt;
      },
      disconnected: () => disconnected,
    };
  }
  afterEach(() => vi.useRealTimers());

  test("a visible page goes on when its first contentful paint is observed", async () => {
    const run = waitWith({ visibility: "visible", paintAt: 180 });
    expect(await run.after(179)).toBeUndefined();
    expect(await run.after(1)).toBe(180);
    expect(run.disconnected()).toBe(true);
  });

  test("a page that never reports a paint goes on after the cap", async () => {
    const run = waitWith({ visibility: "visible" });
    expect(await run.after(PAINT_WAIT_CAP_MS - 1)).toBeUndefined();
    expect(await run.after(1)).toBe(PAINT_WAIT_CAP_MS);
  });

  test.each([
    ["a background tab", { visibility: "hidden" }],
    ["a browser without paint timing", { visibility: "visible", paintSupported: false }],
  ])("%s goes on at once", async (_name, page) => {
    expect(await waitWith(page).after(0)).toBe(0);
  });
});
