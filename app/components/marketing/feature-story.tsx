import { FeatureCardBody } from "~/components/marketing/feature-card";
import { StatList } from "~/components/marketing/page-blocks";
import { Section } from "~/components/marketing/section-heading";
import { CLAIMS } from "~/content/claims";
import { COMPARISON_ROWS, FEATURE_CARDS, PERFORMANCE_HIGHLIGHTS, SPEC_GROUPS } from "~/content/features";

/**
 * The story of Vue Glass after its opening: the six feature cards, the grouped specifications and
 * the comparison. /features tells it under its marketing hero, /store/vue-glass under the product's
 * buying hero. Text, pictures and links only: server HTML on both pages, outside their live islands.
 */
export function FeatureStory() {
  return (
    <>
      <FeatureGrid />
      <Specifications />
      <Performance />
    </>
  );
}

function FeatureGrid() {
  return (
    <Section
      id="features-title"
      eyebrow="Features"
      title="Made for the way you watch and work."
      intro={<p>Six things Vue Glass does that a phone, a laptop or a VR headset cannot.</p>}
      className="py-12 md:py-24"
    >
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li key={card.id} className="surface flex flex-col p-6 md:p-7">
            <FeatureCardBody card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Specifications() {
  return (
    <Section
      id="specs-title"
      eyebrow="Specifications"
      title="Technical specifications."
      intro={<p>The numbers behind the experience, grouped the way you would check them.</p>}
      className="py-12 md:py-24"
    >
      <div className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {SPEC_GROUPS.map((group) => (
          <section
            key={group.title}
            aria-labelledby={`spec-${slug(group.title)}`}
            className="surface p-6 md:p-7"
          >
            <h3 id={`spec-${slug(group.title)}`} className="font-display text-lg font-semibold text-white">
              {group.title}
            </h3>
            <StatList
              stats={group.rows}
              className="mt-4 divide-y divide-white/6"
              itemClassName="flex items-baseline justify-between gap-4 py-2.5 text-sm"
              labelClassName="shrink-0 text-mist-400"
              valueClassName="text-right font-medium text-mist-50"
            />
          </section>
        ))}
      </div>
    </Section>
  );
}

function Performance() {
  return (
    <Section
      id="performance-title"
      eyebrow="Performance"
      title="Brighter, longer, smoother."
      intro={<p>Vue Glass against a traditional VR headset and a competing pair of AR glasses.</p>}
      className="py-12 md:py-24"
    >
      <div className="mt-12 grid gap-5 lg:grid-cols-2">
        {COMPARISON_ROWS.map((row) => {
          const max = Math.max(...row.values.map((v) => v.amount));
          return (
            <figure key={row.metric} className="surface p-6 md:p-8">
              <figcaption className="font-display text-lg font-semibold text-white">{row.metric}</figcaption>
              <ul className="mt-6 grid gap-5">
                {row.values.map((v, i) => (
                  <li key={v.device}>
                    <p className="flex items-baseline justify-between gap-4 text-sm">
                      <span className={i === 0 ? "font-semibold text-white" : "text-mist-300"}>
                        {v.device}
                      </span>{" "}
                      <span
                        className={`font-display tabular-nums ${i === 0 ? "text-lg font-semibold text-white" : "text-mist-300"}`}
                      >
                        {v.label}
                      </span>
                    </p>
                    <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-white/6">
                      <div
                        className={`h-full origin-left rounded-full ${i === 0 ? "bg-gradient-to-r from-brand-400 to-aurora-400" : "bg-mist-400/40"}`}
                        style={{ transform: `scaleX(${v.amount / max})` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </figure>
          );
        })}
      </div>
      <StatList
        stats={PERFORMANCE_HIGHLIGHTS}
        className="mt-5 grid grid-cols-2 gap-5 lg:grid-cols-4"
        itemClassName="surface flex flex-col-reverse gap-1 p-6"
      />
      <p className="mt-5 text-sm text-mist-400">
        Vue Glass is {CLAIMS.powerEfficiency}: that is where the extra hours come from.
      </p>
    </Section>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
