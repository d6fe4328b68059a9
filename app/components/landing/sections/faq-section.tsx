import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { FaqList } from "~/components/marketing/faq-accordion";
import { SectionHeading } from "~/components/marketing/section-heading";
import type { Currency } from "~/content/catalogue";
import { CLAIMS } from "~/content/claims";
import { landingFaq } from "~/lib/faq";
import { Reveal } from "../reveal";

/** Native `<details>` answers: they open and close without any JavaScript. */
export function FaqSection({ currency, deliveryStart }: { currency: Currency; deliveryStart: string }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="container-page py-16 md:py-24">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <Reveal>
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered">
            <p>Support replies within {CLAIMS.supportReplyHours} hours.</p>
          </SectionHeading>
          <div className="mt-6 flex flex-wrap gap-4 text-sm font-semibold">
            <Link to="/faq" className="inline-flex items-center gap-1.5 text-brand-300 hover:text-white">
              All questions <Icon name="arrow-right" aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/contact" className="inline-flex items-center gap-1.5 text-brand-300 hover:text-white">
              Contact us <Icon name="arrow-right" aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </Reveal>
        <FaqList questions={landingFaq(currency, deliveryStart)} group="landing-faq" />
      </div>
    </section>
  );
}
