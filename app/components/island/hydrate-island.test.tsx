// @vitest-environment jsdom
import { useEffect } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island";
import { IslandServerContext, liveIsland, type IslandServer, type LiveIslandComponent } from "./live-island";

/**
 * `hydrateIsland` as the boot uses it: its promise is what `<html data-hydrated>` waits for, and
 * the e2e tests wait for that before they run a page's clock or type (an effect's timer, such as
 * the landing page's welcome toast, must exist by then).
 */
const server: IslandServer = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  bootLoader: undefined,
};

const happened: string[] = [];

function Greeter({ name }: { name: string }) {
  // Where an island sets its timers and listeners.
  useEffect(() => {
    happened.push("effect");
  }, []);
  return <p>Hello, {name}</p>;
}
const GreeterIsland = liveIsland("greeter", Greeter);

function Broken(): never {
  throw new Error("the island's code failed");
}
const BrokenIsland = liveIsland("broken", Broken);

function serverPage(island: React.ReactNode) {
  document.body.innerHTML = renderToString(
    <IslandServerContext.Provider value={server}>{island}</IslandServerContext.Provider>,
  );
  return document.querySelector<HTMLElement>("[data-live-island]")!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  happened.length = 0;
  document.body.innerHTML = "";
});

test("it resolves once the island has committed and its first effects have run", async () => {
  const element = serverPage(<GreeterIsland name="Asha" />);
  const done = hydrateIsland(element, GreeterIsland as unknown as LiveIslandComponent<object>).then(() =>
    happened.push("resolved"),
  );
  // Hydrating is a transition: nothing has happened when the call returns.
  expect(happened).toEqual([]);
  await done;
  expect(happened).toEqual(["effect", "resolved"]);
});

test("an island whose code throws is reported and counts as done, so the page still says it is live", async () => {
  const reported: unknown[] = [];
  vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
  vi.spyOn(console, "error").mockImplementation(() => {});
  // What the server wrote before the code changed under it.
  document.body.innerHTML = `<div data-live-island="broken" data-props="{}"><p>Hello</p></div>`;
  const element = document.querySelector<HTMLElement>("[data-live-island]")!;
  await hydrateIsland(element, BrokenIsland);
  expect(reported).toEqual([new Error("the island's code failed")]);
});
