import { Link } from "react-router";
import { deliveryStatement } from "~/lib/delivery-window";
import { Reveal } from "../reveal";

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
          <Link
            to="/preorder?items=glasses"
            className="rounded-full bg-white px-7 py-3.5 font-semibold text-ink-950"
          >
            Pre-order Vue Glass
          </Link>
          <Link
            to="/contact"
            className="rounded-full border border-white/15 px-7 py-3.5 font-medium text-white hover:border-white/30"
          >
            Talk to us
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
