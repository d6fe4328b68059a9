import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { SpecTable } from "~/components/store/spec-table";
import { OverviewSection, StoreSection } from "~/components/store/store-section";
import { GuideGrid } from "~/components/store/guide-grid";
import { VUERING_ADVANCED_FEATURES } from "~/content/vuering-guide";
import { productHeroPreload, useProductPageData } from "~/components/store/product-page";
import type { Route } from "./+types/vuering";

export const links: Route.LinksFunction = () => productHeroPreload("vuering");

const MORE = [
  {
    to: "/store/vuering/technical",
    title: "Technical",
    text: "Full specs, compatibility and Bluetooth setup.",
  },
  {
    to: "/store/vuering/features",
    title: "Features",
    text: "Gestures, media mode, troubleshooting and reviews.",
  },
  { to: "/store/vuering/manual", title: "Manual", text: "The user manual to read or download as a PDF." },
] as const;

export default function Vuering() {
  const { product } = useProductPageData();
  return (
    <>
      <OverviewSection
        title="Your thumb is the mouse."
        intro="VueRING sits on your index finger and turns a light thumb glide into pointer, click and scroll. Keep your hands in your lap, your head up, and your eyes on the 180-inch screen."
      >
        <GuideGrid items={VUERING_ADVANCED_FEATURES.slice(0, 3)} />
      </OverviewSection>

      <StoreSection id="at-a-glance" eyebrow="At a glance" title="Small ring, full control.">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <SpecTable specs={product.specifications} />
          <ul className="grid content-start gap-4">
            {MORE.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="surface group flex items-center justify-between gap-4 p-5 transition-colors hover:border-brand-400/40"
                >
                  <span>
                    <span className="block font-semibold text-white">{item.title}</span>
                    <span className="mt-1 block text-sm text-mist-400">{item.text}</span>
                  </span>
                  <Icon
                    name="arrow-right"
                    aria-hidden="true"
                    className="size-5 shrink-0 text-brand-300 transition-transform group-hover:translate-x-1 motion-reduce:transform-none"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </StoreSection>
    </>
  );
}
