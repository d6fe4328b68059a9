import type { preorderDetail } from "~/features/operators/server/preorder-detail.server";

/** What the detail page's loader returns. */
export type PreorderDetail = NonNullable<Awaited<ReturnType<typeof preorderDetail>>>;
