import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description:
      "Contact Luxid support by e-mail or on social media. Replies typically come within 24 hours.",
  });

export default function Contact() {
  return (
    <PageIntro eyebrow="Contact" title="Talk to the Luxid team.">
      <p>
        Questions about Vue Glass, your pre-order or a partnership? Write to us: replies typically come within
        24 hours.
      </p>
    </PageIntro>
  );
}
