import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Payment Status",
    noindex: true,
    description: "The status of your Vue Glass booking payment.",
  });

export default function PaymentCallback() {
  return (
    <PageIntro eyebrow="Payment" title="Payment status.">
      <p>We are checking the status of your booking payment.</p>
    </PageIntro>
  );
}
