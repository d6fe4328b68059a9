import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vuering-features";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueRING Features and Troubleshooting",
    description: "VueRING advanced features, troubleshooting and what testers say.",
  });

export default function VueringFeatures() {
  return (
    <PageIntro eyebrow="VueRING" title="VueRING features.">
      <p>Advanced gestures, troubleshooting and what early testers say.</p>
    </PageIntro>
  );
}
