import type { MetaDescriptor } from "react-router";
import { AnchorList } from "~/components/anchor-list";
import { PageIntro } from "~/components/page-intro";
import { PolicyContent } from "~/components/policy-content";
import { POLICIES_LAST_UPDATED, POLICIES_LAST_UPDATED_ISO } from "~/content/claims";
import type { CompiledPolicy } from "~/content/policies/policy";
import { rootDataFrom } from "~/lib/root-data";
import { pageMeta, type MetaArgsLike } from "~/lib/seo";

/** A policy's title and description, with the delivery statement of this request filled in. */
export function policyMeta(args: MetaArgsLike, policy: CompiledPolicy | undefined): MetaDescriptor[] {
  if (!policy) return [];
  const statement = rootDataFrom(args.matches)?.delivery.statement ?? "";
  const description = policy.description.map((part) => ("text" in part ? part.text : statement)).join("");
  return pageMeta(args, { title: policy.title, description });
}

/**
 * The layout shared by the four policy pages: intro with the last-updated date, an "On this page"
 * list (a sticky side column on wide screens) and the numbered sections. The words are the
 * compiled Markdown in app/content/policies, given by the route's loader, so they reach the
 * browser as HTML (and as page data on a client-side navigation), never in a script.
 */
export function PolicyPage({ policy }: { policy: CompiledPolicy }) {
  const { title, intro, sections } = policy;
  return (
    <>
      <PageIntro eyebrow="Policies" title={title}>
        <p>
          <PolicyContent tree={intro} />
        </p>
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
          <AnchorList
            ordered
            items={sections.map((section, index) => ({
              id: section.id,
              label: (
                <>
                  {index + 1}. {section.title}
                </>
              ),
            }))}
            className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1"
            linkClassName="text-mist-300 underline-offset-4 transition-colors hover:text-white hover:underline"
          />
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
              <div className="space-y-4">
                <PolicyContent tree={section.body} />
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
