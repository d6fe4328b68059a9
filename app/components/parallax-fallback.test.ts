// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { followScroll } from "./parallax-fallback";

const query = (matches: boolean) =>
  ({ matches, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
};
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => scrollTo(0));

test("moves the layer 0–300 px for 0–1000 px of scroll, and no further", async () => {
  const layer = document.createElement("div");
  const stop = followScroll(layer, query(true));
  expect(layer.style.transform).toBe("translate3d(0, 0px, 0)");
  scrollTo(500);
  await nextFrame();
  expect(layer.style.transform).toBe("translate3d(0, 150px, 0)");
  scrollTo(4000);
  await nextFrame();
  expect(layer.style.transform).toBe("translate3d(0, 300px, 0)");
  stop();
  scrollTo(100);
  await nextFrame();
  expect(layer.style.transform).toBe("translate3d(0, 300px, 0)");
});

test("stays still on narrow screens or with reduced motion", async () => {
  const layer = document.createElement("div");
  const stop = followScroll(layer, query(false));
  scrollTo(500);
  await nextFrame();
  expect(layer.style.transform).toBe("");
  stop();
});
