// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { runPageScript } from "./page-script";
import { mediaAsset, mediaSrc } from "~/lib/media";
import { ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

test("renders a sized, lazy <picture>: an AVIF set with its sizes, one WebP file for browsers without AVIF", () => {
  const { container } = render(<ResponsiveImage name="products/vuering" alt="VueRING" sizes="50vw" />);
  const img = screen.getByRole("img", { name: "VueRING" });
  const { width, height, base } = mediaAsset("products/vuering");
  expect(img.getAttribute("width")).toBe(String(width));
  expect(img.getAttribute("height")).toBe(String(height));
  expect(img.getAttribute("loading")).toBe("lazy");
  expect(img.getAttribute("decoding")).toBe("async");
  expect(img.getAttribute("fetchpriority")).toBeNull();
  const types = [...container.querySelectorAll("source")].map((s) => s.getAttribute("type"));
  expect(types).toEqual(["image/avif"]);
  expect(img.getAttribute("srcset")).toBeNull();
  expect(img.getAttribute("sizes")).toBeNull();
  expect(img.getAttribute("src")).toBe(`${base}-960.webp`);
  const source = container.querySelector("source")!;
  expect(source.getAttribute("srcset")).toContain(`${base}-640.avif 640w`);
  expect(source.getAttribute("sizes")).toBe("50vw");
});

test("an image laid out in CSS pixels: AVIF by density, the WebP file that covers a 3x screen", () => {
  const { container } = render(<ResponsiveImage name="products/vuering" alt="VueRING" sizes="150px" />);
  const img = screen.getByRole("img", { name: "VueRING" });
  const { base } = mediaAsset("products/vuering");
  const source = container.querySelector("source")!;
  expect(source.getAttribute("sizes")).toBeNull();
  expect(source.getAttribute("srcset")).toMatch(/ \d(\.\d+)?x$/);
  expect(img.getAttribute("src")).toBe(`${base}-640.webp`);
});

test("priority makes it eager with high fetch priority", () => {
  render(<ResponsiveImage name="scenes/launch" alt="Hero" priority />);
  const img = screen.getByRole("img", { name: "Hero" });
  expect(img.getAttribute("loading")).toBe("eager");
  expect(img.getAttribute("fetchpriority")).toBe("high");
});

test("a failed load is replaced by the default glass image by the page script, keeping the size and alt", () => {
  const { container } = render(<ResponsiveImage name="gallery/flight" alt="Flight" />);
  runPageScript(document, { fallbackImage: mediaSrc("fallback/glass"), copied: "", copyFailed: "" });
  fireEvent.error(screen.getByRole("img", { name: "Flight" }));
  const img = screen.getByRole("img", { name: "Flight" });
  expect(img.hasAttribute("data-fallback")).toBe(true);
  expect(img.getAttribute("src")).toContain(mediaAsset("fallback/glass").base);
  expect(img.getAttribute("width")).toBe(String(mediaAsset("gallery/flight").width));
  expect(container.querySelector("source")).toBeNull();
});
