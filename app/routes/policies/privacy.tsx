import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { PolicyPage, SupportEmailLink, type PolicySection } from "~/components/policy-page";
import { CLAIMS, WARRANTY } from "~/content/claims";
import { BRAND, PRODUCT } from "~/content/site";
import { BOOKING_PERCENT } from "~/lib/pricing";
import { LEAD_RETENTION_DAYS } from "~/lib/retention";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Privacy Policy",
    description: `What personal data ${BRAND} collects when you pre-order ${PRODUCT}, why, who processes it, how long we keep it and your rights under India’s DPDP Act, 2023.`,
  });

export default function PrivacyPolicy() {
  const sections: PolicySection[] = [
    {
      id: "who-we-are",
      title: "Who we are and what this policy covers",
      body: (
        <>
          <p>
            {BRAND} designs and sells {PRODUCT} AR smart glasses and accessories from Bangalore, Karnataka,
            India, and ships worldwide. This policy explains how we handle personal data when you visit this
            website, place a pre-order, pay your booking amount, write to us or receive your order. In it, “
            {BRAND}”, “we” and “us” mean {BRAND}, and “you” means the person whose personal data we handle.
          </p>
          <p>
            Under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”), {BRAND} is the Data
            Fiduciary for this data: we decide why and how it is processed, and we are responsible for it.
            This policy does not cover websites we link to, such as our social media pages, or Razorpay’s
            payment checkout; those services have their own privacy policies.
          </p>
        </>
      ),
    },
    {
      id: "data-we-collect",
      title: "The personal data we collect",
      body: (
        <>
          <p>
            We collect only what we need to take, deliver and support your pre-order. The pre-order form asks
            for:
          </p>
          <ul>
            <li>
              <strong className="text-white">Full name</strong>, so we know who the order is for.
            </li>
            <li>
              <strong className="text-white">E-mail address</strong>, for your confirmation, your balance
              payment link and updates about your order.
            </li>
            <li>
              <strong className="text-white">Phone number</strong>, for the courier and for urgent questions
              about your order.
            </li>
            <li>
              <strong className="text-white">WhatsApp number</strong> (optional), if you would like to hear
              from us on WhatsApp.
            </li>
            <li>
              <strong className="text-white">Shipping address</strong>, including your PIN or postal code, to
              deliver your order.
            </li>
            <li>
              <strong className="text-white">Voice note</strong> (optional), a message of up to 30 seconds
              that you can record to tell us anything about your order. Your browser asks for permission
              before the microphone is used, and nothing is recorded unless you press record.
            </li>
          </ul>
          <p>
            With these details we keep a record of the pre-order itself: the products and quantities you
            chose, the currency, the amounts (total, bundle discount, booking amount and balance), any
            accessory credit, your place in the delivery queue and the status of your payment.
          </p>
          <p>
            <strong className="text-white">Prescription lenses.</strong> Pre-orders include free prescription
            lenses. If you take up this offer, you give us your eye prescription on your order page before
            dispatch (typed in, or as a photo or PDF), and we use it only to make your lenses.
          </p>
          <p>
            <strong className="text-white">Unfinished forms.</strong> Once you have filled in at least two
            fields of the pre-order form, we save what you have typed so far, to help you finish your
            pre-order if it did not go through. We delete it as soon as you place a pre-order with the same
            e-mail address or phone number, and in any case {LEAD_RETENTION_DAYS} days after you last typed in
            the form. If you would rather we did not keep it even that long, tell us and we will delete it at
            once.
          </p>
          <p>
            <strong className="text-white">When you write to us.</strong> If you e-mail or call us, we keep
            your message and contact details so that we can answer you.
          </p>
          <p>
            <strong className="text-white">When you browse.</strong> Like every website, our servers receive
            technical information with each request, such as your IP address, browser type and the page
            requested. We use your IP address to work out your country, so that prices appear in your
            currency, and to protect the site from abuse, for example by limiting repeated requests. We do not
            build a profile of you from this information.
          </p>
          <p>
            We do not ask for government identity numbers, and we never ask for card numbers, passwords or
            banking details by e-mail, phone or WhatsApp.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "Why we use it",
      body: (
        <>
          <p>We use your personal data to:</p>
          <ul>
            <li>
              record your pre-order, take the booking payment ({BOOKING_PERCENT}% of the discounted total) and
              send your confirmation e-mail;
            </li>
            <li>
              run the delivery queue fairly: deliveries are first come first served, so your place depends on
              when your booking payment was confirmed;
            </li>
            <li>send your balance payment link before shipping, and arrange delivery;</li>
            <li>
              contact you about your prescription lenses, your accessory credit and any change to your order;
            </li>
            <li>process cancellations and refunds, and honour the {WARRANTY.label};</li>
            <li>answer your questions; our support team replies within {CLAIMS.supportReplyHours} hours;</li>
            <li>
              keep the website and payments secure, prevent fraud, and meet our legal obligations, such as
              tax, accounting and consumer-protection law.
            </li>
          </ul>
          <p>
            We do not sell your personal data, we do not share it with advertisers, and we do not make
            automated decisions about you that have legal or similarly significant effects. We send you
            messages about your order; we send marketing messages only if you have separately agreed to
            receive them, and you can withdraw that agreement at any time.
          </p>
        </>
      ),
    },
    {
      id: "legal-basis",
      title: "Legal basis under the DPDP Act, 2023",
      body: (
        <>
          <p>
            We process personal data in line with the DPDP Act and, until all of its provisions are in force,
            the Information Technology Act, 2000 and the rules made under it. We rely on:
          </p>
          <ul>
            <li>
              <strong className="text-white">Voluntarily provided data (section 7(a)).</strong> When you
              submit the pre-order form, you give us your details for a specified purpose: to carry out your
              pre-order and the services described in this policy. We use them for that purpose unless you
              tell us you do not consent.
            </li>
            <li>
              <strong className="text-white">Consent (section 6).</strong> For optional data (your WhatsApp
              number, voice note and prescription) and for any marketing, we rely on your consent, which you
              can withdraw at any time as easily as you gave it, by writing to us. Withdrawal does not affect
              processing already carried out. If you withdraw consent for details we need to deliver your
              order, such as your shipping address, we may be unable to complete it and will refund your
              booking as our <Link to="/return-policy">Return Policy</Link> describes.
            </li>
            <li>
              <strong className="text-white">Legal obligations.</strong> Where Indian law requires us to keep
              or disclose information, for example invoices and payment records under tax and accounting law,
              or an order of a court or authority, we process data as that law requires.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "payments",
      title: "Payments through Razorpay",
      body: (
        <>
          <p>
            Booking and balance payments are processed by Razorpay Software Private Limited (“Razorpay”). You
            enter your card, UPI, net-banking or wallet details directly in Razorpay’s secure checkout.{" "}
            <strong className="text-white">
              We never see or store your card number, CVV, UPI PIN or banking password.
            </strong>
          </p>
          <p>
            To save you typing, we pass your name, e-mail address and phone number to the checkout, together
            with your pre-order reference and the amount. Razorpay returns to us only what we need to match
            the payment to your pre-order: the payment and order references, the amount, the currency, the
            payment method type (for example “card” or “UPI”) and the payment status. We confirm every payment
            with Razorpay on our server before we treat it as paid.
          </p>
          <p>
            Razorpay handles your payment data under its own{" "}
            <a href="https://razorpay.com/privacy/" rel="noopener noreferrer" target="_blank">
              privacy policy (opens in a new tab)
            </a>{" "}
            and the payment card industry’s security standard (PCI DSS). Refunds are returned through Razorpay
            to the original payment method.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: (
        <>
          <p>
            We share personal data only with those who help us run the store, and only what each of them
            needs:
          </p>
          <ul>
            <li>Razorpay, for payments and refunds, as described above.</li>
            <li>
              Courier and logistics partners, who receive your name, phone number and shipping address to
              deliver your order. For deliveries outside India, customs authorities receive the details that
              shipping documents require.
            </li>
            <li>
              Our hosting, database and e-mail providers, who store and transmit data on our behalf and may
              not use it for their own purposes.
            </li>
            <li>
              Professional advisers such as accountants and lawyers, under a duty of confidentiality, where we
              need their advice.
            </li>
            <li>Courts, regulators and law-enforcement authorities, when the law requires it.</li>
          </ul>
          <p>
            Our service providers act as Data Processors under contracts that require them to protect your
            data and use it only on our instructions. Some of them may store or process data outside India; we
            transfer personal data abroad only as Indian law permits. If {BRAND} is ever reorganised, merged
            or sold, your data would pass to the successor only on the terms of this policy, and we would tell
            you first.
          </p>
        </>
      ),
    },
    {
      id: "cookies-and-storage",
      title: "Cookies and storage on your device",
      body: (
        <>
          <p>
            We do not use advertising cookies, analytics trackers or social-media pixels, and we do not follow
            you across other websites. The site keeps only what it needs to work, in your browser’s local
            storage:
          </p>
          <ul>
            <li>
              <strong className="text-white">Your pre-order cart</strong>: the products and quantities you
              have added, so that they are still there when you return to the pre-order page. It stays until
              you clear the cart, place your pre-order or clear your browser data.
            </li>
            <li>
              <strong className="text-white">Your country</strong>: the country we detected, kept for 24 hours
              so that prices show in your currency without a new look-up on every visit.
            </li>
            <li>
              <strong className="text-white">Payment references</strong>: right after you pay, the payment and
              pre-order references, so that the site can finish confirming your payment if the page is closed
              or reloaded. They are used only within 30 minutes of your payment.
            </li>
          </ul>
          <p>
            None of this is used to identify or track you, and none of it contains card details. You can
            remove it at any time by clearing your browser’s site data. When you open Razorpay’s checkout,
            Razorpay may set cookies of its own that it needs for secure payment and fraud prevention;
            Razorpay’s privacy policy governs those.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <>
          <p>We keep personal data only for as long as we need it for the purposes above:</p>
          <ul>
            <li>
              <strong className="text-white">Pre-order and contact details</strong>: while your pre-order is
              open and, after delivery, until your {WARRANTY.label} ends, so that we can support your device.
            </li>
            <li>
              <strong className="text-white">Invoices, payment and refund records</strong>: for the period
              that Indian tax and accounting laws require, even if you ask us to delete your other data.
            </li>
            <li>
              <strong className="text-white">Voice notes</strong>: until your order is delivered, cancelled or
              refunded in full; we delete the recording at that moment.
            </li>
            <li>
              <strong className="text-white">Eye prescriptions</strong>: until your order is delivered; we
              delete the prescription (and any photo or PDF of it) when it is marked delivered, or with your
              pre-order record if it never ships.
            </li>
            <li>
              <strong className="text-white">Unfinished forms</strong>: until you place your pre-order, and
              never longer than {LEAD_RETENTION_DAYS} days after you last typed in the form; at once if you
              ask us to delete them.
            </li>
            <li>
              <strong className="text-white">Support messages</strong>: while your question is open, and
              afterwards for as long as the related pre-order record is kept.
            </li>
            <li>
              <strong className="text-white">Server logs</strong>: briefly, for security and troubleshooting.
            </li>
          </ul>
          <p>
            When data is no longer needed, or when you withdraw consent for it, we delete it or make it
            anonymous, unless the law requires us to keep it, and we ask our service providers to do the same.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect it",
      body: (
        <>
          <p>
            Every page and form is served over an encrypted HTTPS connection. Pre-order references are long
            and random, so they cannot be guessed, and no public page or interface shows your name, address or
            e-mail address. Only authorised {BRAND} staff can see pre-orders, voice notes and prescriptions,
            through an access-controlled console, and only to do their work.
          </p>
          <p>
            No system is perfectly secure, but we take reasonable security safeguards, as the DPDP Act
            requires. If a personal data breach affects you, we will inform you and the Data Protection Board
            of India as the law requires.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Under the DPDP Act you have the right to:</p>
          <ul>
            <li>
              obtain a summary of the personal data we hold about you, how we process it and with whom we have
              shared it;
            </li>
            <li>have inaccurate or incomplete data corrected, completed or updated;</li>
            <li>
              have your data erased when it is no longer needed, except where the law requires us to keep it;
            </li>
            <li>withdraw any consent you have given, at any time;</li>
            <li>have your grievances about our handling of your data addressed; and</li>
            <li>
              nominate another person to exercise these rights on your behalf in the event of your death or
              incapacity.
            </li>
          </ul>
          <p>
            To use any of these rights, e-mail <SupportEmailLink subject="Privacy request" /> from the address
            you used for your pre-order, or include your pre-order details, so that we can confirm the request
            is yours. We reply within {CLAIMS.supportReplyHours} hours, act on requests without undue delay
            and do not charge for them. If you are not satisfied with our answer, you may complain to the Data
            Protection Board of India.
          </p>
          <p>
            The DPDP Act also asks you to give us accurate information and not to impersonate anyone. If you
            live outside India, the law where you live may give you further rights, for example under the EU
            General Data Protection Regulation; we will honour them on request.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          {PRODUCT} is intended for users aged {CLAIMS.minimumAge} and over, but pre-orders must be placed by
          an adult aged 18 or over. The DPDP Act treats anyone under 18 as a child and requires verifiable
          consent from a parent or guardian before a child’s data is processed, so we do not knowingly collect
          personal data from children. A parent or guardian may place a pre-order for a younger user. If you
          believe a child has given us personal data, please contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy when our services or the law change. The date at the top of this page
          shows when it last changed. If a change materially affects how we use data you have already given
          us, we will e-mail you before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact and grievances",
      body: (
        <>
          <p>
            For any privacy question or request, or to reach our Grievance Officer, write to{" "}
            <SupportEmailLink subject="Privacy request" />. Please put “Privacy” or “Grievance” in the subject
            line so that your message reaches the right person quickly.
          </p>
          <p>
            {BRAND}, Bangalore, Karnataka, India. See also our <Link to="/terms">Terms of Service</Link>,{" "}
            <Link to="/shipping-policy">Shipping Policy</Link> and{" "}
            <Link to="/return-policy">Return Policy</Link>.
          </p>
        </>
      ),
    },
  ];

  return (
    <PolicyPage
      title="Privacy Policy"
      intro={
        <>
          Your privacy matters to us. This policy explains what personal data we collect when you visit our
          website and pre-order {PRODUCT}, why we need it, who helps us process it, how long we keep it and
          how you can exercise your rights.
        </>
      }
      sections={sections}
    />
  );
}
