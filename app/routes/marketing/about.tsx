import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "Meet the team behind Luxid, India's first AR glasses venture, building Vue Glass in Bangalore.",
  });

export default function About() {
  return (
    <PageIntro eyebrow="About Luxid" title="India's first AR glasses venture.">
      <p>
        We are a Bangalore team building wearable displays that keep you looking up: Vue Glass is our first
        product, made for professionals, commuters, students and everyone who watches on the go.
      </p>
    </PageIntro>
  );
}
