import { afterEach, describe, expect, test, vi } from "vitest";
import { islandBootLoader, PAINT_WAIT_CAP_MS, WAIT_FOR_FIRST_PAINT } from "./boot-after-paint.server";

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

const BOOT = {
  url: "/assets/islands/live-boot-x1.js",
  chunks: ["/assets/islands/react-dom-x2.js", "/assets/islands/islands-shared-x3.js"],
  islands: {
    form: ["/assets/islands/form.island-x4.js", "/assets/islands/checkout-x5.js"],
    menu: ["/assets/islands/menu.island-x6.js"],
    carousel: ["/assets/islands/carousel.island-x7.js"],
  },
};

test("the islands' loader imports the boot by its URL only after the first contentful paint", () => {
  const loader = islandBootLoader(BOOT);
  expect(loader.startsWith(WAIT_FOR_FIRST_PAINT)).toBe(true);
  expect(loader.endsWith('import("/assets/islands/live-boot-x1.js");')).toBe(true);
  // No static import: a module script's static imports are fetched before it runs.
  expect(loader).not.toMatch(/^import /m);
});

test("after the paint, the loader preloads at low priority the boot, its chunks and the page's islands' code, each once, then imports the boot", async () => {
  const asked: string[] = [];
  const head = {
    append: (link: { rel: string; href: string; fetchPriority: string }) =>
      asked.push(`${link.rel} ${link.fetchPriority} ${link.href}`),
  };
  const onPage = ["form", "menu", "form", "constructor", "unknown"];
  const document = {
    visibilityState: "hidden",
    head,
    createElement: () => ({ rel: "", href: "", fetchPriority: "auto" }),
    querySelectorAll: (selector: string) =>
      selector === "[data-live-island]" ? onPage.map((liveIsland) => ({ dataset: { liveIsland } })) : [],
  };
  // The snippet as the browser runs it (a module script: top-level await), `import()` recorded.
  const body = islandBootLoader(BOOT).replace(/import\(/g, "load(");
  const AsyncFunction = (
    Object.getPrototypeOf(async () => {}) as {
      constructor: new (...a: string[]) => (...args: unknown[]) => Promise<void>;
    }
  ).constructor;
  await new AsyncFunction("document", "PerformanceObserver", "load", body)(
    document,
    class {},
    (url: string) => asked.push(`import ${url}`),
  );
  expect(asked).toEqual([
    "modulepreload low /assets/islands/live-boot-x1.js",
    "modulepreload low /assets/islands/react-dom-x2.js",
    "modulepreload low /assets/islands/islands-shared-x3.js",
    "modulepreload low /assets/islands/form.island-x4.js",
    "modulepreload low /assets/islands/checkout-x5.js",
    "modulepreload low /assets/islands/menu.island-x6.js",
    "import /assets/islands/live-boot-x1.js",
  ]);
});
