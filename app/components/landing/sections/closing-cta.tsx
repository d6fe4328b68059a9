import { Link } from "react-router";
import { deliveryStatement } from "~/lib/delivery-window";
import { Reveal } from "../reveal";
import { buttonClass } from "~/components/ui/button";

const CTA_GLOW = {
  backgroundImage:
    "radial-gradient(60% 80% at 50% 0%, rgb(46 155 255 / 0.16), transparent 70%), radial-gradient(40% 60% at 90% 100%, rgb(139 92 246 / 0.14), transparent 70%)",
};

export function ClosingCta({ deliveryStart }: { deliveryStart: string }) {
  return (
    <section aria-labelledby="cta-title" className="container-page pb-28">
      <Reveal className="surface relative overflow-hidden px-6 py-14 text-center md:py-20" style={CTA_GLOW}>
        <h2 id="cta-title" className="font-display text-headline font-semibold text-white">
          Look up. <span className="text-gradient">Your screen is waiting.</span>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-mist-300">{deliveryStatement(deliveryStart)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/preorder?items=glasses" className={buttonClass("primary", "xl")}>
            Pre-order Vue Glass
          </Link>
          <Link to="/contact" className={buttonClass("secondary", "xl")}>
            Talk to us
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
