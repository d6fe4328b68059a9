import type { GuideItem } from "~/content/vuering-guide";

/** Numbered setup steps; each is a title and an explanation, or a single sentence. */
export function StepList({
  steps,
  className = "",
}: {
  steps: readonly (GuideItem | string)[];
  className?: string;
}) {
  return (
    <ol className={`grid gap-4 ${className}`}>
      {steps.map((step, i) => {
        const item = typeof step === "string" ? { title: undefined, text: step } : step;
        return (
          <li key={item.text} className="surface flex gap-4 p-5 md:gap-5 md:p-6">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-400/15 font-display font-semibold text-brand-300 ring-1 ring-brand-400/30"
            >
              {i + 1}
            </span>
            <div>
              {item.title && <h3 className="font-semibold text-white">{item.title}</h3>}
              <p className={`leading-relaxed text-mist-300 ${item.title ? "mt-1" : "pt-1.5"}`}>{item.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
