import { Icon } from "~/components/icon/icon";
import { Glow, glowPanelClassName, HeroText, PreorderButton } from "~/components/marketing/page-blocks";
import { LinkButton } from "~/components/marketing/link-button";
import { SocialIcon, SocialLinks } from "~/components/social-icons";
import { SupportPhoneLinks } from "~/components/support-contacts";
import { CLAIMS } from "~/content/claims";
import { GrievanceOfficer } from "~/components/marketing/grievance-officer";
import type { SocialNetworkKey } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import { rootDataFrom, useRootData } from "~/lib/root-data";
import type { Route } from "./+types/contact";

// Social media is mentioned only when the shop has configured a profile to link to.
/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description: `Contact Luxid support by e-mail${
      rootDataFrom(args.matches)?.config.social.length ? " or on social media" : ""
    }. Replies typically come within 24 hours.`,
  });

const SOCIAL_BLURBS: Record<SocialNetworkKey, string> = {
  linkedin: "Company news, hiring and partnerships",
  instagram: "Behind the scenes and tester stories",
  x: "Launch updates and quick answers",
  youtube: "Demos, set-up guides and reviews",
};

export default function Contact() {
  const { config } = useRootData();
  const hasSocial = config.social.length > 0;
  return (
    <>
      <header className="container-page pt-14 pb-12 md:pt-24 md:pb-16">
        <HeroText
          eyebrow="Contact"
          title={
            <>
              Talk to the <span className="text-gradient">Luxid team.</span>
            </>
          }
          lead={`Questions about Vue Glass, your pre-order or a partnership? Write to us${
            hasSocial ? ", or find us where you already spend your time" : ""
          }.`}
          wide
        />
      </header>

      <div className={`container-page grid gap-5 pb-16 ${hasSocial ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}>
        <section aria-labelledby="email-title" className={glowPanelClassName("md:p-10")}>
          <Glow className="-top-28 -right-20 size-80 bg-brand-500/20" />
          <div className="relative flex h-full flex-col">
            <span className="grid size-12 place-items-center rounded-2xl bg-white/8 text-brand-300 ring-1 ring-white/10">
              <Icon name="mail" aria-hidden="true" className="size-6" />
            </span>
            <h2 id="email-title" className="mt-6 font-display text-2xl font-semibold text-white">
              E-mail support
            </h2>
            <p className="mt-2 text-mist-300">
              Orders, deliveries, refunds, set-up help: one address for all of it.
            </p>
            <a
              href={`mailto:${config.supportEmail}`}
              className="mt-6 font-display text-xl font-semibold break-all text-white underline decoration-brand-300/50 underline-offset-[6px] hover:decoration-brand-300 md:text-2xl"
            >
              {config.supportEmail}
            </a>
            <SupportPhoneLinks
              config={config}
              className="mt-4 grid gap-2 text-mist-100"
              linkClassName="inline-flex items-center gap-2 underline decoration-brand-300/50 underline-offset-4 hover:decoration-brand-300"
            />
            <p className="mt-auto flex items-center gap-2 pt-8 text-sm text-mist-300">
              <Icon name="clock" aria-hidden="true" className="size-4 text-success-400" />
              Replies typically within {CLAIMS.supportReplyHours} hours.
            </p>
          </div>
        </section>

        {hasSocial && (
          <section aria-labelledby="social-title">
            <h2 id="social-title" className="sr-only">
              Luxid on social media
            </h2>
            <SocialLinks
              social={config.social}
              className="grid h-full grid-cols-2 gap-3 sm:gap-5"
              linkClassName="surface group flex h-full flex-col p-5 transition-colors hover:border-white/20 sm:p-6"
            >
              {({ key, label }) => (
                <>
                  <span className="flex items-center justify-between">
                    <SocialIcon network={key} className="size-6 text-white" />
                    <Icon
                      name="arrow-up-right"
                      aria-hidden="true"
                      className="size-5 text-mist-400 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-white"
                    />
                  </span>
                  <span className="mt-5 font-display text-lg font-semibold text-white sm:mt-6">{label}</span>
                  <span className="mt-1 text-sm text-mist-300">{SOCIAL_BLURBS[key]}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </>
              )}
            </SocialLinks>
          </section>
        )}
      </div>

      <GrievanceOfficer seller={config.seller} />

      <section aria-labelledby="contact-next-title" className="container-page pb-24">
        <div className="surface flex flex-col gap-6 p-8 md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="contact-next-title" className="font-display text-2xl font-semibold text-white">
              Ready when you are.
            </h2>
            <p className="mt-2 text-mist-300">Reserve your pair, or take another look at what it can do.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <PreorderButton>Pre-Order Vue Glass</PreorderButton>
            <LinkButton to="/features" variant="secondary">
              Explore Features
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
