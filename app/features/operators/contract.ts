import { z } from "zod";
import { productIds } from "~/content/catalogue";

/** Columns the pre-order list sorts by (each backed by the created-at index or a cheap top-N sort). */
export const preorderSorts = ["created", "name", "amount", "status"] as const;
export type PreorderSort = (typeof preorderSorts)[number];

export const PAGE_SIZE = 25;

const isoDate = z.iso.date("Use a date like 2026-11-23");

/** The pre-order list's search and filters, as they arrive in the query string. */
export const preorderListQuery = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters").optional(),
  state: z
    .string()
    .regex(/^[a-z_]{1,30}$/, "Unknown state")
    .optional(),
  product: z.enum(productIds, "Unknown product").optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code")
    .transform((v) => v.toUpperCase())
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(preorderSorts, "Unknown sort").default("created"),
  dir: z.enum(["asc", "desc"], "Use asc or desc").default("desc"),
  page: z.coerce.number("Page must be a number").int().min(1).max(100_000).default(1),
});
export type PreorderListQuery = z.infer<typeof preorderListQuery>;

/** The list query from URL parameters (blank ones count as absent). */
export function parseListQuery(
  params: URLSearchParams,
): { ok: true; value: PreorderListQuery } | { ok: false; field: string; error: string } {
  const raw = Object.fromEntries([...params.entries()].filter(([, v]) => v.trim() !== ""));
  const result = preorderListQuery.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, field: issue.path.map(String).join(".") || "query", error: issue.message };
}

/** A refund as the console form posts it: the whole remaining amount, or part of it in minor units. */
export const refundForm = z.object({
  kind: z.enum(["full", "partial"], "Choose a full or partial refund"),
  amountMinor: z.coerce.number("Amount must be a number").int("Amount in minor units").min(1).optional(),
  idempotencyKey: z.uuid("Reload the page and try again"),
});

export const noteForm = z.object({
  body: z.string().trim().min(1, "Write a note first").max(2000, "Notes are at most 2000 characters"),
});
