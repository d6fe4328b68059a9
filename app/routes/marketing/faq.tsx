import { AnchorList } from "~/components/anchor-list";
import { Icon } from "~/components/icon/icon";
import { JsonLd } from "~/components/json-ld";
import { FaqItem } from "~/components/marketing/faq-accordion";
import { LinkButton } from "~/components/marketing/link-button";
import { CLAIMS } from "~/content/claims";
import { faqPageJsonLd } from "~/content/faq";
import { resolveFaq } from "~/lib/faq";
import { requestContext, servicesContext } from "~/context.server";
import { staticPageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/faq";

/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Frequently Asked Questions",
  description:
    "Answers about Vue Glass: specifications, pricing and pre-orders, shipping and delivery, health and safety, and the technology inside.",
});

/** The FAQ with its prices in the visitor's currency, decided on the server. */
export function loader({ context }: Route.LoaderArgs) {
  const { region } = context.get(requestContext);
  const { env } = context.get(servicesContext);
  return { categories: resolveFaq(region.currency, env.DELIVERY_START) };
}

export default function Faq({ loaderData: { categories } }: Route.ComponentProps) {
  const { config } = useRootData();
  const questions = categories.flatMap((c) => c.questions);

  return (
    <>
      <header className="container-page pt-16 pb-10 md:pt-24 md:pb-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">FAQ</p>
        <h1 className="mt-3 max-w-4xl font-display text-headline font-semibold text-white">
          Frequently asked <span className="text-gradient">questions.</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mist-300">
          Everything buyers ask us about Vue Glass: what it is, what is inside, what it costs, when it arrives
          and how to use it well.
        </p>
        <nav aria-label="FAQ categories" className="mt-8">
          <AnchorList
            items={categories.map((c) => ({ id: c.id, label: c.title }))}
            className="flex flex-wrap gap-2"
            linkClassName="inline-flex min-h-10 items-center rounded-full border border-white/10 bg-white/[0.03] px-4 text-sm font-medium text-mist-100 transition-colors hover:border-brand-300/50 hover:text-white"
          />
        </nav>
      </header>

      <div className="container-page grid grid-cols-1 gap-14 pb-20 md:gap-16">
        {categories.map((category, index) => (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-title`}
            className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr] lg:gap-12"
          >
            <div className="lg:sticky lg:top-28 lg:self-start">
              <p className="font-display text-sm text-mist-400 tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h2 id={`${category.id}-title`} className="mt-1 font-display text-2xl font-semibold text-white">
                {category.title}
              </h2>
            </div>
            <div className="surface overflow-hidden">
              {category.questions.map((q) => (
                // One group for the whole page: one answer open at a time, not per category.
                <FaqItem key={q.id} question={q} group="faq" />
              ))}
            </div>
          </section>
        ))}

        <section
          aria-labelledby="faq-more-title"
          className="surface relative overflow-hidden p-8 md:p-12 lg:grid lg:grid-cols-[1fr_auto] lg:items-center lg:gap-12"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-aurora-500/20 blur-3xl"
          />
          <div className="relative">
            <h2 id="faq-more-title" className="font-display text-3xl font-semibold text-white">
              Still have a question?
            </h2>
            <p className="mt-3 max-w-xl text-mist-300">
              Write to our support team and a person will answer: replies typically come within{" "}
              {CLAIMS.supportReplyHours} hours.
            </p>
            <a
              href={`mailto:${config.supportEmail}`}
              className="mt-5 inline-flex items-center gap-2 font-medium text-brand-300 underline-offset-4 hover:underline"
            >
              <Icon name="mail" aria-hidden="true" className="size-4" />
              {config.supportEmail}
            </a>
          </div>
          <div className="relative mt-8 flex flex-wrap gap-3 lg:mt-0">
            <LinkButton to="/preorder?items=glasses">
              Pre-Order Vue Glass
              <Icon name="arrow-right" aria-hidden="true" className="size-4" />
            </LinkButton>
          </div>
        </section>
      </div>

      <JsonLd data={faqPageJsonLd(questions)} />
    </>
  );
}
