import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tech-neck";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Tech Neck Solution",
    description:
      "How Vue Glass prevents tech neck: look straight ahead at a 180-inch screen instead of down at a phone, reducing neck strain by up to 80%.",
  });

export default function TechNeck() {
  return (
    <PageIntro eyebrow="Tech neck" title="Look up. Your neck will thank you.">
      <p>
        Every inch you tilt your head adds about 5.4 kg of pressure on your neck. Vue Glass puts your screen
        at eye level, so you keep an upright posture wherever you watch or work.
      </p>
    </PageIntro>
  );
}
