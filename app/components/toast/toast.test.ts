import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, MAX_TOASTS, subscribeToasts, toast } from "./toast";

afterEach(() => {
  for (const t of currentToasts()) toast.dismiss(t.id);
});

describe("toast store", () => {
  it("keeps kind, title and description, newest last", () => {
    toast("Welcome", { description: "Pre-orders are open." });
    toast.error("Failed to copy link");
    expect(currentToasts().map((t) => [t.kind, t.title])).toEqual([
      ["default", "Welcome"],
      ["error", "Failed to copy link"],
    ]);
    expect(currentToasts()[0]!.description).toBe("Pre-orders are open.");
  });

  it("replaces a toast raised again with the same id instead of stacking it", () => {
    toast.success("VueRING added", { id: "cart-vuering" });
    toast.success("VueRING added (2)", { id: "cart-vuering" });
    expect(currentToasts().map((t) => t.title)).toEqual(["VueRING added (2)"]);
  });

  it(`shows at most ${MAX_TOASTS}: the oldest leave first`, () => {
    for (const n of [1, 2, 3, 4]) toast(`t${n}`);
    expect(currentToasts().map((t) => t.title)).toEqual(["t2", "t3", "t4"]);
  });

  it("tells subscribers of every change, and dismissing an unknown id changes nothing", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const id = toast.warning("Slow network");
    toast.dismiss(id);
    toast.dismiss("no-such-toast");
    unsubscribe();
    toast("after unsubscribe");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
