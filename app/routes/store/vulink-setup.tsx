import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { ProductImage } from "~/components/store/product-image";
import { useProductPageData } from "~/components/store/product-page";
import { StepList } from "~/components/store/step-list";
import { VULINK_SETUP_NEEDS, VULINK_SETUP_STEPS } from "~/content/connector-guides";

export default function VulinkSetup() {
  const { product } = useProductPageData();
  return (
    <>
      <div className="container-page grid gap-8 pt-4 pb-20 md:pb-28 lg:grid-cols-[1fr_24rem] lg:items-start">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="sr-only">
            Setup steps
          </h2>
          <StepList steps={VULINK_SETUP_STEPS} />
        </section>
        <aside aria-labelledby="needs-title" className="surface overflow-hidden lg:sticky lg:top-24">
          <ProductImage product={product} sizes="(min-width: 1024px) 384px, 100vw" />
          <div className="p-6">
            <h2 id="needs-title" className="font-display text-lg font-semibold text-white">
              What you need
            </h2>
            <ul className="mt-4 grid gap-3">
              {VULINK_SETUP_NEEDS.map((need) => (
                <li key={need} className="flex gap-3 text-sm text-mist-300">
                  <Icon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                  {need}
                </li>
              ))}
            </ul>
            <Link
              to="/store/vulink#compatibility"
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-400"
            >
              Check device compatibility
              <Icon name="arrow-right" aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
