import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vue-link";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueLink HDMI Connector",
    description: "VueLink: connect Vue Glass to consoles, set-top boxes and laptops over HDMI.",
  });

export default function VueLink() {
  return (
    <PageIntro eyebrow="VueLink" title="VueLink HDMI connector.">
      <p>Plug Vue Glass into anything with an HDMI port.</p>
    </PageIntro>
  );
}
