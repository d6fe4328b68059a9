import type { SubmissionResult } from "@conform-to/zod/v4";
import { z } from "zod";
import { productIds } from "~/content/catalogue";
import { preorderStatuses } from "../../../db/order-status";
import type { Currency } from "~/lib/regions";

/** Columns the pre-order list sorts by (each backed by the created-at index or a cheap top-N sort). */
const preorderSorts = ["created", "name", "amount", "status"] as const;
export type PreorderSort = (typeof preorderSorts)[number];

export const PAGE_SIZE = 25;

const isoDate = z.iso.date("Use a date like 2026-11-23");

/** The pre-order list's search and filters, as they arrive in the query string. */
export const preorderListQuery = z.object({
  // Substring search runs on trigram indexes, which need three characters to narrow anything down.
  q: z
    .string()
    .trim()
    .min(3, "Type at least 3 characters to search")
    .max(100, "Search is at most 100 characters")
    // A NUL byte cannot reach PostgreSQL (the query fails), and no one types control characters
    // or the replacement character that invalid UTF-8 in the URL decodes to.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .regex(/^[^\u0000-\u001f\u007f\ufffd]*$/, "Search cannot contain control characters")
    .optional(),
  state: z.enum(preorderStatuses, "Unknown state").optional(),
  product: z.enum(productIds, "Unknown product").optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code")
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Only orders whose buyer asked, from the order page, to cancel. */
  cancellation: z.literal("requested", "Unknown cancellation filter").optional(),
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

/** "2800", "2,800" or "2800.50" in the order's currency, to minor units; undefined when malformed. */
export function parseAmountToMinor(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * A refund as its confirmation step posts it: the amount the operator saw (minor units of the
 * order's currency) and the key of that page's render, so a double submit refunds once.
 */
export const refundForm = z.object({
  amount: z.coerce
    .number("Reload the page and confirm again")
    .int("Reload the page and confirm again")
    .min(1, "Reload the page and confirm again"),
  idempotencyKey: z.uuid("Reload the page and try again"),
});

/** A pending refund asked for again from the order's page: its own key, so it is never made twice. */
export const refundRetryForm = z.object({
  kind: z.literal("retry", "Refunds are confirmed on their own page: use Refund… on the order"),
  refundId: z.uuid("Reload the page and try again"),
});

/** Asking for a sign-in link. */
export const signInForm = z.object({ email: z.email("Enter an e-mail address").max(254) });

export const noteForm = z.object({
  body: z
    .string("Write a note first")
    .trim()
    .min(1, "Write a note first")
    .max(2000, "Notes are at most 2000 characters"),
});

/** Closing a review: accept the capture, refund it, or note that the buyer was contacted. */
export const reviewForm = z.object({
  preorderId: z.uuid("Which order?"),
  outcome: z.enum(["accepted", "refunded", "contacted_buyer"], "Choose an outcome"),
  note: z.string().trim().max(500, "At most 500 characters").default(""),
});

/**
 * An operator's cancellation, as the confirmation step posts it: the refund it showed (in minor
 * units), which must still be what would go back, and an optional reason for the audit log.
 */
export const cancelForm = z.object({
  confirmedRefund: z.coerce
    .number("Reload the page and confirm again")
    .int("Reload the page and confirm again")
    .min(0, "Reload the page and confirm again"),
  reason: z.string().trim().max(500, "At most 500 characters").default(""),
});

/**
 * What a sign-in page says over a limit: "Too many requests, try again in 15 minutes." (a
 * day-long wait in hours).
 */
export function tooManyRequests(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes <= 90)
    return `Too many requests, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  return `Too many requests, try again in ${Math.ceil(minutes / 60)} hours.`;
}

/**
 * What a console action answers: which form it was (`intent`, where a page has several), the
 * field it refused with its reason, or the confirmation to show.
 */
export interface ActionResult {
  intent?: string;
  field?: string | null;
  error?: string | null;
  message?: string | null;
  /** A form checked with its schema (`parseWithZod`): its errors and values, for `useConsoleForm`. */
  reply?: SubmissionResult<string[]>;
}

/** What the refund's confirmation step shows before anything is asked of the gateway. */
export interface RefundPreview {
  id: string;
  reference: string;
  name: string;
  status: string;
  currency: Currency;
  /** The order's state allows a refund, and something is left to refund. */
  canRefund: boolean;
  /** Left to refund in all (minor units), pending refunds already set aside. */
  refundable: number;
  /** The amount asked, once it is one that can be refunded, split per gateway payment. */
  refund: { amount: number; parts: { kind: "booking" | "balance"; amount: number }[] } | null;
  /** Why the amount asked cannot be refunded (malformed, too much), for the amount field. */
  error: string | null;
}
