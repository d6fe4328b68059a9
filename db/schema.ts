import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  smallint,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CURRENCIES } from "../app/content/catalogue.ts";
import { HOLDS_QUEUE_PLACE, sqlList, type PreorderStatus } from "./order-status.ts";

/**
 * Table and column names of the original site (`luxid_preorders`, `luxid_preorders_form_start` and
 * their columns) are kept so an existing database can be adopted by migration. Money columns hold
 * integer minor units (paise, cents) in the pre-order's currency.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** The currencies the catalogue prices in; the database refuses any other. */
export const currency = pgEnum("luxid_currency", CURRENCIES);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The order's states (listed with the questions about them in db/order-status.ts). */
export { preorderStatuses, type PreorderStatus } from "./order-status.ts";

/** An operator's decision on a parked (needs_review) payment: keep what was captured, or refund it. */
export const reviewResolutions = ["accepted", "refunded"] as const;
export type ReviewResolution = (typeof reviewResolutions)[number];

export const preorders = pgTable(
  "luxid_preorders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp"),
    address: text("address").notNull(),
    /** The original site's marker column; "stored" when a voice note row exists. */
    audioUrl: text("audio_url"),
    totalAmount: integer("total_amount").notNull(),
    preorderAmount: integer("preorder_amount").notNull(),
    remainingAmount: integer("remaining_amount").notNull(),
    bundleDiscount: integer("bundle_discount").notNull(),
    subtotalAmount: integer("subtotal_amount").notNull(),
    accessoryCredit: integer("accessory_credit").notNull().default(0),
    currency: currency("currency").notNull(),
    /**
     * The country the order ships to (ISO code): the buyer's choice at checkout, prefilled from the
     * visitor's region. The currency stays the region's (the server prices by where the visitor is).
     */
    country: text("country").notNull(),
    includesGlasses: boolean("includes_glasses").notNull(),
    confirmedWithoutGlasses: boolean("confirmed_without_glasses").notNull().default(false),
    status: text("status").$type<PreorderStatus>().notNull().default("received"),
    /** The short human reference (`LX-7K3Q9M`) buyers and support use; see app/features/orders. */
    reference: text("reference").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** SHA-256 of the buyer's details and items as first sent under the idempotency key. */
    requestHash: text("request_hash"),
    /** Made in sandbox (test) mode: no money moved, and it never takes a place in the real queue. */
    testOrder: boolean("test_order").notNull().default(false),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set once when the buyer asks, from the order page, to cancel; operators act on it. */
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    /**
     * How an operator closed this order's review, set by the same compare-and-set that applies the
     * decision (see applyTransition): null while the review is open, so two operators resolving it
     * at once cannot both win. An order being refunded from review keeps `needs_review` until the
     * refund settles.
     */
    reviewResolution: text("review_resolution").$type<ReviewResolution>(),
    /** The delivery wave whose balance link this order received (glasses orders, queue order). */
    waveId: uuid("wave_id").references(() => deliveryWaves.id),
    /** When the balance link was sent (balance_due), and the reminders sent since (at most two). */
    balanceRequestedAt: timestamp("balance_requested_at", { withTimezone: true }),
    balanceReminders: integer("balance_reminders").notNull().default(0),
    balanceRemindedAt: timestamp("balance_reminded_at", { withTimezone: true }),
    /** The balance as captured (after the accessory credit) and the credit it used; null until paid. */
    balanceAmount: integer("balance_amount"),
    balanceCreditApplied: integer("balance_credit_applied"),
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    /** An operator's reason for dispatching a glasses order without a prescription (audited too). */
    prescriptionOverride: text("prescription_override"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The delivery window last announced to this buyer: a change is mailed once, a repeat never. */
    deliveryWindowStart: date("delivery_window_start"),
    deliveryWindowEnd: date("delivery_window_end"),
    /**
     * The shipping address's structured part in India, which the place of supply (and so the GST
     * split) comes from: PIN code, GST state code (checked against the PIN) and city. Null until the
     * buyer gives them where the typed address names no single state.
     */
    shipPostalCode: text("ship_postal_code"),
    shipStateCode: text("ship_state_code"),
    shipCity: text("ship_city"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("luxid_preorders_reference_idx").on(t.reference),
    // State filter and the console's sorts (each with the id that breaks ties): a page is an index scan.
    index("luxid_preorders_status_idx").on(t.status, t.id),
    index("luxid_preorders_amount_idx").on(t.preorderAmount, t.id),
    index("luxid_preorders_name_idx").on(t.name, t.id),
    // The few orders whose buyer asked to cancel (the console's filter), without indexing the rest.
    index("luxid_preorders_cancellation_idx")
      .on(t.cancellationRequestedAt)
      .where(sql`${t.cancellationRequestedAt} is not null`),
    // The console lists newest first and pages through 100 000+ rows by this order.
    index("luxid_preorders_created_idx").on(t.createdAt, t.id),
    // The console's search box: trigram indexes let `ilike '%…%'` and the digits-only phone match
    // use an index instead of reading every row (pg_trgm; PGlite loads the same extension).
    index("luxid_preorders_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("luxid_preorders_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("luxid_preorders_phone_digits_trgm_idx").using(
      "gin",
      sql`regexp_replace(${t.phone}, '\\D', '', 'g') gin_trgm_ops`,
    ),
    // The delivery queue: paid glasses orders, including partly refunded ones (see queuePosition);
    // test orders queue apart from real ones.
    index("luxid_preorders_queue_idx")
      .on(t.testOrder, t.paidAt, t.id)
      .where(sql`${t.status} in ${sql.raw(sqlList(HOLDS_QUEUE_PLACE))} and ${t.includesGlasses}`),
    // The orders of a wave (the console's fulfilment view).
    index("luxid_preorders_wave_idx")
      .on(t.waveId)
      .where(sql`${t.waveId} is not null`),
  ],
);

export const preorderItems = pgTable(
  "luxid_preorder_items",
  {
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    lineTotal: integer("line_total").notNull(),
    /** VueRING's ring size (6–12); null for every other product. */
    ringSize: smallint("ring_size"),
    /** Accessories the buyer added when paying the balance (false: booked with the order). */
    addedAtBalance: boolean("added_at_balance").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.preorderId, t.productId, t.addedAtBalance] })],
);

