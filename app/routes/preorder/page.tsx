import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Pre-Order Vue Glass",
    description:
      "Pre-order Vue Glass and accessories: pay a 20% booking now and the rest at delivery, with EMI options.",
  });

export default function Preorder() {
  return (
    <PageIntro eyebrow="Pre-order" title="Pre-order Vue Glass.">
      <p>
        Pay 20% now to reserve your place in the delivery queue; the rest is due at delivery, with EMI
        options.
      </p>
    </PageIntro>
  );
}
