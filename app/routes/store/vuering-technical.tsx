import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vuering-technical";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueRING Technical Specifications",
    description: "VueRING specifications, compatibility and Bluetooth setup on iOS and Windows.",
  });

export default function VueringTechnical() {
  return (
    <PageIntro eyebrow="VueRING" title="VueRING technical details.">
      <p>Specifications, compatibility and Bluetooth setup for iOS and Windows.</p>
    </PageIntro>
  );
}
