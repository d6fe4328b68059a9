import { describe, expect, test } from "vitest";
import { type CachedPage, pageStore } from "./page-cache";
import { scriptHashes, withScriptHashes } from "./script-hashes";

/** A stored page whose raw, brotli and gzip copies add up to `bytes`. */
function page(bytes: number): CachedPage {
  const third = Buffer.alloc(Math.floor(bytes / 3));
  const rest = Buffer.alloc(bytes - 2 * third.length);
  return {
    status: 200,
    contentType: "text/html",
    raw: rest,
    br: third,
    gz: third,
    etag: "e",
    scriptSources: [],
    headers: [],
  };
}

describe("page store", () => {
  test("evicts the least recently used pages past its byte budget, counting every encoding", () => {
    const store = pageStore(100)!;
    store.set("a", page(40));
    store.set("b", page(40));
    store.get("a");
    store.set("c", page(40));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.calculatedSize).toBe(80);
  });

  test("never stores a page larger than the budget", () => {
    const store = pageStore(10)!;
    store.set("big", page(11));
    expect(store.size).toBe(0);
  });

  test("is off with a budget of 0", () => {
    expect(pageStore(0)).toBeUndefined();
  });
});

describe("script hashes", () => {
  test("hash executable inline scripts only", () => {
    const html =
      '<script>a()</script><script type="module">import "/x.js"</script>' +
      '<script src="/y.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script>';
    // sha256("a()") and sha256('import "/x.js"'), each once.
    expect(scriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-ZgW18qg6SfnFrB5iIB79LeGezO9OsNnmT4V5tR3Cb3s='",
    ]);
  });

  test("replace the nonce in script-src and nothing else", () => {
    const csp = "default-src 'self';script-src 'self' 'nonce-abc' https://x.example;style-src 'self'";
    expect(withScriptHashes(csp, ["'sha256-1'"])).toBe(
      "default-src 'self';script-src 'self' https://x.example 'sha256-1';style-src 'self'",
    );
  });
});
