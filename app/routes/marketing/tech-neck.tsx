import { Icon, type IconName } from "~/components/icon/icon";
import { HeroText, PreorderButton } from "~/components/marketing/page-blocks";
import { LinkButton } from "~/components/marketing/link-button";
import { PostureImages } from "~/components/marketing/posture-images";
import { StatBars } from "~/components/marketing/stat-bars";
import { CLAIMS, HARDWARE, TECH_NECK } from "~/content/claims";
import { staticPageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/tech-neck";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Tech Neck Solution",
  description:
    "How Vue Glass prevents tech neck: look straight ahead at a 180-inch screen instead of down at a phone, reducing neck strain by up to 80%.",
});

const STATS = [
  TECH_NECK.officeWorkersNeckPain,
  TECH_NECK.dailyScreenTime,
  TECH_NECK.handsFree,
  TECH_NECK.neckPressure,
];

const FIXES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "scan-eye",
    title: "Screen at eye level",
    text: `A ${HARDWARE.virtualScreen} virtual screen floats straight ahead, so your head stays upright.`,
  },
  {
    icon: "audio-lines",
    title: "Hands-free by voice",
    text: "No phone to hold at chest height: ask, search and control playback by voice.",
  },
  {
    icon: "feather",
    title: `${HARDWARE.weightGrams} g on your nose`,
    text: "Light enough for a long commute or a full working session.",
  },
];

export default function TechNeck() {
  return (
    <div className="container-page grid gap-x-16 gap-y-12 pt-14 pb-24 md:pt-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <header className="min-w-0 lg:col-start-1">
        <HeroText
          eyebrow="Tech neck solution"
          title={
            <>
              Look up. <span className="text-gradient">Your neck will thank you.</span>
            </>
          }
          lead={
            <>
              Vue Glass puts your screen where your eyes already are, straight ahead, and reduces neck strain
              by {CLAIMS.neckStrainReduction}.
            </>
          }
        />
      </header>

      <PostureImages />

      <div className="min-w-0 lg:col-start-1">
        <section aria-labelledby="problem-title">
          <h2 id="problem-title" className="font-display text-3xl font-semibold text-white md:text-4xl">
            The problem: screens pull your head down.
          </h2>
          <div className="mt-5 grid max-w-2xl gap-4 text-lg leading-relaxed text-mist-300">
            <p>
              Phones sit in your lap and laptops sit on the desk, so we spend hours a day looking down. The
              human head is heavy, and every inch it tilts forward adds about {TECH_NECK.neckPressure.value}{" "}
              of pressure on the neck.
            </p>
            <p>
              The result has a name: tech neck. Stiffness, aching shoulders and headaches that build up over a
              commute, a working day, a late-night series.
            </p>
          </div>
        </section>

        <section aria-labelledby="numbers-title" className="surface mt-12 p-6 md:p-10">
          <h2 id="numbers-title" className="font-display text-xl font-semibold text-white">
            Tech neck in numbers
          </h2>
          <div className="mt-8">
            <StatBars stats={STATS} />
          </div>
        </section>

        <section aria-labelledby="solution-title" className="mt-14 md:mt-20">
          <h2 id="solution-title" className="font-display text-3xl font-semibold text-white md:text-4xl">
            The fix: bring the screen up to you.
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {FIXES.map(({ icon, title, text }) => (
              <li key={title} className="surface p-5">
                <Icon name={icon} aria-hidden="true" className="size-6 text-brand-300" />
                <h3 className="mt-4 font-display text-base font-semibold text-white">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-mist-300">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <PreorderButton>Pre-Order</PreorderButton>
            <LinkButton to="/features" variant="secondary">
              View Features
            </LinkButton>
          </div>
        </section>
      </div>
    </div>
  );
}
