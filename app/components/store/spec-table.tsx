/** A spec sheet as a description list: label on the left, value on the right. */
export function SpecTable({ specs, className = "" }: { specs: Record<string, string>; className?: string }) {
  return (
    <dl className={`surface divide-y divide-white/8 overflow-hidden ${className}`}>
      {Object.entries(specs).map(([label, value]) => (
        <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6 md:px-7">
          <dt className="text-sm font-medium text-mist-400">{label}</dt>
          <dd className="text-mist-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
