import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Frequently Asked Questions",
    description:
      "Answers about Vue Glass: specifications, pricing and pre-orders, shipping and delivery, health and safety, and the technology inside.",
  });

export default function Faq() {
  return (
    <PageIntro eyebrow="FAQ" title="Frequently asked questions.">
      <p>Everything buyers ask us about Vue Glass, its pre-order, delivery and use.</p>
    </PageIntro>
  );
}
