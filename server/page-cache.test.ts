import { describe, expect, test } from "vitest";
import { ByteLru } from "./page-cache";
import { scriptHashes, withScriptHashes } from "./script-hashes";

describe("ByteLru", () => {
  test("evicts the least recently used entries past its byte budget", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", { bytes: 40 });
    lru.set("b", { bytes: 40 });
    lru.get("a");
    lru.set("c", { bytes: 40 });
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  test("never stores a value larger than the budget", () => {
    const lru = new ByteLru<{ bytes: number }>(10);
    lru.set("big", { bytes: 11 });
    expect(lru.size).toBe(0);
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
