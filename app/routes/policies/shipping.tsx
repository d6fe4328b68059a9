import { Link } from "react-router";
import type { Route } from "./+types/shipping";
import { PolicyPage, SupportEmailLink, type PolicySection } from "~/components/policy-page";
import { PREORDER_PERKS, SHIPPING } from "~/content/claims";
import { BRAND, PRODUCT } from "~/content/site";
import { DEFAULT_DELIVERY_START, deliveryStatement } from "~/lib/delivery-window";
import { rootDataFrom, useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Shipping Policy",
    description: `${BRAND} ships worldwide. ${deliveryStatement(rootDataFrom(args.matches)?.config.deliveryStart ?? DEFAULT_DELIVERY_START)} India: ${SHIPPING.india}; international: ${SHIPPING.international}.`,
  });

export default function ShippingPolicy() {
  const delivery = deliveryStatement(useRootData().config.deliveryStart);
  const sections: PolicySection[] = [
    {
      id: "at-a-glance",
      title: "At a glance",
      body: (
        <ul>
          <li>We ship worldwide.</li>
          <li>{delivery}</li>
          <li>{SHIPPING.balanceLink}</li>
          <li>Delivery within India: {SHIPPING.india}.</li>
          <li>International delivery: {SHIPPING.international}.</li>
        </ul>
      ),
    },
    {
      id: "where-we-ship",
      title: "Where we ship",
      body: (
        <p>
          We deliver to addresses across India and in most countries worldwide. If we find that we cannot
          deliver to your address, for example because no carrier serves it or because import or export rules
          prevent it, we will contact you and, if no other address suits you, cancel your pre-order and refund
          everything you have paid in full.
        </p>
      ),
    },
    {
      id: "delivery-schedule",
      title: "Delivery schedule and queue",
      body: (
        <>
          <p>
            {delivery} Pre-orders are dispatched in the order in which their booking payments were confirmed,
            and your confirmation shows your place in the delivery queue.
          </p>
          <p>
            {PREORDER_PERKS.prescriptionLenses} Please give it promptly so that your lenses are ready in time
            for your place in the queue.
          </p>
        </>
      ),
    },
    {
      id: "balance-payment",
      title: "Balance payment before dispatch",
      body: (
        <p>
          {SHIPPING.balanceLink} We send it to the e-mail address on your pre-order. It shows the balance due,
          including any delivery charge, and the EMI options available to you, before you pay anything. We
          dispatch your order once the balance has been paid, either in full or through an EMI plan. If you
          would like more time, or have decided not to go ahead, just reply to us; our{" "}
          <Link to="/return-policy">Return Policy</Link> explains cancellations.
        </p>
      ),
    },
    {
      id: "delivery-times",
      title: "Delivery times",
      body: (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-mist-300">
              <caption className="sr-only">Estimated delivery times, counted from dispatch</caption>
              <thead>
                <tr className="border-b border-white/10 text-white">
                  <th scope="col" className="py-2 pr-6 font-semibold">
                    Destination
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Estimated delivery time
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-white/10">
                  <th scope="row" className="py-2 pr-6 font-medium text-mist-100">
                    India
                  </th>
                  <td className="py-2">{SHIPPING.india}</td>
                </tr>
                <tr className="border-b border-white/10">
                  <th scope="row" className="py-2 pr-6 font-medium text-mist-100">
                    Rest of the world
                  </th>
                  <td className="py-2">{SHIPPING.international}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            These are estimates, counted from the day your order leaves our warehouse. Deliveries to remote
            areas, customs clearance, public holidays and severe weather can add time. If your delivery is
            running noticeably late, write to us and we will chase it with the carrier.
          </p>
        </>
      ),
    },
    {
      id: "dispatch-and-tracking",
      title: "Dispatch and tracking",
      body: (
        <p>
          When your order is dispatched, we e-mail you the carrier’s name and a tracking number, and send the
          same details on WhatsApp if you gave us a WhatsApp number. Please make sure someone can receive the
          parcel at the shipping address; the carrier may ask for a delivery code or proof of identity before
          handing it over.
        </p>
      ),
    },
    {
      id: "duties-and-taxes",
      title: "Duties and taxes on international orders",
      body: (
        <p>
          Orders delivered outside India may be charged import duties, taxes and customs fees by the
          destination country. Unless your balance payment link says that they are included, these charges are
          not part of our prices and are payable by the recipient to the carrier or customs authority. Customs
          checks can also add time to delivery. Please check your country’s import rules before you order if
          you are unsure.
        </p>
      ),
    },
    {
      id: "address-changes",
      title: "Address changes and missed deliveries",
      body: (
        <>
          <p>
            Please give your full shipping address, including your PIN or postal code. You can change it at
            any time before dispatch by writing to us. After dispatch, we will ask the carrier to redirect the
            parcel, but cannot promise that it will be possible.
          </p>
          <p>
            If the carrier cannot deliver after its usual attempts and the parcel comes back to us, we will
            contact you to arrange delivery again.
          </p>
        </>
      ),
    },
    {
      id: "damaged-or-lost",
      title: "Damaged or lost parcels",
      body: (
        <p>
          Please check your parcel when it arrives. If it is visibly damaged, photograph it before opening it
          and tell us as soon as possible. If a parcel is lost in transit, we will investigate with the
          carrier and, once it is confirmed lost, send you a replacement at no cost, or a full refund if you
          prefer. Our <Link to="/return-policy">Return Policy</Link> explains how we handle damaged, wrong or
          missing items.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          For any question about shipping or delivery, write to{" "}
          <SupportEmailLink subject="Shipping question" /> with your pre-order reference. See also our{" "}
          <Link to="/terms">Terms of Service</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      ),
    },
  ];

  return (
    <PolicyPage
      title="Shipping Policy"
      intro={
        <>
          {BRAND} ships {PRODUCT} and its accessories worldwide. This policy explains when your pre-order will
          be delivered, how the balance payment works and what to expect on the way.
        </>
      }
      sections={sections}
    />
  );
}
