import { VUERING_SIZING } from "~/content/vuering-guide";

/** The manual's sizing guide for VueRING, on the page (the cart links to it by its anchor). */
export function RingSizeGuide() {
  return (
    <section
      id={VUERING_SIZING.anchor}
      aria-labelledby="ring-size-title"
      className="surface mt-8 scroll-mt-28 p-5 md:p-8"
    >
      <h2 id="ring-size-title" className="font-display text-2xl font-semibold text-white">
        {VUERING_SIZING.title}
      </h2>
      <p className="mt-2 max-w-3xl text-mist-300">{VUERING_SIZING.intro}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <ol className="grid list-decimal content-start gap-3 pl-5 text-mist-200 marker:text-brand-300">
          {VUERING_SIZING.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">VueRING sizes with their inside measurements</caption>
          <thead className="text-xs tracking-wide text-mist-400 uppercase">
            <tr className="border-b border-white/10">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Size
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Circumference
              </th>
              <th scope="col" className="py-2 font-semibold">
                Diameter
              </th>
            </tr>
          </thead>
          <tbody>
            {VUERING_SIZING.sizes.map((s) => (
              <tr key={s.size} className="border-b border-white/5 text-mist-200">
                <th scope="row" className="py-2 pr-4 font-semibold text-white">
                  {s.size}
                </th>
                <td className="py-2 pr-4">{s.circumference.toFixed(1)} mm</td>
                <td className="py-2">{s.diameter.toFixed(1)} mm</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 text-sm text-mist-400">{VUERING_SIZING.later}</p>
    </section>
  );
}
