import { PAYMENT_PROVIDERS, type PaymentProvider } from "./payment-provider";
import { z } from "zod";
import { SOCIAL_NETWORKS, type SocialNetworkKey, type SocialProfile } from "~/content/site";
import { DEFAULT_DELIVERY_START, DELIVERY_START_PATTERN } from "./delivery-window";
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone } from "./shop-time";
import { bool, phoneNumber, profileUrl, sellerSettings } from "./env-fields";
import { partialWhatsappSettings, whatsappUpdatesOn } from "./env-whatsapp";
import { publicSeller, resolveSeller, type Seller } from "./seller";

/** Every variable the server reads. Nothing is required: with none set, the app runs embedded. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => parseTrustProxy(v)),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name")
    .transform((v) => v.toLowerCase())
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  /** `razorpay` takes real money, `sandbox` never does; unset: razorpay when the keys are set. */
  PAYMENTS_MODE: z.enum(PAYMENT_PROVIDERS).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_BASE: z.url().default("https://api.razorpay.com"),
  /** Every gateway call is abandoned after this long (a slow gateway is a failure, never success). */
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /** How often the reconciler polls the gateway for pre-orders stuck awaiting payment. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
  /** How often the e-mail outbox is polled, and the first retry delay (doubling) after a failure. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).default(5_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** Unset: `Luxid <orders@{site domain}>` (see `siteDomain`). */
  MAIL_FROM: z.string().min(3).optional(),
  /** Shown on every page, in e-mails and the Organization JSON-LD. Unset: `support@{site domain}`. */
  SUPPORT_EMAIL: z.email().optional(),
  /** A phone number for buyers, shown only when set: a made-up number must never reach a page. */
  SUPPORT_PHONE: phoneNumber("must be a phone number, e.g. +91 80 1234 5678").optional(),
  /** A WhatsApp number for buyers (international format), shown only when set. */
  WHATSAPP_NUMBER: phoneNumber("must be a number in international format, e.g. +91 98765 43210").optional(),
  /**
   * WhatsApp order updates through Meta's Cloud API: all four or none (none: messages are written
   * as `[TEST]` files under DATA_DIR/whatsapp). The app secret checks the webhook's signatures, the
   * verify token answers its subscription handshake.
   */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "must be the Cloud API's numeric phone number id")
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, "must be at least 8 characters").optional(),
  /** The Graph API's origin and version (tests point it at a fake). */
  WHATSAPP_API_BASE: z.url().default("https://graph.facebook.com/v21.0"),
  /** Staff alerts (paid pre-orders, orders needing review); the support address when unset. */
  STAFF_EMAIL: z.email().optional(),
  /**
   * HMAC key of the buyer's order-page links. Unset: a random key is generated once and kept in the
   * database, shared by every instance. Changing it revokes every link already sent.
   */
  ORDER_LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * The shop's own profiles, each linked only when set: a made-up default would send buyers to
   * whoever registers that name.
   */
  SOCIAL_LINKEDIN_URL: profileUrl,
  SOCIAL_INSTAGRAM_URL: profileUrl,
  SOCIAL_X_URL: profileUrl,
  SOCIAL_YOUTUBE_URL: profileUrl,
  COMPANY_PROFILE_URL: profileUrl,
  /** Every database query is abandoned after this long, on the server and in the driver. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Opening a connection, or waiting for a free one in the pool, gives up after this long. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /**
   * PostgreSQL connections per instance. A pre-order holds one for a few round trips; with ten,
   * 200 buyers at once queued past the connect time-out and were told to retry.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Comma-separated addresses that may sign in to the operator console at /admin. */
  OPERATOR_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /**
   * A console session ends this long after sign-in however often it is used (besides ending after
   * 12 idle hours): a stolen or forgotten cookie does not work for ever.
   */
  OPERATOR_SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int("must be a whole number of hours")
    .min(1)
    .max(90 * 24)
    .default(7 * 24),
  /**
   * The month deliveries start (`2027-09`): every page, FAQ answer and e-mail says "the end of
   * September 2027" from it, until the console sets a window for a range of the queue.
   */
  DELIVERY_START: z
    .string()
    .regex(DELIVERY_START_PATTERN, "must be a year and month, e.g. 2027-09")
    .default(DEFAULT_DELIVERY_START),
  /**
   * The shop's time zone (IANA name): the console shows times in it (UTC on hover), and e-mails
   * name days by its calendar. An unknown name refuses to start rather than show wrong hours.
   */
  SHOP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone name, e.g. Asia/Kolkata or Europe/Berlin")
    .default(DEFAULT_SHOP_TIME_ZONE),
  /** Days between the balance link and each reminder (at most two reminders are sent). */
  BALANCE_REMINDER_DAYS: z.coerce.number().int("must be a whole number of days").min(1).max(60).default(3),
  /** Days after the balance link at which the console lists a balance as overdue. */
  BALANCE_DUE_DAYS: z.coerce.number().int("must be a whole number of days").min(1).max(120).default(14),
  ...sellerSettings,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_DISABLED: bool.default(false),
  /** Memory for stored anonymous pages (raw, brotli and gzip copies); 0 renders every request. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Namespace of this deployment's keys in a shared Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/, "letters, digits, _ - : only")
    .default("luxid"),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, "PAYMENTS_MODE" | "SUPPORT_EMAIL" | "MAIL_FROM"> & {
  PAYMENTS_MODE: PaymentProvider;
  SUPPORT_EMAIL: string;
  MAIL_FROM: string;
  /** The seller as configured, or the marked test seller when the shop takes no real money. */
  SELLER: Seller;
};

