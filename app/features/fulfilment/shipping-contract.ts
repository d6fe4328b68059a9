import { z } from "zod";
import { carrierName } from "~/lib/carriers";
import { windowProblem } from "~/lib/delivery-window";

/*
 * The console's delivery-window, dispatch and delivery forms, as they are posted. Each message
 * names what to fix; the server is the only one that checks them.
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const PLAIN_TEXT = /^[^\u0000-\u001f\u007f]*$/;

/** A blank optional field counts as absent. */
const blankIsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const MAX_OVERRIDE_REASON = 500;

/** Any carrier may be typed; a known one is stored under its usual name ("bluedart" → "Blue Dart"). */
export const carrierField = z
  .string("Enter the carrier")
  .trim()
  .min(2, "Enter the carrier's name")
  .max(60, "The carrier's name is at most 60 characters")
  .regex(PLAIN_TEXT, "The carrier's name cannot hold control characters")
  .transform(carrierName);

/** Spaces a person types into a long number are dropped; what is left is letters, digits, dashes. */
export const trackingNumberField = z
  .string("Enter the tracking number")
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(
    z.string().regex(/^[A-Za-z0-9-]{4,40}$/, "Enter the tracking number: 4 to 40 letters, digits or dashes"),
  );

/** Why a glasses order ships without the buyer's prescription (kept on the order and audited). */
export const overrideReasonField = z
  .string()
  .trim()
  .min(5, "Say in a few words why it ships without a prescription")
  .max(MAX_OVERRIDE_REASON, `Keep the reason under ${MAX_OVERRIDE_REASON} characters`)
  // Line breaks are fine in a reason; NUL and DEL are not text.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .regex(/^[^\u0000\u007f]*$/, "The reason cannot hold control characters");

/** "Mark shipped" on an order's console page. */
export const shipForm = z.object({
  carrier: carrierField,
  trackingNumber: trackingNumberField,
  prescriptionOverride: z.preprocess(blankIsAbsent, overrideReasonField.optional()),
});
export type ShipForm = z.infer<typeof shipForm>;

const queuePlace = (what: string) =>
  z.coerce
    .number(`Enter the ${what} place in the queue as a number`)
    .int(`Enter the ${what} place in the queue as a whole number`)
    .min(1, "Queue places start at 1")
    .max(10_000_000, "That place is beyond any queue");

const calendarDate = (what: string) =>
  z
    .string(`Enter the ${what} day`)
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${what} day like 2027-09-15`);

/**
 * A delivery window for a range of the queue: from a place to a place (or to the end of the
 * queue when left blank), between two days.
 */
export const windowForm = z
  .object({
    queueFrom: queuePlace("first"),
    queueTo: z.preprocess(blankIsAbsent, queuePlace("last").optional()),
    startsOn: calendarDate("first"),
    endsOn: calendarDate("last"),
  })
  .superRefine((v, ctx) => {
    if (v.queueTo !== undefined && v.queueTo < v.queueFrom) {
      ctx.addIssue({
        code: "custom",
        path: ["queueTo"],
        message: "The last place cannot be before the first",
      });
    }
    const problem = windowProblem({ startsOn: v.startsOn, endsOn: v.endsOn });
    if (problem) {
      ctx.addIssue({
        code: "custom",
        path: [/^(Enter the first|The first day)/.test(problem) ? "startsOn" : "endsOn"],
        message: problem,
      });
    }
  });
export type WindowForm = z.infer<typeof windowForm>;

/** What the dispatch upload does to each order it lists. */
export const dispatchKinds = ["ship", "deliver"] as const;
export type DispatchKind = (typeof dispatchKinds)[number];

/** The most rows one upload may hold: a wave is a few hundred parcels. */
export const MAX_CSV_ROWS = 2000;

/** The lists behind the fulfilment view's figures, and their headings. */
export const FULFILMENT_LISTS = {
  all: "All orders",
  sent: "Balance link sent",
  paid: "Balance paid",
  overdue: "Balance overdue",
  prescription_missing: "Prescription missing",
  shipped: "Shipped",
  delivered: "Delivered",
} as const;
export type FulfilmentList = keyof typeof FULFILMENT_LISTS;

/** Orders are listed up to this many, in queue order: a wave is a few hundred parcels. */
export const LIST_LIMIT = 500;

/** The list query of /admin/fulfilment/orders. */
export const fulfilmentListQuery = z.object({
  list: z
    .enum(Object.keys(FULFILMENT_LISTS) as [FulfilmentList, ...FulfilmentList[]], "Unknown list")
    .default("all"),
  wave: z.uuid("Unknown wave").optional(),
});

/** One step of the order's life as the buyer's order page shows it, with its date once done. */
export interface ProgressStep {
  key: "booked" | "balance_link" | "balance_paid" | "shipped" | "delivered" | "cancelled";
  label: string;
  /** When it happened (ISO); null while still to come. */
  at: string | null;
  /** The carrier and tracking number of the shipment. */
  detail?: string;
  /** The carrier's tracking page, for carriers that have one per parcel. */
  link?: string;
}

/** The buyer's order page's fulfilment part: the steps, and the window expected for delivery. */
export interface OrderProgress {
  steps: ProgressStep[];
  /** The expected delivery window for the buyer's place in the queue, until it ships. */
  window: { startsOn: string; endsOn: string } | null;
}
