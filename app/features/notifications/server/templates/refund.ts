import { formatMoney } from "~/lib/money";
import type { EmailContent } from "../email/content";
import { REFUND } from "../words";
import { buyerEmail, referenceBox, type BuyerFacts } from "./common";

export interface RefundFacts extends BuyerFacts {
  /** This refund. */
  amount: number;
  /** Every processed refund of the order so far, this one included. */
  refundedTotal: number;
  /** What the gateway captured: the booking, plus the balance once paid. */
  captured: number;
  balancePaid: boolean;
}

/** The buyer's e-mail for one processed refund (one per refund). */
export function refundEmail(f: RefundFacts): EmailContent {
  const money = (minor: number) => formatMoney(minor, f.currency);
  const full = f.refundedTotal >= f.captured;
  return buyerEmail(f, {
    subject: REFUND.subject(money(f.amount), f.reference),
    title: REFUND.title,
    blocks: [
      { type: "paragraph", text: REFUND.done(money(f.amount), REFUND.what(f.balancePaid), f.reference) },
      {
        type: "paragraph",
        text: full
          ? REFUND.full(money(f.captured), f.balancePaid)
          : REFUND.partial(money(f.refundedTotal), money(f.captured), f.balancePaid),
      },
      referenceBox(f),
    ],
  });
}
