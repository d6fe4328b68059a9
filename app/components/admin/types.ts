import type { preorderDetail } from "~/features/operators/server/preorder-detail.server";

/** What the detail page's loader returns. */
export type PreorderDetail = NonNullable<Awaited<ReturnType<typeof preorderDetail>>>;

/** "2026-11-23 15:04 UTC": console times are UTC, like the CSV export. */
export function utc(value: Date | string | null | undefined): string {
  if (!value) return "—";
  return `${new Date(value).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
