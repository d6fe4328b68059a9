import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { PolicyPage, SupportEmailLink, type PolicySection } from "~/components/policy-page";
import { glasses } from "~/content/catalogue";
import { CLAIMS, HARDWARE, PREORDER_PERKS, REFUNDS, SHIPPING, WARRANTY } from "~/content/claims";
import { BRAND, PRODUCT } from "~/content/site";
import { formatMoney } from "~/lib/money";
import {
  accessoryCreditFor,
  ACCESSORY_CREDIT_PERCENT,
  BOOKING_PERCENT,
  bookingOf,
  BUNDLE_DISCOUNT_PERCENT,
  BUNDLE_MIN_PRODUCTS,
  priceOf,
} from "~/lib/pricing";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import { deliveryStatement } from "~/lib/delivery-window";
import { useRootData } from "~/lib/root-data";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Terms of Service",
    description: `The terms for using the ${BRAND} website and pre-ordering ${PRODUCT}: the ${BOOKING_PERCENT}% booking payment, balance and EMI, the delivery queue, accessory credit, warranty and governing law.`,
  });

export default function TermsOfService() {
  const { region, config } = useRootData();
  const { currency } = region;
  const money = (minor: number) => formatMoney(minor, currency);
  // A worked example in the visitor's own currency: one pair of glasses, no bundle discount.
  const glassesPrice = priceOf(glasses, currency);
  const glassesBooking = bookingOf(glassesPrice);

  const sections: PolicySection[] = [
    {
      id: "about-these-terms",
      title: "About these terms",
      body: (
        <>
          <p>
            These Terms of Service (“Terms”) govern your use of the {BRAND} website and any pre-order or
            purchase of {PRODUCT} AR smart glasses and {BRAND} accessories from us. “{BRAND}”, “we” and “us”
            mean {BRAND}, based in Bangalore, Karnataka, India; “you” means the person using the website or
            placing the pre-order.
          </p>
          <p>
            By using the website or placing a pre-order, you agree to these Terms and to our{" "}
            <Link to="/privacy-policy">Privacy Policy</Link>,{" "}
            <Link to="/shipping-policy">Shipping Policy</Link> and{" "}
            <Link to="/return-policy">Return Policy</Link>, which form part of them. If you do not agree,
            please do not use the website.
          </p>
          <p>
            These Terms are an electronic record under the Information Technology Act, 2000 and the rules made
            under it, and do not need a physical or digital signature.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility and age",
      body: (
        <>
          <p>
            {PRODUCT} is intended for users aged {CLAIMS.minimumAge} and over. Users aged {CLAIMS.minimumAge}{" "}
            to 17 should use it under the supervision of a parent or guardian.
          </p>
          <p>
            To place a pre-order you must be at least 18 years old and able to enter into a binding contract
            under the Indian Contract Act, 1872. A parent or guardian may place a pre-order for a younger user
            and is then responsible for that pre-order under these Terms.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Accounts and registration",
      body: (
        <>
          <p>
            You do not currently need an account to browse the website or to pre-order: you place a pre-order
            with your contact details and shipping address, and we send everything about it to your e-mail
            address.
          </p>
          <p>If we offer account registration in the future and you choose to register, you must:</p>
          <ul>
            <li>give accurate, current and complete information, and keep it up to date;</li>
            <li>
              keep your password and any other login credentials confidential, and not share your account with
              anyone else;
            </li>
            <li>
              tell us promptly at <SupportEmailLink subject="Account security" /> if you suspect that someone
              else has used your account or knows your credentials.
            </li>
          </ul>
          <p>
            You are responsible for activity under your account unless it results from our own failure to keep
            it secure. We may suspend or close an account that is used fraudulently or in serious breach of
            these Terms, and we will tell you why.
          </p>
        </>
      ),
    },
    {
      id: "pre-orders",
      title: "How pre-orders work",
      body: (
        <>
          <p>
            A pre-order reserves {PRODUCT} and any accessories you choose from our upcoming deliveries. You
            select your products on the pre-order page, give your contact details and shipping address, and
            pay a booking amount online.
          </p>
          <ul>
            <li>
              <strong className="text-white">Booking amount.</strong> You pay {BOOKING_PERCENT}% of the
              discounted total now, rounded to the nearest whole currency unit. For one {PRODUCT} at{" "}
              {money(glassesPrice)}, that is {money(glassesBooking)} now and{" "}
              {money(glassesPrice - glassesBooking)} later.
            </li>
            <li>
              <strong className="text-white">Balance.</strong> The rest of the total is due online before
              dispatch; in India you can pay it through the EMI options Razorpay offers for eligible cards and
              banks. {SHIPPING.balanceLink}
            </li>
            <li>
              <strong className="text-white">Bundle discount.</strong> When you choose {BUNDLE_MIN_PRODUCTS}{" "}
              or more different products, {BUNDLE_DISCOUNT_PERCENT}% is taken off the subtotal before the
              booking amount is calculated.
            </li>
          </ul>
          <p>
            Your pre-order is confirmed once we have verified your booking payment with our payment provider
            and sent you a confirmation e-mail. If the payment fails or you cancel it, no pre-order is
            confirmed and you are not charged.
          </p>
          <p>
            A pre-order is an agreement for us to sell you the products when they are ready for delivery; the
            sale is complete when the balance has been paid and the products have been delivered. We may
            decline or cancel a pre-order if the price shown was clearly wrong, if we suspect fraud, or if we
            cannot deliver to your address. If we do, we will tell you and refund everything you have paid in
            full.
          </p>
        </>
      ),
    },
    {
      id: "prices-and-payment",
      title: "Prices and payment",
      body: (
        <>
          <p>
            Prices are shown in Indian rupees in India, in euros in the member states of the European Union
            and in US dollars everywhere else, according to the country we detect for your visit. Our server
            calculates every amount from our price list; the amount you are charged is the amount shown when
            you pay. Prices in India include applicable taxes. For deliveries outside India, import duties and
            taxes are explained in our <Link to="/shipping-policy">Shipping Policy</Link>.
          </p>
          <p>
            Payments are processed by Razorpay, using the cards, UPI, net banking and wallets that Razorpay
            makes available to you. {BRAND} never sees or stores your card details. Any EMI plan offered for
            the balance is provided by your bank or a lending partner, subject to its eligibility criteria and
            terms, including any interest or charges it sets.
          </p>
          <p>
            If you do not pay the balance when your order is ready, we will remind you. If we cannot reach
            you, or you decide not to go ahead, we will cancel the pre-order and refund your booking amount in
            full.
          </p>
        </>
      ),
    },
    {
      id: "delivery",
      title: "Delivery",
      body: (
        <>
          <p>
            {deliveryStatement(config.deliveryStart)} Your place in the delivery queue is set by the time your
            booking payment was confirmed, and is shown on your confirmation. We ship worldwide: within India,
            delivery takes {SHIPPING.india}; international delivery takes {SHIPPING.international}.
          </p>
          <p>
            Delivery dates are our best estimates. If your delivery will be materially later than we told you,
            we will let you know, and you may cancel and receive a full refund of your booking amount. Full
            details are in our <Link to="/shipping-policy">Shipping Policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: "pre-order-benefits",
      title: "Pre-order benefits",
      body: (
        <ul>
          <li>
            <strong className="text-white">Accessory credit.</strong> Pre-orders that include {PRODUCT} earn
            an accessory credit of {ACCESSORY_CREDIT_PERCENT}% of the booking amount for one pair of glasses,
            rounded to the nearest whole currency unit; in your currency, that is{" "}
            {money(accessoryCreditFor(currency))}. The credit has no expiry date and can be used towards{" "}
            {BRAND} accessories. It has no cash value, cannot be transferred and ends if the pre-order it came
            with is cancelled.
          </li>
          <li>{PREORDER_PERKS.prescriptionLenses}</li>
          <li>{PREORDER_PERKS.emi}</li>
        </ul>
      ),
    },
    {
      id: "cancellations-and-warranty",
      title: "Cancellations, refunds and warranty",
      body: (
        <>
          <p>
            {REFUNDS.bookingRefundable} Refunds are processed in {REFUNDS.processingDays}, to the original
            payment method. We answer return requests within {REFUNDS.returnReplyHours} hours.{" "}
            {REFUNDS.afterDelivery}
          </p>
          <p>
            {PRODUCT} and our accessories come with a {WARRANTY.label} against manufacturing defects. Our{" "}
            <Link to="/return-policy">Return Policy</Link> explains how to cancel, how refunds work and how to
            make a warranty claim.
          </p>
        </>
      ),
    },
    {
      id: "safe-use",
      title: `Using ${PRODUCT} safely`,
      body: (
        <>
          <p>Please read and follow the safety information supplied with your {PRODUCT}. In particular:</p>
          <ul>
            <li>
              do not use it while driving, cycling, operating machinery or in any situation where you need
              your full attention on your surroundings;
            </li>
            <li>
              take regular breaks, and stop using it if you feel discomfort, eye strain, dizziness, nausea or
              a headache;
            </li>
            <li>
              ask a doctor before use if you have a medical condition affecting your eyes or are sensitive to
              flashing lights.
            </li>
          </ul>
          <p>
            Performance figures, such as a battery life of {HARDWARE.battery}, are measured in typical
            conditions; actual results vary with settings, content and use.
          </p>
        </>
      ),
    },
    {
      id: "website-use",
      title: "Using this website",
      body: (
        <>
          <p>You may use this website for lawful purposes only. You must not:</p>
          <ul>
            <li>place false or fraudulent pre-orders, or give someone else’s details as your own;</li>
            <li>
              try to gain unauthorised access to the website, its servers or data, or interfere with its
              normal working;
            </li>
            <li>
              copy the website’s content in bulk by automated means, or send an unreasonable volume of
              requests;
            </li>
            <li>upload or send anything unlawful, harmful or that infringes another’s rights.</li>
          </ul>
          <p>
            Anything you send us, such as a voice note or a message, must be yours to send. You allow us to
            use it to handle your pre-order and support you, as our{" "}
            <Link to="/privacy-policy">Privacy Policy</Link> describes. We may limit or refuse access to
            anyone who breaches these Terms.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <p>
          The names {BRAND}, {PRODUCT}, VueRING, VuLink, VueLink and Vue Visor, our logos, and the text,
          images, videos and software on this website and in our products belong to {BRAND} or its licensors.
          You may view and share pages of the website for personal, non-commercial use. You may not otherwise
          copy, modify or use them without our written permission. Software in our products is licensed to you
          for use with the product, not sold, and may be updated from time to time to improve it or keep it
          secure.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Our responsibility to you",
      body: (
        <>
          <p>
            Nothing in these Terms limits your rights under the Consumer Protection Act, 2019 or any other law
            that protects consumers and cannot be excluded by agreement.
          </p>
          <p>
            Subject to that, and as far as the law allows: we are not liable for indirect or consequential
            loss, or for loss that was not reasonably foreseeable when you placed your pre-order; and our
            total liability for a pre-order is limited to the amount you have paid for it. We do not limit our
            liability for death or personal injury caused by our negligence, for fraud, or for anything else
            the law does not allow us to limit.
          </p>
          <p>
            We work to keep the website accurate and available, but we cannot promise that it will always be
            uninterrupted or free of errors.
          </p>
        </>
      ),
    },
    {
      id: "events-beyond-our-control",
      title: "Events beyond our control",
      body: (
        <p>
          We are not responsible for delays or failures caused by events beyond our reasonable control, such
          as natural disasters, epidemics, war, government action, shortages of components or disruption to
          carriers. If such an event affects your pre-order, we will tell you as soon as we can, and you may
          cancel and receive a full refund of your booking amount.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these Terms",
      body: (
        <p>
          We may update these Terms when our services or the law change. The date at the top of this page
          shows when they last changed. The Terms in force when you placed your pre-order apply to it, unless
          a change is required by law or is in your favour.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      body: (
        <>
          <p>
            These Terms are governed by the laws of India. Subject to the paragraph below, the courts at
            Bangalore (Bengaluru), Karnataka, have exclusive jurisdiction over any dispute arising from them
            or from your use of the website.
          </p>
          <p>
            This does not affect your right as a consumer to file a complaint before the appropriate Consumer
            Disputes Redressal Commission under the Consumer Protection Act, 2019. Before going to court,
            please write to us: most problems can be solved quickly by talking to us.
          </p>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact and grievance officer",
      body: (
        <p>
          For questions about these Terms, or to raise a complaint with our Grievance Officer under the
          Consumer Protection (E-Commerce) Rules, 2020, write to{" "}
          <SupportEmailLink subject="Terms of Service" />. We reply within {CLAIMS.supportReplyHours} hours
          and resolve complaints within one month of receiving them. {BRAND}, Bangalore, Karnataka, India.
        </p>
      ),
    },
  ];

  return (
    <PolicyPage
      title="Terms of Service"
      intro={
        <>
          The terms that apply when you use our website and pre-order {PRODUCT} or our accessories: how
          pre-orders and payments work, what we promise you and what we ask of you.
        </>
      }
      sections={sections}
    />
  );
}
