import type { GuideItem } from "~/content/vuering-guide";

/** Cards of short titled notes: compatibility, features, highlights. */
export function GuideGrid({ items, className = "" }: { items: readonly GuideItem[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {items.map((item) => (
        <li key={item.title} className="surface p-6">
          <h3 className="font-semibold text-white">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-mist-300">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
