import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vuering-manual";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueRING User Manual",
    description: "Read or download the VueRING user manual (PDF).",
  });

export default function VueringManual() {
  return (
    <PageIntro eyebrow="VueRING" title="VueRING user manual.">
      <p>Read the manual here or download the PDF.</p>
    </PageIntro>
  );
}
