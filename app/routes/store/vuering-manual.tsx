import { Icon } from "~/components/icon/icon";
import { RingSizeGuide } from "~/components/store/ring-size-guide";
import { VUERING_MANUAL } from "~/content/vuering-guide";
import { buttonClass } from "~/components/ui/button";

export default function VueringManual() {
  return (
    <>
      <section aria-labelledby="manual-title" className="container-page pt-4 pb-20 md:pb-28">
        <div className="surface flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
          <div className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-400/15 ring-1 ring-brand-400/30">
              <Icon name="file-text" aria-hidden="true" className="size-6 text-brand-300" />
            </span>
            <div>
              <h2 id="manual-title" className="font-semibold text-white">
                VueRING User Manual
              </h2>
              <p className="text-sm text-mist-400">PDF · {VUERING_MANUAL.pages} pages · English</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={VUERING_MANUAL.href}
              download={VUERING_MANUAL.fileName}
              className={buttonClass("primary", "lg", "flex-1 sm:flex-none")}
            >
              <Icon name="download" aria-hidden="true" className="size-5" />
              Download PDF
            </a>
            <a
              href={VUERING_MANUAL.href}
              target="_blank"
              rel="noopener"
              className="hidden min-h-12 items-center justify-center gap-2 rounded-full border border-white/15 px-6 py-3 font-semibold text-white transition-colors hover:border-white/40 md:inline-flex"
            >
              <Icon name="external-link" aria-hidden="true" className="size-5" />
              Open in new tab
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </div>

        {/* Phones show PDFs poorly inside a page (often the first page only): there it is download-only. */}
        <iframe
          src={VUERING_MANUAL.href}
          title="VueRING user manual (PDF)"
          loading="lazy"
          className="mt-6 hidden h-[min(85vh,64rem)] min-h-[36rem] w-full rounded-[var(--radius-card)] border border-white/10 bg-white md:block"
        />
        <p className="mt-6 text-sm text-mist-400 md:hidden">
          On a phone, the manual opens in your PDF viewer after the download.
        </p>
        <RingSizeGuide />
      </section>
    </>
  );
}
