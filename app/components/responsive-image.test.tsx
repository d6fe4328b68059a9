// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { mediaAsset } from "~/lib/media";
import { ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

test("renders a sized, lazy <picture> with AVIF and WebP sources", () => {
  const { container } = render(<ResponsiveImage name="products/vuering" alt="VueRING" sizes="50vw" />);
  const img = screen.getByRole("img", { name: "VueRING" });
  const { width, height, base } = mediaAsset("products/vuering");
  expect(img.getAttribute("width")).toBe(String(width));
  expect(img.getAttribute("height")).toBe(String(height));
  expect(img.getAttribute("loading")).toBe("lazy");
  expect(img.getAttribute("decoding")).toBe("async");
  expect(img.getAttribute("fetchpriority")).toBeNull();
  const types = [...container.querySelectorAll("source")].map((s) => s.getAttribute("type"));
  expect(types).toEqual(["image/avif", "image/webp"]);
  expect(container.querySelector("source")!.getAttribute("srcset")).toContain(`${base}-640.avif 640w`);
});

test("priority makes it eager with high fetch priority", () => {
  render(<ResponsiveImage name="scenes/launch" alt="Hero" priority />);
  const img = screen.getByRole("img", { name: "Hero" });
  expect(img.getAttribute("loading")).toBe("eager");
  expect(img.getAttribute("fetchpriority")).toBe("high");
});

test("a failed load is replaced by the default glass image, keeping the size and alt", () => {
  const { container } = render(<ResponsiveImage name="gallery/flight" alt="Flight" />);
  fireEvent.error(screen.getByRole("img", { name: "Flight" }));
  const img = screen.getByRole("img", { name: "Flight" });
  expect(img.hasAttribute("data-fallback")).toBe(true);
  expect(img.getAttribute("src")).toContain(mediaAsset("fallback/glass").base);
  expect(img.getAttribute("width")).toBe(String(mediaAsset("gallery/flight").width));
  expect(container.querySelector("source")).toBeNull();
});
