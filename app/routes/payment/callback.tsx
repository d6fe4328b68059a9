import PaymentCallbackIsland from "~/components/payment/payment-callback.island";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { ISLAND_PAGE } from "~/lib/static-page";
import printStylesheet from "~/styles/order-print.css?url";
import type { Route } from "./+types/callback";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Payment Status",
    noindex: true,
    description: "The status of your pre-order's booking payment.",
  });

// Only the verification reacts: it is the page's one live island, without React Router (ADR 033).
export const handle = ISLAND_PAGE;

export default function PaymentCallbackRoute() {
  const { supportEmail, deliveryStart, paymentsMode } = useRootData().config;
  return (
    // At least a screen tall, so the footer starts below the fold and a longer answer grows
    // into empty space instead of moving it.
    <section className="container-page flex min-h-dvh items-start justify-center py-16 md:py-24">
      <PaymentCallbackIsland facts={{ supportEmail, deliveryStart }} paymentsMode={paymentsMode} />
    </section>
  );
}
