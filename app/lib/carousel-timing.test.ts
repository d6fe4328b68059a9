import { expect, test } from "vitest";
import { galleryInterval, heroInterval, mayAutoAdvance, swipeStep, wrapIndex } from "./carousel-timing";

test("hero: 5.2 s on desktop and 6 s on mobile", () => {
  expect(heroInterval({ index: 3, mobile: false, interacted: false })).toBe(5_200);
  expect(heroInterval({ index: 3, mobile: true, interacted: false })).toBe(6_000);
  expect(heroInterval({ index: 0, mobile: false, interacted: false })).toBe(5_200);
});

test("hero: the first item holds 19 s (desktop) or 14 s (mobile) once the visitor has interacted", () => {
  expect(heroInterval({ index: 0, mobile: false, interacted: true })).toBe(19_000);
  expect(heroInterval({ index: 0, mobile: true, interacted: true })).toBe(14_000);
  expect(heroInterval({ index: 1, mobile: false, interacted: true })).toBe(5_200);
  expect(heroInterval({ index: 1, mobile: true, interacted: true })).toBe(6_000);
});

test("gallery: 5 s, 4 s on mobile, 6 s for a video, 8 s after a manual pick", () => {
  expect(galleryInterval({ mobile: false, video: false, manualPick: false })).toBe(5_000);
  expect(galleryInterval({ mobile: true, video: false, manualPick: false })).toBe(4_000);
  expect(galleryInterval({ mobile: true, video: true, manualPick: false })).toBe(6_000);
  expect(galleryInterval({ mobile: false, video: true, manualPick: true })).toBe(8_000);
  expect(galleryInterval({ mobile: true, video: false, manualPick: true })).toBe(8_000);
});

test("indexes wrap around both ends", () => {
  expect(wrapIndex(6, 1, 7)).toBe(0);
  expect(wrapIndex(0, -1, 7)).toBe(6);
  expect(wrapIndex(3, 1, 7)).toBe(4);
  expect(wrapIndex(0, -15, 7)).toBe(6);
  expect(wrapIndex(2, 1, 0)).toBe(0);
});

test("a swipe over 50 px moves: left is next, right is previous", () => {
  expect(swipeStep(-51)).toBe(1);
  expect(swipeStep(51)).toBe(-1);
  expect(swipeStep(-50)).toBe(0);
  expect(swipeStep(50)).toBe(0);
  expect(swipeStep(0)).toBe(0);
});

test("no advance while paused, hidden or with reduced motion", () => {
  expect(mayAutoAdvance({ paused: false, hidden: false, reducedMotion: false })).toBe(true);
  expect(mayAutoAdvance({ paused: true, hidden: false, reducedMotion: false })).toBe(false);
  expect(mayAutoAdvance({ paused: false, hidden: true, reducedMotion: false })).toBe(false);
  expect(mayAutoAdvance({ paused: false, hidden: false, reducedMotion: true })).toBe(false);
});
