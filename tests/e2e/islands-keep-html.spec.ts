import { expect, test } from "../support/e2e/fixtures";
import { ISLAND_PAGES } from "../support/e2e/island-pages";

/**
 * A live island (ADR 027) hydrates onto the HTML the server wrote for it: each
 * `[data-live-island]` must read the same once `<html data-hydrated>` is set as in the HTML the
 * server sent: the same words and the same elements, with no hydration error in the console.
 * (React answers a mismatch by rendering the island again in the browser, which can look right
 * yet drop what only the server knew.)
 */

for (const route of ISLAND_PAGES) {
  test(`${route}: its islands keep the server's HTML once the page has hydrated`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    // The document as sent, before any script ran: the server's answer to this very request.
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === route);
    await page.goto(route); // the fixture waits for html[data-hydrated]
    const html = await (await sent).text();

    const { server, hydrated } = await page.evaluate((source) => {
      // The toaster is left out: showing a toast (the landing page's welcome) is its work. And the
      // photo strip's decorative second copy of its tiles is added by the page on purpose
      // (use-strip-loop.ts): the HTML holds each tile once.
      const added = (element: Element) => element.closest(".strip-track[data-looped] > [aria-hidden='true']");
      // Each island as its words (spaces folded) and its elements' tags in document order.
      const shapesOf = (root: ParentNode) =>
        [...root.querySelectorAll("[data-live-island]:not([data-live-island='toaster'])")].map((island) => ({
          name: island.getAttribute("data-live-island"),
          text: (island.textContent ?? "").replace(/\s+/g, " ").trim(),
          tags: [...island.querySelectorAll("*")]
            .filter((element) => !added(element))
            .map((element) => element.localName)
            .join(" "),
        }));
      return {
        server: shapesOf(new DOMParser().parseFromString(source, "text/html")),
        hydrated: shapesOf(document),
      };
    }, html);
    // The page's live islands (what the page is for); nothing else on it hydrates (ADR 035).
    expect(server.length).toBeGreaterThan(0);
    expect(hydrated).toEqual(server);
    expect(problems).toEqual([]);
  });
}
