/**
 * The half of the islands' boot that needs React: imported by `live-boot.ts` once the page has
 * painted, with React DOM and the islands' own code, so nothing of it is fetched before the
 * first paint.
 */
import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { provideSandboxDialog } from "../payment/provide-sandbox-checkout";
import { IslandRoot, type LiveIslandComponent } from "./live-island";
import { replayTypedValues } from "./typed-values";

// Before any island hydrates: an island's first effect may open checkout.
provideSandboxDialog();

/**
 * Hydrates one `[data-live-island]` element with the props and `useId` prefix the server wrote.
 * Resolves once the island has committed and run its first effects, or has failed to commit.
 */
export function hydrateIsland(element: HTMLElement, island: LiveIslandComponent<object>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  return new Promise((live) => {
    // What the visitor typed before this moment becomes the fields' state (typed-values.ts).
    const onHydrated = () => replayTypedValues(element);
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser run in
    // between (a task over 50 ms is what a phone's first tap waits for); a key or tap on the island
    // meanwhile makes React finish hydrating it at once, then handle that event.
    startTransition(() => {
      hydrateRoot(
        element,
        createElement(IslandRoot, {
          onHydrated,
          onLive: live,
          children: createElement(island.Component, props),
        }),
        {
          identifierPrefix: element.dataset.idPrefix ?? "",
          // React's own default (reported as uncaught), and the island counts as done: it never commits.
          onUncaughtError: (error) => {
            reportError(error);
            live();
          },
        },
      );
    });
  });
}
