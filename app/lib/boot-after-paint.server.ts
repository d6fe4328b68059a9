/**
 * The longest the boot script waits for the first paint. A page that has its stylesheet (module
 * scripts run only once the stylesheets before them have loaded) paints within a frame or two; the
 * cap only bounds a starved machine, where the paint can come late, to one second of extra wait.
 */
export const PAINT_WAIT_CAP_MS = 1000;

/**
 * Resolves once the page has painted its first content, at once where no paint is coming (a
 * background tab paints nothing until it is shown) or the browser cannot tell, and after
 * PAINT_WAIT_CAP_MS at the latest: the boot script waits on it before it fetches any JavaScript.
 */
export const WAIT_FOR_FIRST_PAINT =
  "await new Promise((go) => {" +
  'if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();' +
  "new PerformanceObserver((list, observer) => {" +
  'if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); }' +
  '}).observe({ type: "paint", buffered: true });' +
  `setTimeout(go, ${PAINT_WAIT_CAP_MS});` +
  "});";

/** The live islands' boot script, the chunks every page of islands runs besides it, and each island's own. */
export interface IslandBoot {
  url: string;
  chunks: readonly string[];
  /** By island name: the island's code and the chunks only it (of the islands) imports. */
  islands: Readonly<Record<string, readonly string[]>>;
  /** The field-data module (web-vitals), which every page adds once it has loaded (page-script.ts). */
  vitals?: string | undefined;
}

/** The attribute that names an island's element (`ISLAND_ATTRIBUTE` in live-island.tsx; a test holds them equal). */
const ISLAND_ELEMENTS = "[data-live-island]";

/**
 * The text of the inline module script that loads a page's live islands (ADR 027, ADR 034, ADR
 * 041): once the page has painted, it preloads at low fetch priority the boot, the chunks every
 * page of islands runs (React DOM, the islands' shared code) and the code of each island on the
 * page, all in parallel, then imports the boot, which finds them in flight or loaded (the browser
 * fetches a module once). Nothing is requested before the first paint, and nothing competes with
 * the images and fonts of the page for the network: a fetch the browser itself would make for an
 * `import()` goes out at high priority, which Lighthouse's simulation also counts as needed for
 * the first paint whenever its observed paint comes late.
 */
export function islandBootLoader({ url, chunks, islands }: IslandBoot): string {
  return (
    WAIT_FOR_FIRST_PAINT +
    `const own = ${JSON.stringify(islands)};` +
    `const wanted = new Set(${JSON.stringify([url, ...chunks])});` +
    `for (const island of document.querySelectorAll(${JSON.stringify(ISLAND_ELEMENTS)})) {` +
    "const files = own[island.dataset.liveIsland];" +
    // Array.isArray, not `?? []`: a name like "constructor" finds Object's own, not a list.
    "if (Array.isArray(files)) for (const href of files) wanted.add(href);" +
    "}" +
    "for (const href of wanted) {" +
    'const link = document.createElement("link");' +
    'link.rel = "modulepreload";' +
    'link.fetchPriority = "low";' +
    "link.href = href;" +
    "document.head.append(link);" +
    // A request from script is a few milliseconds of main thread (more under a profiler): one a task.
    "await new Promise((go) => {" +
    "const { port1, port2 } = new MessageChannel();" +
    "port1.onmessage = () => { port1.close(); go(); };" +
    "port2.postMessage(0);" +
    "});" +
    "}" +
    `import(${JSON.stringify(url)});`
  );
}