/** The site's domain for default addresses: `https://www.luxid.in/` → `luxid.in`, localhost stays. */
function siteDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname.replace(/^www\./, "");
}

/**
 * `TRUST_PROXY` follows Express: a hop count, `false`, or a list of trusted addresses. `true` is read
 * as one hop: trusting every hop would let any client choose its own address (and its own rate-limit
 * budget) by sending X-Forwarded-For.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Thrown when the environment is invalid; the message names each bad variable. */
export class EnvError extends Error {}

/** Parses an environment (default: `process.env`); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const mode = resolvePaymentsMode(result.data);
  const whatsapp = partialWhatsappSettings(result.data);
  if (whatsapp) throw new EnvError(`Invalid environment configuration: ${whatsapp}`);
  // Addresses default to the site's own domain, so a deployment never shows someone else's.
  const domain = siteDomain(result.data.PUBLIC_SITE_URL);
  const live = mode === "razorpay" && !result.data.RAZORPAY_KEY_ID?.startsWith("rzp_test_");
  const seller = resolveSeller(result.data, live);
  if (typeof seller === "string") throw new EnvError(`Invalid environment configuration: ${seller}`);
  return {
    ...result.data,
    SELLER: seller,
    PAYMENTS_MODE: mode,
    SUPPORT_EMAIL: result.data.SUPPORT_EMAIL ?? `support@${domain}`,
    MAIL_FROM: result.data.MAIL_FROM ?? `Luxid <orders@${domain}>`,
  };
}

/** `wa.me` wants the number as digits only, country code first. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/**
 * A live shop must never fall back to the sandbox by accident: partial Razorpay settings, or an
 * https site without keys, refuse to start unless `PAYMENTS_MODE=sandbox` says so on purpose.
 * In sandbox mode the keys are dropped, so nothing downstream can reach the real gateway.
 */
function resolvePaymentsMode(env: ParsedEnv): Env["PAYMENTS_MODE"] {
  const refuse = (line: string) => {
    throw new EnvError(`Invalid environment configuration: ${line}`);
  };
  const hasId = Boolean(env.RAZORPAY_KEY_ID);
  const hasSecret = Boolean(env.RAZORPAY_KEY_SECRET);
  const mode = env.PAYMENTS_MODE ?? (hasId || hasSecret ? "razorpay" : "sandbox");
  if (mode === "sandbox") {
    if (!env.PAYMENTS_MODE && env.PUBLIC_SITE_URL.startsWith("https://")) {
      refuse(
        "PAYMENTS_MODE is not set and no Razorpay keys are: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for a live shop, or PAYMENTS_MODE=sandbox for a test one",
      );
    }
    delete env.RAZORPAY_KEY_ID;
    delete env.RAZORPAY_KEY_SECRET;
    delete env.RAZORPAY_WEBHOOK_SECRET;
    return mode;
  }
  if (!hasId) refuse("RAZORPAY_KEY_ID is missing: razorpay payments need the key id");
  if (!hasSecret) refuse("RAZORPAY_KEY_SECRET is missing: the key id is set without its secret");
  if (!env.RAZORPAY_WEBHOOK_SECRET) {
    refuse("RAZORPAY_WEBHOOK_SECRET is missing: razorpay payments need it to verify webhooks");
  }
  return mode;
}

/** The configured social profiles, in the site's network order; none when none is set. */
function socialProfiles(env: Env): SocialProfile[] {
  const urls: Record<SocialNetworkKey, string | undefined> = {
    linkedin: env.SOCIAL_LINKEDIN_URL,
    instagram: env.SOCIAL_INSTAGRAM_URL,
    x: env.SOCIAL_X_URL,
    youtube: env.SOCIAL_YOUTUBE_URL,
  };
  return SOCIAL_NETWORKS.flatMap(({ key, label }) => (urls[key] ? [{ key, label, url: urls[key] }] : []));
}

/** The public subset of configuration that may reach the browser. */
export function publicConfig(env: Env) {
  return {
    siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ""),
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE ?? null,
    whatsappNumber: env.WHATSAPP_NUMBER ?? null,
    whatsappUrl: env.WHATSAPP_NUMBER ? whatsappUrl(env.WHATSAPP_NUMBER) : null,
    social: socialProfiles(env),
    companyProfileUrl: env.COMPANY_PROFILE_URL ?? null,
    paymentsMode: env.PAYMENTS_MODE,
    deliveryStart: env.DELIVERY_START,
    whatsappUpdates: whatsappUpdatesOn(env),
    seller: publicSeller(env.SELLER),
  } as const;
}

export type PublicConfig = ReturnType<typeof publicConfig>;
