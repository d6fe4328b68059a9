import { lte } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The reconciler's test of a row it may act on: its time stamp `column` at least `ms` before the
 * pass's clock `now`, so the callback, the webhook or a request still in flight had its chance first.
 */
export const olderThan = (column: AnyPgColumn, ms: number, now: number) => lte(column, new Date(now - ms));
