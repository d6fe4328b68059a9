import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, test } from "vitest";
import { stripModulePreloads } from "./strip-module-preloads.server";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/react-dom.js" nonce="n"/>' +
  '<link rel="preload" as="image" imageSrcSet="/media/hero-640.avif 640w" fetchPriority="high"/></head>';
const BODY =
  '<body><p>₹27,999</p><script type="module" async="" nonce="n">import "/assets/root.js";</script></body></html>';

/** Streams `html` through the transform in pieces of `size` bytes (splitting tags and characters). */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html);
  const pieces = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(stripModulePreloads()));
}

test.each([1, 7, 64, 100_000])("drops the head's module preloads, in chunks of %i bytes", async (size) => {
  const out = await through(HEAD + BODY, size);
  expect(out).not.toContain("modulepreload");
  // Everything else arrives byte for byte: the stylesheet, the image preload, the module script.
  expect(out).toBe(
    HEAD.replace('<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>', "").replace(
      '<link rel="modulepreload" href="/assets/react-dom.js" nonce="n"/>',
      "",
    ) + BODY,
  );
});

test("a document without a head end is passed on whole", async () => {
  expect(await through("<p>partial</p>", 4)).toBe("<p>partial</p>");
});

test.each([16, 100_000])("the body is not rewritten (chunks of %i bytes)", async (size) => {
  const body = '<body><link rel="modulepreload" href="/x.js"/></body>';
  expect(await through(`<head></head>${body}`, size)).toBe(`<head></head>${body}`);
});
