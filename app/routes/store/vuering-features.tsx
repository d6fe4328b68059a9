import { Icon } from "~/components/icon/icon";
import { GuideGrid } from "~/components/store/guide-grid";
import { StoreSection } from "~/components/store/store-section";
import { CLAIMS } from "~/content/claims";
import {
  VUERING_ADVANCED_FEATURES,
  VUERING_TESTIMONIALS,
  VUERING_TROUBLESHOOTING,
} from "~/content/vuering-guide";

export default function VueringFeatures() {
  return (
    <>
      <StoreSection
        id="advanced"
        eyebrow="Advanced features"
        title="Every gesture, one thumb."
        className="pt-4 md:pt-6"
      >
        <GuideGrid items={VUERING_ADVANCED_FEATURES} />
      </StoreSection>

      <StoreSection
        id="troubleshooting"
        eyebrow="Troubleshooting"
        title="Something not right?"
        intro={`The fixes for what testers asked most. Still stuck? Our support team replies within ${CLAIMS.supportReplyHours} hours.`}
      >
        <ul className="surface divide-y divide-white/8 overflow-hidden">
          {VUERING_TROUBLESHOOTING.map((item) => (
            <li key={item.title}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 font-medium text-white marker:hidden hover:bg-white/[0.03] md:px-7 [&::-webkit-details-marker]:hidden">
                  {item.title}
                  <Icon
                    name="chevron-down"
                    aria-hidden="true"
                    className="size-5 shrink-0 text-mist-400 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <p className="px-5 pb-6 leading-relaxed text-mist-300 md:px-7">{item.text}</p>
              </details>
            </li>
          ))}
        </ul>
      </StoreSection>

      <StoreSection
        id="testimonials"
        eyebrow="Testimonials"
        title="What early testers say."
        intro={`From our ${CLAIMS.earlyTesters} early testers across India.`}
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {VUERING_TESTIMONIALS.map((t) => (
            <li key={t.attribution}>
              <figure className="surface flex h-full flex-col p-6">
                <Icon name="quote" aria-hidden="true" className="size-6 text-brand-300" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-mist-100">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 text-sm text-mist-400">{t.attribution}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </StoreSection>
    </>
  );
}
