import { createContext } from "react-router";
import type { DatabaseHandle } from "~/lib/db.server";
import type { Env, PublicConfig } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import type { NotificationServices } from "~/features/notifications/server/wiring.server";
import type { PaymentServices } from "~/features/payments/server/wiring.server";
import type { FulfilmentServices } from "~/features/fulfilment/server/wiring.server";
import type { LeadRetention } from "~/features/preorder/server/lead-retention.server";
import type { Region } from "~/lib/regions";
import type { IslandBoot } from "~/lib/boot-after-paint.server";
import type { OrderLinks } from "~/lib/order-links.server";

/** Long-lived services, created once at start-up and shared by every request. */
export interface AppServices {
  env: Env;
  config: PublicConfig;
  database: DatabaseHandle;
  log: Logger;
  /** Gateway (Razorpay or sandbox) and payment reconciler. */
  payments: PaymentServices;
  /** The mailer and the e-mail outbox worker: every e-mail the shop sends. */
  notifications: NotificationServices;
  /** Background work after the booking: balance reminders. */
  fulfilment: FulfilmentServices;
  /** Deletes unfinished pre-order forms (leads) 30 days after their last activity. */
  leadRetention: LeadRetention;
  /** Signed links to the buyer's order page. */
  orderLinks: OrderLinks;
  /** The live islands' boot script and the chunks it runs (server/island-boot.ts), if it was built. */
  islandBoot: IslandBoot | undefined;
}

/** Facts about the current request that Express resolved before React Router runs. */
export interface RequestInfo {
  /**
   * The CSP nonce of this response: every inline script must carry it. Absent when the page is
   * rendered to be stored and shared: then the whole document is rendered before it is sent, and
   * its CSP allows its inline scripts by their hashes.
   */
  nonce: string | undefined;
  /** The visitor's region, decided once per request on the server. */
  region: Region;
  /** The client's address as Express resolved it (TRUST_PROXY applied); empty for stored pages. */
  clientIp: string;
  /**
   * Runs `task` once the response is out (or the client has gone): work a request causes but
   * must not be timed with it, such as waking the e-mail worker.
   */
  afterResponse: (task: () => void) => void;
  /**
   * Set when this request is over a rate limit that lets its route answer (see `RateLimitRule.over`):
   * the seconds until it may try again. The route then says so in its own page, with a 429.
   */
  rateLimitedFor?: number;
}

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