export const voiceNotes = pgTable("luxid_voice_notes", {
  preorderId: uuid("preorder_id")
    .primaryKey()
    .references(() => preorders.id, { onDelete: "cascade" }),
  mimeType: text("mime_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

export const formStarts = pgTable("luxid_preorders_form_start", {
  sessionId: text("session_id").primaryKey(),
  name: text("name"),
  email: text("email"),
  phone: text("phone"),
  whatsapp: text("whatsapp"),
  address: text("address"),
  fieldsFilledCount: integer("fields_filled_count").notNull().default(0),
  lastActivity: timestamp("last_activity", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** Every status change, whoever made it: the audit trail an operator reads. */
export const paymentTransitions = pgTable(
  "luxid_payment_transitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<PreorderStatus>().notNull(),
    toStatus: text("to_status").$type<PreorderStatus>().notNull(),
    source: text("source").notNull(),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_payment_transitions_preorder_idx").on(t.preorderId)],
);

/** Webhook deliveries already handled, keyed by Razorpay's `x-razorpay-event-id`. */
export const webhookEvents = pgTable("luxid_webhook_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the shop sends, by outbox kind (features/notifications renders each one; other
 * features only enqueue them inside the transaction that causes them).
 */
export const outboxKinds = [
  // The booking.
  "order_confirmation",
  "staff_paid_alert",
  "staff_review_alert",
  "staff_cancellation_alert",
  // Cancelled before dispatch (by the buyer or an operator): what is refunded and when.
  "order_cancelled",
  // Refunds (subject: the refund's id).
  "refund_email",
  "staff_refund_failed_alert",
  // A payment the order could not take, refunded at once (subject: the refund's id).
  "unexpected_payment_refunded",
  "staff_unexpected_payment_alert",
  // The balance, before dispatch (reminders' subject: "1" or "2").
  "balance_due",
  "balance_reminder",
  "balance_received",
  "prescription_reminder",
  // Delivery (window changes' subject: the window's id).
  "delivery_window_changed",
  "order_dispatched",
  "order_delivered",
  // A buyer's correction (subject: the address change's id): the buyer, at the address on file,
  // for each change; staff, at most once an hour per paid order.
  "address_changed",
  "staff_address_changed",
  // The console (about no order: subject is the request's id, recipient the address).
  "operator_sign_in",
  // A buyer's order links, asked for on "Find my orders" or sent from the console (about an
  // address, not one order: subject is the request's key, recipient the address).
  "order_links",
] as const;

export type OutboxKind = (typeof outboxKinds)[number];

/** How an outbox row reaches the buyer: an e-mail, or a WhatsApp template (with consent only). */
export const outboxChannels = ["email", "whatsapp"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** Side effects (e-mail) written in the same transaction as the state change that causes them. */
export const outbox = pgTable(
  "luxid_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<OutboxKind>().notNull(),
    channel: text("channel").$type<OutboxChannel>().notNull().default("email"),
    /** The pre-order the e-mail is about; null for e-mails about no order (console sign-in links). */
    preorderId: uuid("preorder_id").references(() => preorders.id, { onDelete: "cascade" }),
    /** What the e-mail is about within the pre-order (a refund's id); empty for once-per-order kinds. */
    subjectKey: text("subject_key").notNull().default(""),
    /**
     * Where an e-mail about no order goes (a sign-in link's requested address); cleared once the
     * row is handled, so no address is kept after it is needed.
     */
    recipient: text("recipient"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per kind, pre-order and subject: the confirmation, a staff alert or one refund's
    // e-mail can never be queued twice. (Rows about no order carry their request's id as subject.)
    // Each channel once: the WhatsApp message of an update is queued beside its e-mail.
    uniqueIndex("luxid_outbox_kind_preorder_subject_idx").on(t.kind, t.preorderId, t.subjectKey, t.channel),
    index("luxid_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * One-time operator sign-in links. Only the SHA-256 of the token is stored, so a database leak
 * cannot sign anyone in; `used_at` makes a link single-use.
 */
export const operatorSignInTokens = pgTable(
  "luxid_operator_sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_operator_sign_in_tokens_email_idx").on(t.email, t.createdAt)],
);

/**
 * Sign-in link requests, for the per-client limits and the ceiling on mail to one address: SHA-256
 * digests of the address and of the client's network, never either in clear. Every address counts
 * alike, operator or not, so a limit reveals nothing; rows older than a day are pruned.
 */
export const operatorSignInRequests = pgTable(
  "luxid_operator_sign_in_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    addressHash: text("address_hash").notNull(),
    clientHash: text("client_hash").notNull(),
    /** False past the ceiling on mail to one address: the request was answered but sent nothing. */
    mailed: boolean("mailed").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("luxid_operator_sign_in_requests_address_idx").on(t.addressHash, t.createdAt),
    index("luxid_operator_sign_in_requests_client_idx").on(t.clientHash, t.createdAt),
    index("luxid_operator_sign_in_requests_created_idx").on(t.createdAt),
  ],
);

/** Operator sessions, keyed by the SHA-256 of the cookie's secret; revoked rows stay for the record. */
export const operatorSessions = pgTable(
  "luxid_operator_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    csrfToken: text("csrf_token").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_operator_sessions_email_idx").on(t.email)],
);

/**
 * Every operator action: who, what, when and which order. No foreign key on purpose: the record
 * outlives a deleted lead or pre-order.
 */
export const operatorAuditLog = pgTable(
  "luxid_operator_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    preorderId: uuid("preorder_id"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("luxid_operator_audit_log_preorder_idx").on(t.preorderId, t.createdAt),
    index("luxid_operator_audit_log_created_idx").on(t.createdAt),
  ],
);

/** Internal notes operators leave on a pre-order (never shown to the buyer). */
export const operatorNotes = pgTable(
  "luxid_operator_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    operatorEmail: text("operator_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_operator_notes_preorder_idx").on(t.preorderId, t.createdAt)],
);

export const refundStatuses = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Refunds of a pre-order's captured payment. A row is written (pending) before the gateway is
 * called, so the amount is reserved: pending and processed rows together never exceed the capture.
 */
export const refunds = pgTable(
  "luxid_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: currency("currency").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    /** The caller's key (one per operator click): the same key never refunds twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    gatewayRefundId: text("gateway_refund_id").unique(),
    /**
     * The gateway payment refunded: the booking's or the balance's (a refund spanning both is one
     * row per payment). Null only on rows older than the balance payment: those are the booking's.
     */
    gatewayPaymentId: text("gateway_payment_id"),
    /** Who asked: an operator's e-mail address, or "gateway" for a refund made outside the app. */
    actor: text("actor").notNull(),
    /**
     * Gives back a payment the order never took (a balance captured against a quote that was no
     * longer the live one, or after the order closed): not part of what the order was paid or
     * refunded, so it moves no status and counts in none of the order's totals.
     */
    unexpected: boolean("unexpected").notNull().default(false),
    /** Gateway error code or time-out class when it failed; never a driver's message. */
    failureReason: text("failure_reason"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("luxid_refunds_preorder_idx").on(t.preorderId)],
);

/**
 * Secrets the app generates for itself when none is configured (the order-page link key), kept in
 * the database so every instance and every restart uses the same one.
 */
export const appSecrets = pgTable("luxid_app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * A delivery wave: the next glasses orders in queue order whose balance links went out together,
 * with the ship date the buyers were told.
 */
export const deliveryWaves = pgTable("luxid_delivery_waves", {
  id: uuid("id").primaryKey().defaultRandom(),
  shipDate: date("ship_date").notNull(),
  /** Sandbox waves hold test orders only, real waves real ones. */
  testOrder: boolean("test_order").notNull().default(false),
  size: integer("size").notNull(),
  openedBy: text("opened_by").notNull(),
  createdAt: createdAt(),
});

/**
 * `refunded`: a payment was captured against this quote after it stopped being the order's live one
 * (or after the order closed); it was given back in full, never taken as the balance.
 */
export const balanceOrderStatuses = ["created", "paid", "superseded", "refunded"] as const;
export type BalanceOrderStatus = (typeof balanceOrderStatuses)[number];

/** One line the buyer added when paying the balance, as quoted by the server. */
export interface AddedItem {
  productId: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  ringSize: number | null;
}

/**
 * Gateway orders for a pre-order's balance, one per quote (amount and added items). A reload or a
 * second click reuses the open one; a changed basket supersedes it.
 */
export const balanceOrders = pgTable(
  "luxid_balance_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    amount: integer("amount").notNull(),
    currency: currency("currency").notNull(),
    creditApplied: integer("credit_applied").notNull(),
    addedItems: jsonb("added_items").$type<AddedItem[]>().notNull().default([]),
    status: text("status").$type<BalanceOrderStatus>().notNull().default("created"),
    gatewayPaymentId: text("gateway_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_balance_orders_preorder_idx").on(t.preorderId, t.createdAt)],
);

export const prescriptionKinds = ["values", "none", "file"] as const;
export type PrescriptionKind = (typeof prescriptionKinds)[number];

/**
 * The prescription for the free lenses. Dioptres (SPH, CYL, ADD) in hundredths, axis in degrees,
 * PD in tenths of a millimetre; or a photo/PDF kept here, streamed to signed-in operators only.
 */
export const prescriptions = pgTable("luxid_prescriptions", {
  preorderId: uuid("preorder_id")
    .primaryKey()
    .references(() => preorders.id, { onDelete: "cascade" }),
  kind: text("kind").$type<PrescriptionKind>().notNull(),
  rightSph: integer("right_sph"),
  rightCyl: integer("right_cyl"),
  rightAxis: integer("right_axis"),
  rightAdd: integer("right_add"),
  leftSph: integer("left_sph"),
  leftCyl: integer("left_cyl"),
  leftAxis: integer("left_axis"),
  leftAdd: integer("left_add"),
  pd: integer("pd"),
  fileMime: text("file_mime"),
  fileSize: integer("file_size"),
  fileData: bytea("file_data"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every correction of the shipping address or phone, with the old values (the order's timeline). */
export const addressChanges = pgTable(
  "luxid_address_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    oldAddress: text("old_address").notNull(),
    oldPhone: text("old_phone").notNull(),
    newAddress: text("new_address").notNull(),
    newPhone: text("new_phone").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_address_changes_preorder_idx").on(t.preorderId, t.createdAt)],
);

/**
 * Expected delivery windows per queue range. The window of queue position p is the newest row whose
 * range covers p; with none, the DELIVERY_START setting's month.
 */
export const deliveryWindows = pgTable("luxid_delivery_windows", {
  id: uuid("id").primaryKey().defaultRandom(),
  queueFrom: integer("queue_from").notNull(),
  /** Null: every position from queue_from on. */
  queueTo: integer("queue_to"),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  testOrder: boolean("test_order").notNull().default(false),
  setBy: text("set_by").notNull(),
  createdAt: createdAt(),
});

/**
 * Field data (web-vitals from real visitors' pages), aggregated as it arrives: per day, route
 * pattern, metric and device class, how many values fell in each bucket of a fixed histogram
 * (`bucket` is the bucket's lower edge in milliseconds, CLS in thousandths). No row names a
 * visitor or a page's address; the histogram's buckets and the days kept bound the table.
 */
export const vitalsDaily = pgTable(
  "luxid_vitals_daily",
  {
    day: date("day").notNull(),
    route: text("route").notNull(),
    metric: text("metric").notNull(),
    device: text("device").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.metric, t.device, t.bucket] })],
);

/** Who stopped a buyer's WhatsApp updates: the buyer on the order page, or a STOP reply. */
export const whatsappOptOutSources = ["order_page", "stop_reply"] as const;
export type WhatsappOptOutSource = (typeof whatsappOptOutSources)[number];

/**
 * A buyer's consent to WhatsApp updates about one order, given by ticking the box on the pre-order
 * form: when, to which number, and which wording they agreed to. Without a row (or once opted out)
 * no message is sent about the order, whatever number it carries.
 */
export const whatsappConsents = pgTable(
  "luxid_whatsapp_consents",
  {
    preorderId: uuid("preorder_id")
      .primaryKey()
      .references(() => preorders.id, { onDelete: "cascade" }),
    /** The number as the Cloud API addresses it and replies name it: digits, country code first. */
    waId: text("wa_id").notNull(),
    wordingVersion: text("wording_version").notNull(),
    optedInAt: timestamp("opted_in_at", { withTimezone: true }).notNull().defaultNow(),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
    optOutSource: text("opt_out_source").$type<WhatsappOptOutSource>(),
  },
  // A STOP reply names the number: every order consented with it stops.
  (t) => [index("luxid_whatsapp_consents_wa_id_idx").on(t.waId)],
);

/** A WhatsApp message's delivery as Meta reports it; `accepted` until the first status arrives. */
export const whatsappStatuses = ["accepted", "sent", "delivered", "read", "failed"] as const;
export type WhatsappStatus = (typeof whatsappStatuses)[number];

/** Every WhatsApp template sent, by the Cloud API's message id, with its latest delivery status. */
export const whatsappMessages = pgTable(
  "luxid_whatsapp_messages",
  {
    id: text("id").primaryKey(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    preorderId: uuid("preorder_id")
      .notNull()
      .references(() => preorders.id, { onDelete: "cascade" }),
    template: text("template").notNull(),
    status: text("status").$type<WhatsappStatus>().notNull().default("accepted"),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    /** Meta's error code when the status is `failed` (never the message text, which may quote the buyer). */
    errorCode: text("error_code"),
    createdAt: createdAt(),
  },
  (t) => [index("luxid_whatsapp_messages_preorder_idx").on(t.preorderId, t.createdAt)],
);

/** GST documents: receipt vouchers, tax invoices, credit notes and refund vouchers. */
export const documentKinds = ["receipt_voucher", "tax_invoice", "credit_note", "refund_voucher"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * The last number issued in each series and financial year. A document's number is taken by
 * `insert … on conflict do update … returning` in the transaction that issues it: the row stays
 * locked until that transaction ends, so numbers are handed out one after another across every
 * instance, and a transaction that rolls back gives its number back (no gap).
 */
export const documentCounters = pgTable(
  "luxid_document_counters",
  {
    series: text("series").notNull(),
    /** `2026-27`: April to March, India's calendar. */
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Every document issued, never updated or deleted: `content` is what it says, as issued (the
 * seller, the buyer, each line and total), so a later change of a rate, an address or a setting
 * never rewrites one. No foreign key on purpose: a document outlives whatever happens to its order.
 */
export const documents = pgTable(
  "luxid_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preorderId: uuid("preorder_id").notNull(),
    kind: text("kind").$type<DocumentKind>().notNull(),
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    number: text("number").notNull().unique(),
    /** What it documents within the order: "booking", "balance", "dispatch", a refund's id. */
    subjectKey: text("subject_key").notNull(),
    /** The document's total (the advance, the invoice value, the amount credited), minor units. */
    amount: integer("amount").notNull(),
    currency: currency("currency").notNull(),
    /** GST state code in India (`29`), else the ISO country code: the accountant's grouping. */
    placeOfSupply: text("place_of_supply").notNull(),
    /** The document this one corrects (a credit note's invoice, a refund voucher's receipt voucher). */
    correctsId: uuid("corrects_id"),
    testDocument: boolean("test_document").notNull().default(false),
    content: jsonb("content").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("luxid_documents_subject_idx").on(t.kind, t.preorderId, t.subjectKey),
    index("luxid_documents_preorder_idx").on(t.preorderId, t.issuedAt),
    index("luxid_documents_issued_idx").on(t.issuedAt, t.number),
  ],
);
