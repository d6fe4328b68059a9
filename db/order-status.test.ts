import { expect, test } from "vitest";
import {
  CLOSED,
  HOLDS_QUEUE_PLACE,
  preorderStatuses,
  STATUS_TRAITS,
  type PreorderStatus,
  type StatusTraits,
} from "./order-status";

test("a state added to the list does not compile until its traits are decided", () => {
  // @ts-expect-error: the table has no row for a state it has never heard of.
  const withNewState: Record<PreorderStatus | "lost_in_transit", StatusTraits> = STATUS_TRAITS;
  expect(Object.keys(withNewState).sort()).toEqual([...preorderStatuses].sort());
});

test("the named sets are read from the table", () => {
  expect([...HOLDS_QUEUE_PLACE].every((s) => STATUS_TRAITS[s].holdsQueuePlace)).toBe(true);
  expect([...CLOSED].sort()).toEqual(["cancelled", "expired", "refunded"]);
  expect(HOLDS_QUEUE_PLACE.has("delivered")).toBe(true);
  expect(HOLDS_QUEUE_PLACE.has("refunded")).toBe(false);
});
