import { SectionHeading } from "~/components/marketing/section-heading";
import { ResponsiveImage } from "~/components/responsive-image";
import { MEDIA_GALLERY } from "~/content/landing-gallery";
import { Reveal } from "../reveal";

export function MediaSection() {
  return (
    <section id="media" aria-labelledby="media-title" className="container-page py-16 md:py-24">
      <Reveal>
        <SectionHeading id="media-title" eyebrow="Media gallery" title="The Vue family" align="center" />
      </Reveal>
      <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {MEDIA_GALLERY.map((item, i) => (
          <li
            key={item.id}
            className={`surface group relative overflow-hidden ${i === 0 ? "col-span-2 row-span-2" : ""}`}
          >
            <figure className="flex h-full flex-col">
              <ResponsiveImage
                name={item.image}
                alt={item.alt}
                sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 25vw, 50vw"}
                className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.04] md:size-full"
              />
              {/* Below the picture on phones (an overlay would cover half of a small tile). */}
              <figcaption className="p-3 md:absolute md:inset-x-0 md:bottom-0 md:bg-gradient-to-t md:from-ink-950/95 md:to-transparent md:p-4 md:pt-10">
                <span className="block font-semibold text-white">{item.title}</span>
                <span className="block text-xs text-mist-300">{item.description}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
