import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog",
    description:
      "Stories, guides and research from the Luxid team about AR glasses, tech neck, connectivity and the future of wearable displays.",
  });

export default function Blog() {
  return (
    <PageIntro eyebrow="Blog" title="The Luxid blog.">
      <p>Guides, research and stories about AR glasses and healthier screen time.</p>
    </PageIntro>
  );
}
