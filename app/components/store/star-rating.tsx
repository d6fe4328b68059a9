import { Star } from "lucide-react";

/** The store's fixed rating. */
export const STORE_RATING = 4.8;

/** Five stars filled to the rating, with the number for screen readers and sighted visitors alike. */
export function StarRating({ rating = STORE_RATING }: { rating?: number }) {
  const percent = `${(rating / 5) * 100}%`;
  return (
    <p className="flex items-center gap-2 text-sm text-mist-300">
      <span aria-hidden="true" className="relative inline-flex">
        <span className="flex text-white/15">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-warning-400"
          style={{ width: percent }}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <span>
        <span className="font-semibold text-white">{rating.toFixed(1)}</span>
        <span className="sr-only"> out of 5 stars</span>
      </span>
    </p>
  );
}
