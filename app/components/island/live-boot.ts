/**
 * The boot script of a page with live islands (ADR 027), built on its own
 * (`vite.islands.config.ts`): React DOM and the code of the islands on the page, nothing else.
 *
 * The page's inline loader (`islandBootLoader`) imports it once the page has painted (the buyer
 * reads the server's HTML while the phone is busiest), having already asked for React DOM and the
 * code of the page's islands; it imports them and hydrates each `[data-live-island]` as a root of
 * its own (hydrate-island.ts). It imports nothing statically but Vite's preload helper (the islands
 * build fails if it does): React would come with it. When every island has committed and run its
 * effects, `<html data-hydrated>` says the page is live.
 */
import type { LiveIslandComponent } from "./live-island";
import { islandNameOf } from "./island-name";

/**
 * Every island's element carries this attribute (`ISLAND_ATTRIBUTE` in live-island.tsx, a unit
 * test holds the two equal). Written out here because this file may import nothing that an island
 * imports too: the build would put that module in a chunk the islands share, which this script
 * would then fetch, React with it, ahead of the islands' own code (the islands build fails if it does).
 */
const ATTRIBUTE = "data-live-island";

type IslandModule = { default: LiveIslandComponent<object> };
const modules = import.meta.glob<IslandModule>("/app/**/*.island.tsx");
const loaders = new Map(Object.entries(modules).map(([file, load]) => [islandNameOf(file), load]));

/**
 * Resolves in a task of its own. The browser evaluates a module graph (React DOM, an island's code)
 * in one task and runs what awaited it straight after, in the same task: a phone's long task.
 */
const nextTask = () =>
  new Promise<void>((go) => {
    // A message, not a timer: timers are clamped in background tabs and stand still under a test's
    // paused clock, and a page must hydrate whatever its timers do (the landing e2e pauses them).
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      go();
    };
    port2.postMessage(null);
  });

/** The code of the island an element holds, by the name the element carries. */
async function islandOf(element: HTMLElement) {
  const name = element.getAttribute(ATTRIBUTE) ?? "";
  const load = loaders.get(name);
  if (!load) throw new Error(`No island is named "${name}"`);
  return (await load()).default;
}

async function boot() {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)];
  // The page's loader has the code of every island on it in flight (its preloads): each module
  // graph is evaluated as its import resolves, in the task that asks for it, so each is asked for
  // in a task of its own (React DOM's, then each island's), and each island starts hydrating in a
  // task of its own too. All in one task they were 20 ms and more here: 80 on a phone.
  await nextTask();
  const hydration = import("./hydrate-island");
  await hydration.catch(() => undefined);
  const hydrations: Promise<void>[] = [];
  for (const element of islands) {
    await nextTask();
    const island = islandOf(element);
    await island.catch(() => undefined);
    await nextTask();
    // Not awaited: the islands hydrate side by side, React slicing their work.
    hydrations.push(
      Promise.all([island, hydration]).then(([code, { hydrateIsland }]) => hydrateIsland(element, code)),
    );
  }
  for (const result of await Promise.allSettled(hydrations))
    if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset.hydrated = "";
}

void boot();
