import { Icon } from "~/components/icon/icon";
import { GuideGrid } from "~/components/store/guide-grid";
import { StepList } from "~/components/store/step-list";
import { StoreSection } from "~/components/store/store-section";
import { VUERING_BLUETOOTH_SETUP, VUERING_COMPATIBILITY } from "~/content/vuering-guide";
import { SpecsSection, useProductPageData } from "~/components/store/product-page";

const SETUPS = [
  { id: "setup-ios", title: "iPhone and iPad (iOS)", icon: "smartphone", steps: VUERING_BLUETOOTH_SETUP.ios },
  {
    id: "setup-windows",
    title: "Windows 10 and 11",
    icon: "monitor",
    steps: VUERING_BLUETOOTH_SETUP.windows,
  },
] as const;

export default function VueringTechnical() {
  const page = useProductPageData();
  return (
    <>
      <SpecsSection page={page} className="pt-4 md:pt-6" />

      <StoreSection
        id="compatibility"
        eyebrow="Compatibility"
        title="Works with what you already own."
        intro="VueRING is a standard Bluetooth LE pointer: no app, no driver, no account."
      >
        <GuideGrid items={VUERING_COMPATIBILITY} />
      </StoreSection>

      <StoreSection
        id="bluetooth-setup"
        eyebrow="Bluetooth setup"
        title="Pair it in under a minute."
        intro="Hold the click button for 3 seconds to start pairing, then follow the steps for your device."
      >
        <div className="grid gap-10 lg:grid-cols-2">
          {SETUPS.map(({ id, title, icon, steps }) => (
            <section key={id} aria-labelledby={id}>
              <h3 id={id} className="flex items-center gap-3 font-display text-xl font-semibold text-white">
                <Icon name={icon} aria-hidden="true" className="size-5 text-brand-300" />
                {title}
              </h3>
              <StepList steps={steps} className="mt-5" />
            </section>
          ))}
        </div>
      </StoreSection>
    </>
  );
}
