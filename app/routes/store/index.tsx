import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Store: Vue Glass and Accessories",
    description:
      "Shop Vue Glass and its accessories: VueRING, VuLink (DisplayPort), VueLink (HDMI) and Vue Visor, in your currency.",
  });

export default function Store() {
  return (
    <PageIntro eyebrow="Store" title="The Vue Glass store is live.">
      <p>Vue Glass and the accessories that make it yours: control, connectivity and privacy.</p>
    </PageIntro>
  );
}
