import { StatList } from "~/components/marketing/page-blocks";
import { Icon } from "~/components/icon/icon";
import { FeatureCardBody } from "~/components/marketing/feature-card";
import { SectionHeading } from "~/components/marketing/section-heading";
import { CLAIMS, HARDWARE, WARRANTY } from "~/content/claims";
import { FEATURE_CARDS } from "~/content/features";
import { Reveal } from "../reveal";

const ABOUT_STATS = [
  { value: CLAIMS.earlyTesters, label: "early testers" },
  { value: CLAIMS.satisfaction, label: "satisfaction" },
  { value: CLAIMS.wouldRecommend, label: "would recommend" },
  { value: CLAIMS.dailyUsers, label: "use it daily" },
];

/** `companyProfileUrl`: the "Learn more" link, shown only when the shop has configured one. */
export function AboutSection({ companyProfileUrl }: { companyProfileUrl: string | null }) {
  return (
    <section id="about" aria-labelledby="about-title" className="container-page py-16 md:py-24">
      <Reveal className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-end">
        <SectionHeading id="about-title" eyebrow="About Vue Glass" title="A big screen that fits in a pocket">
          <p>
            Vue Glass is Luxid&apos;s AR smart glass, designed in Bangalore: a private{" "}
            {HARDWARE.virtualScreen} virtual screen at eye level, so you stop hunching over a phone.{" "}
            {CLAIMS.powerEfficiency}, with a {WARRANTY.label}.
          </p>
          {companyProfileUrl && (
            <a
              href={companyProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-1.5 text-base font-semibold text-brand-300 hover:text-white"
            >
              Learn more<span className="sr-only"> about Luxid (company profile, opens in a new tab)</span>
              <Icon name="arrow-up-right" aria-hidden="true" className="size-4" />
            </a>
          )}
        </SectionHeading>
        <StatList
          stats={ABOUT_STATS}
          className="grid grid-cols-2 gap-3"
          itemClassName="surface p-5"
          valueClassName="mt-1 font-display text-3xl font-semibold text-white"
        />
      </Reveal>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li key={card.id}>
            <Reveal className="surface flex h-full flex-col p-5 md:p-6">
              <FeatureCardBody card={card} compact />
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
