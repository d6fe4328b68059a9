import { ResponsiveImage } from "~/components/responsive-image";

/**
 * The tall picture beside the story of /tech-neck-solution: the posture art is two portrait halves
 * side by side (head down, head up), shown stacked in the column on wide screens and side by side
 * on phones.
 */
export function PostureImages() {
  const tiles = [
    { position: "object-left", alt: "Head down: a person bent over a phone, neck tilted forward" },
    {
      position: "object-right",
      alt: "Head up: the same person upright, watching a screen at eye level through Vue Glass",
    },
  ];
  return (
    <aside aria-label="Head down or head up" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1 lg:gap-5">
        {tiles.map((tile) => (
          <div
            key={tile.position}
            className="overflow-hidden rounded-[1.5rem] border border-white/10 bg-ink-900 shadow-card lg:rounded-[2rem]"
          >
            <ResponsiveImage
              name="gallery/posture"
              alt={tile.alt}
              sizes="(min-width: 1024px) 56rem, 100vw"
              className={`aspect-[4/5] h-auto w-full object-cover ${tile.position}`}
            />
          </div>
        ))}
      </div>
    </aside>
  );
}
