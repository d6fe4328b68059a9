import { formatMoney } from "~/lib/money";
import type { EmailContent } from "../email/content";
import { CANCELLED, REFUND, UNEXPECTED_PAYMENT } from "../words";
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

export interface CancelledFacts extends BuyerFacts {
  /** What the cancellation refunds (everything still captured); 0 when nothing was paid. */
  refund: number;
}

/** The buyer's e-mail when the order is cancelled before dispatch (by them or an operator). */
export function cancelledEmail(f: CancelledFacts): EmailContent {
  return buyerEmail(f, {
    subject: CANCELLED.subject(f.reference),
    title: CANCELLED.title,
    blocks: [
      { type: "paragraph", text: CANCELLED.intro(f.reference) },
      {
        type: "paragraph",
        text: f.refund > 0 ? CANCELLED.refund(formatMoney(f.refund, f.currency)) : CANCELLED.nothingPaid,
      },
      { type: "paragraph", text: CANCELLED.queue },
      referenceBox(f),
    ],
  });
}

export interface UnexpectedPaymentFacts extends BuyerFacts {
  /** The payment, refunded in full. */
  amount: number;
  /** Where the order stands: its balance still due, already paid, or the order closed. */
  standing: keyof typeof UNEXPECTED_PAYMENT.why;
}

/** The buyer's one e-mail about a payment the order could not take: what is refunded and why. */
export function unexpectedPaymentEmail(f: UnexpectedPaymentFacts): EmailContent {
  const amount = formatMoney(f.amount, f.currency);
  return buyerEmail(f, {
    subject: UNEXPECTED_PAYMENT.subject(amount, f.reference),
    title: UNEXPECTED_PAYMENT.title,
    blocks: [
      { type: "paragraph", text: UNEXPECTED_PAYMENT.lead(amount, f.reference) },
      { type: "paragraph", text: UNEXPECTED_PAYMENT.why[f.standing] },
      referenceBox(f),
    ],
  });
}
