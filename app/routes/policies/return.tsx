import { Link } from "react-router";
import type { Route } from "./+types/return";
import { PolicyPage, SupportEmailLink, type PolicySection } from "~/components/policy-page";
import { REFUNDS, WARRANTY } from "~/content/claims";
import { BRAND, PRODUCT } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Return Policy",
    description: `${REFUNDS.bookingRefundable} Refunds are processed in ${REFUNDS.processingDays}, and defects after delivery are covered by the ${WARRANTY.label}.`,
  });

export default function ReturnPolicy() {
  const sections: PolicySection[] = [
    {
      id: "at-a-glance",
      title: "At a glance",
      body: (
        <ul>
          <li>{REFUNDS.bookingRefundable}</li>
          <li>Refunds are processed in {REFUNDS.processingDays}, to your original payment method.</li>
          <li>We answer every return or refund request within {REFUNDS.returnReplyHours} hours.</li>
          <li>{REFUNDS.afterDelivery}</li>
          <li>After delivery, we do not accept returns for a change of mind.</li>
        </ul>
      ),
    },
    {
      id: "cancel-before-delivery",
      title: "Cancelling before delivery",
      body: (
        <>
          <p>
            You can cancel your pre-order for any reason, at any time until it is delivered, and there is no
            cancellation fee. We refund everything you have paid for it: your booking amount and, if you have
            already paid it, your balance. The accessory credit and your place in the delivery queue end with
            the cancelled pre-order.
          </p>
          <p>
            We process the refund in {REFUNDS.processingDays} from the day we confirm your cancellation,
            through Razorpay, to the card, UPI account, bank account or wallet you paid with. Once the refund
            has been issued, your bank or card issuer may take a little longer to show it on your statement.
            If you paid the balance with an EMI plan, the refund goes to the card or lender that provided the
            plan, and any interest or charges are settled under that provider’s terms.
          </p>
          <p>
            If your order has already been dispatched when you cancel, we will tell you how to refuse or
            return the parcel; your refund is processed on the same timeline.
          </p>
        </>
      ),
    },
    {
      id: "how-to-request",
      title: "How to cancel or make a request",
      body: (
        <>
          <p>
            E-mail <SupportEmailLink subject="Cancellation or return request" /> with:
          </p>
          <ul>
            <li>the pre-order reference from your confirmation e-mail;</li>
            <li>the name and e-mail address you used for the pre-order; and</li>
            <li>what you would like us to do, and, if you wish, why.</li>
          </ul>
          <p>
            We answer every return or refund request within {REFUNDS.returnReplyHours} hours, confirming the
            next steps. We will never ask for your card number, PIN or password; a refund always goes back to
            the method you paid with.
          </p>
        </>
      ),
    },
    {
      id: "warranty",
      title: "After delivery: the warranty",
      body: (
        <>
          <p>
            {PRODUCT} and every {BRAND} accessory come with a {WARRANTY.label}, starting on the day of
            delivery, against defects in materials and workmanship under normal use. If your product develops
            such a defect, we will repair it or, if a repair is not possible, replace it. If we can do
            neither, we will refund the price you paid for it.
          </p>
          <p>The warranty does not cover:</p>
          <ul>
            <li>accidental damage, such as drops, cracks or crushed frames;</li>
            <li>liquid damage, or damage from extreme heat or cold;</li>
            <li>damage caused by misuse, or by use not in line with the supplied instructions;</li>
            <li>repairs or modifications by anyone other than {BRAND} or its authorised partners;</li>
            <li>
              normal wear and tear, such as surface scratches, and the gradual loss of battery capacity that
              comes with age;
            </li>
            <li>loss or theft.</li>
          </ul>
        </>
      ),
    },
    {
      id: "warranty-claim",
      title: "How to make a warranty claim",
      body: (
        <p>
          Write to <SupportEmailLink subject="Warranty claim" /> with your pre-order reference, a short
          description of the problem and, if you can, photos or a short video showing it. We reply within{" "}
          {REFUNDS.returnReplyHours} hours, first to help you solve the problem remotely, for example with a
          setting or a software update. If the product needs to come back to us, we will tell you how to send
          it and when to expect it back.
        </p>
      ),
    },
    {
      id: "damaged-on-arrival",
      title: "Damaged, wrong or missing items on arrival",
      body: (
        <p>
          Please check your parcel when it arrives. If the package is visibly damaged, if the product does not
          work out of the box, or if an item is wrong or missing, tell us as soon as possible, with photos of
          the package and its contents. We will replace the affected item at no cost to you. Our{" "}
          <Link to="/shipping-policy">Shipping Policy</Link> explains what happens if a parcel is lost in
          transit.
        </p>
      ),
    },
    {
      id: "change-of-mind",
      title: "Change of mind after delivery",
      body: (
        <p>
          Because your booking stays refundable right up to delivery, you have until then to decide. Once your
          order has been delivered, we do not accept returns or give refunds for a change of mind. Defects
          remain covered by the {WARRANTY.label}, as described above.
        </p>
      ),
    },
    {
      id: "your-statutory-rights",
      title: "Your rights under law",
      body: (
        <p>
          This policy is in addition to your rights under the Consumer Protection Act, 2019 and does not limit
          them. If you live in a country whose consumer law gives you further rights, such as a right to
          withdraw from a purchase made online within a set period after delivery, those rights apply to you
          as well, and we will honour them.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          For anything about cancellations, refunds, returns or the warranty, write to{" "}
          <SupportEmailLink subject="Return request" />. See also our{" "}
          <Link to="/terms">Terms of Service</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      ),
    },
  ];

  return (
    <PolicyPage
      title="Return Policy"
      intro={
        <>
          You can cancel your pre-order and get your money back at any time until delivery. This policy
          explains how cancellations, refunds and warranty claims work.
        </>
      }
      sections={sections}
    />
  );
}
