import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vue-visor";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Vue Visor Privacy Shade",
    description:
      "Vue Visor: a magnetic opaque visor in midnight black for deeper blacks and complete privacy.",
  });

export default function VueVisor() {
  return (
    <PageIntro eyebrow="Vue Visor" title="Vue Visor.">
      <p>A magnetic opaque shade in midnight black: deeper blacks, complete privacy.</p>
    </PageIntro>
  );
}
