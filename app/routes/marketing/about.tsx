import { Icon } from "~/components/icon/icon";
import { GlowPanel, HeroText, PreorderButton, StatList } from "~/components/marketing/page-blocks";
import { LinkButton } from "~/components/marketing/link-button";
import { SayHello } from "~/components/marketing/say-hello";
import { Section, SectionHeading } from "~/components/marketing/section-heading";
import { MemberList } from "~/components/marketing/team-members";
import { ResponsiveImage } from "~/components/responsive-image";
import { CLAIMS } from "~/content/claims";
import { FOUNDERS, TEAM } from "~/content/team";
import { staticPageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import { deliveryStatement } from "~/lib/delivery-window";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/about";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = staticPageMeta({
  title: "About Us",
  description: "Meet the Bangalore team behind Luxid and Vue Glass, AR smart glasses made for looking up.",
});

const FACTS = [
  { value: CLAIMS.earlyTesters, label: "early testers" },
  { value: CLAIMS.satisfaction, label: "tester satisfaction" },
  { value: CLAIMS.wouldRecommend, label: "would recommend" },
  { value: CLAIMS.dailyUsers, label: "use it every day" },
];

export default function About() {
  const { config } = useRootData();
  return (
    <>
      <header className="container-page pt-14 pb-14 md:pt-24 md:pb-20">
        <HeroText
          eyebrow="About Luxid"
          title={
            <>
              AR glasses, <span className="text-gradient">designed in Bangalore</span>.
            </>
          }
          lead="We are a Bangalore team building wearable displays that keep you looking up. Vue Glass is our first product, made for professionals, commuters, students and everyone who watches on the go."
          wide
        />
        <StatList
          stats={FACTS}
          className="mt-12 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-card border border-white/8 bg-white/8 md:grid-cols-4"
          itemClassName="flex flex-col-reverse gap-1 bg-ink-950/90 px-5 py-5"
        />
      </header>

      <section aria-labelledby="mission-title" className="container-page py-14 md:py-20">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="mission-title"
              eyebrow="Our mission"
              title="Big screens without the bent necks."
            />
            <div className="mt-6 grid gap-4 text-lg leading-relaxed text-mist-300">
              <p>
                Most of us spend our days looking down: at phones on the metro, at laptops on the desk, at
                tablets in bed. We started Luxid to change the angle. A screen you wear can be bigger than a
                television, private to you and placed where your eyes already look.
              </p>
              <p>
                We design, test and refine Vue Glass in Bangalore, with early testers who watch, work and
                commute with it every day. What they tell us goes straight into the next build.
              </p>
            </div>
          </div>
          <ResponsiveImage
            name="scenes/office"
            alt="A person at a desk wearing Vue Glass, with three floating dashboards at eye level"
            sizes="(min-width: 1024px) 36rem, calc(100vw - 2.5rem)"
            className="h-auto w-full rounded-[2rem] border border-white/10 shadow-card"
          />
        </div>
      </section>

      <Section
        id="founders-title"
        eyebrow="Founders"
        title="Started by engineers who wear it."
        intro={
          <p>Two people who left big-company hardware to build the glasses they wanted for themselves.</p>
        }
        className="py-14 md:py-20"
      >
        <MemberList members={FOUNDERS} className="md:grid-cols-2" large />
      </Section>

      <Section
        id="team-title"
        eyebrow="Team"
        title="A small team with a long reach."
        intro={<p>Hardware, optics, software and the people who answer your e-mails, all under one roof.</p>}
        className="py-14 md:py-20"
      >
        <MemberList members={TEAM} className="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <section aria-labelledby="store-live-title" className="container-page py-14 md:py-20">
        <GlowPanel glows={["-top-32 -right-16 size-96 bg-brand-500/20"]} className="md:p-14">
          <div className="relative grid gap-8 lg:grid-cols-[1fr_auto] lg:items-end">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-success-400/30 bg-success-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-success-400">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-success-400" />
                Pre-orders open
              </p>
              <h2 id="store-live-title" className="mt-4 font-display text-headline font-semibold text-white">
                Vue Glass and every accessory are open for pre-order.
              </h2>
              <p className="mt-4 max-w-2xl text-lg text-mist-300">
                Reserve Vue Glass with a small booking and pay the rest online before dispatch.{" "}
                {deliveryStatement(config.deliveryStart)}
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              <PreorderButton>Pre-Order Vue Glass</PreorderButton>
              <LinkButton to="/store" variant="secondary">
                <Icon name="store" aria-hidden="true" className="size-4" />
                Visit the Store
              </LinkButton>
            </div>
          </div>
        </GlowPanel>
      </section>

      <SayHello />
    </>
  );
}
