import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vulink-setup";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VuLink Setup Guide",
    description: "Set up VuLink in four steps: power source, device, glasses, display settings.",
  });

export default function VulinkSetup() {
  return (
    <PageIntro eyebrow="VuLink" title="Set up VuLink in four steps.">
      <p>Connect power, your device and Vue Glass, then configure the display.</p>
    </PageIntro>
  );
}
