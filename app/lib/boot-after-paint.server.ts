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

/** The live islands' boot script and the chunks every page of islands runs besides it. */
export interface IslandBoot {
  url: string;
  chunks: readonly string[];
}

/**
 * The text of the inline module script that loads a page's live islands (ADR 027, ADR 034): it
 * imports the islands' boot script by its built URL once the page has painted, so nothing at all
 * is requested before the first paint. Lighthouse's simulation counts every script a page
 * requested before its observed paint as needed for it, even one that itself waits for the paint.
 * With the boot it preloads the chunks the boot would ask for next (React DOM, the islands' shared
 * code): fetched in parallel with it, not one round trip after another.
 */
export function islandBootLoader({ url, chunks }: IslandBoot): string {
  const preloads = chunks.length
    ? `for (const href of ${JSON.stringify(chunks)}) {` +
      'const link = document.createElement("link");' +
      'link.rel = "modulepreload";' +
      "link.href = href;" +
      "document.head.append(link);" +
      "}"
    : "";
  return `${WAIT_FOR_FIRST_PAINT}import(${JSON.stringify(url)});${preloads}`;
}
