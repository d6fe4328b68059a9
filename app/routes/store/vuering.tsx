import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vuering";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueRING Finger Controller",
    description:
      "VueRING: a 12 g finger-worn controller for Vue Glass with Bluetooth 5.0 LE, 12 hours of use and 7 days standby.",
  });

export default function Vuering() {
  return (
    <PageIntro eyebrow="VueRING" title="VueRING finger controller.">
      <p>Scroll, click and navigate Vue Glass with your thumb.</p>
    </PageIntro>
  );
}
