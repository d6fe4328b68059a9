import { answerView, type View } from "~/components/payment/callback-views";
import PaymentCallbackIsland from "~/components/payment/payment-callback.island";
import { servicesContext } from "~/context.server";
import { paramsFromUrl, verifyOutcome } from "~/features/payments/client/verify-client";
import { verifyReply } from "~/features/payments/server/verify-reply.server";
import { verifyRequestSchema } from "~/features/payments/verify-contract";
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

/**
 * "Check payment status", the page's form for a browser whose script does not run: the payment named
 * in the address is verified by the server as the script would have it verified (POST, as it may
 * settle the payment), and the page shows that one answer.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<{ answer: View }> {
  const params = paramsFromUrl(new URL(request.url).searchParams);
  // The ids the script would recover from this browser's storage are out of the server's reach.
  if (!params) return { answer: { state: "missing" } };
  const input = verifyRequestSchema.safeParse(params);
  if (!input.success) return { answer: { state: "unknown" } };
  const reply = await verifyReply(context.get(servicesContext), input.data);
  return { answer: answerView(verifyOutcome(reply.status, reply.body)) };
}

export default function PaymentCallbackRoute({ actionData }: Route.ComponentProps) {
  const { supportEmail, deliveryStart, paymentsMode } = useRootData().config;
  return (
    // At least a screen tall, so the footer starts below the fold and a longer answer grows
    // into empty space instead of moving it.
    <section className="container-page flex min-h-dvh items-start justify-center py-16 md:py-24">
      <PaymentCallbackIsland
        facts={{ supportEmail, deliveryStart }}
        paymentsMode={paymentsMode}
        answer={actionData?.answer}
      />
    </section>
  );
}
