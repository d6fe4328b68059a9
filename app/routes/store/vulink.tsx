import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vulink";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VuLink DisplayPort Connector",
    description:
      "VuLink: 4K at 60 Hz over DisplayPort 1.4 with up to 100 W power delivery, so you can watch and charge at once.",
  });

export default function Vulink() {
  return (
    <PageIntro eyebrow="VuLink" title="VuLink DisplayPort connector.">
      <p>Watch at 4K 60 Hz while your device charges.</p>
    </PageIntro>
  );
}
