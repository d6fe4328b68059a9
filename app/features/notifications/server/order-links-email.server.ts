import type { RenderedEmail } from "./email/content";
import { renderEmail } from "./email/render.server";
import { orderLinksEmail, type OrderLinksFacts } from "./templates/order-links";

/**
 * Both parts of the e-mail with a buyer's order links. The orders feature decides whether it goes
 * and finds the orders; notifications only writes it (load it with `import()`: React Email comes
 * with it).
 */
export function renderOrderLinksEmail(facts: OrderLinksFacts): Promise<RenderedEmail> {
  return renderEmail(orderLinksEmail(facts));
}
