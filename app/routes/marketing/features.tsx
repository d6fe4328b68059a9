import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/features";

// Also served at /store/vue-glass: same page, its own title, canonical link to /features.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.location.pathname.startsWith("/store/")
      ? "Vue Glass: AR Smart Glasses in the Store"
      : "Vue Glass Features and Specifications",
    canonicalPath: "/features",
    description:
      "Every feature and specification of Vue Glass: 180-inch private display, 1600 nits, 1200Hz, 53° field of view, 78 g, 8+ hours.",
  });

export default function Features() {
  return (
    <PageIntro eyebrow="Features" title="Everything Vue Glass can do.">
      <p>
        A private 180-inch display, voice AI, 3D and 360° content, and a design that ends tech neck, in 78
        grams.
      </p>
    </PageIntro>
  );
}
