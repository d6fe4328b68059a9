import type { ReactNode } from "react";
import { PageIntro } from "~/components/page-intro";
import { POLICIES_LAST_UPDATED, POLICIES_LAST_UPDATED_ISO } from "~/content/claims";
import { useRootData } from "~/lib/root-data";

/** One numbered part of a policy; `id` is its in-page anchor. */
export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The layout shared by the four policy pages: intro with the last-updated date, an "On this page"
 * list (a sticky side column on wide screens) and the numbered sections.
 */
export function PolicyPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}) {
  return (
    <>
      <PageIntro eyebrow="Policies" title={title}>
        <p>{intro}</p>
        <p className="mt-4 text-sm text-mist-400">
          Last updated <time dateTime={POLICIES_LAST_UPDATED_ISO}>{POLICIES_LAST_UPDATED}</time>
        </p>
      </PageIntro>
      <div className="container-page pb-24 lg:grid lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between lg:gap-16">
        <nav
          aria-labelledby="policy-contents"
          className="surface mb-10 p-5 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-start-1 lg:mb-0 lg:self-start"
        >
          <p id="policy-contents" className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">
            On this page
          </p>
          <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-mist-300 underline-offset-4 transition-colors hover:text-white hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-policy max-w-3xl lg:col-start-1 lg:row-start-1">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6"
            >
              <h2 id={`${section.id}-heading`} className={index === 0 ? "mt-0" : undefined}>
                {index + 1}. {section.title}
              </h2>
              <div className="space-y-4">{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

/** The support address from configuration as a mailto link; `subject` pre-fills the e-mail. */
export function SupportEmailLink({ subject }: { subject?: string }) {
  const { config } = useRootData();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return <a href={`mailto:${config.supportEmail}${query}`}>{config.supportEmail}</a>;
}
