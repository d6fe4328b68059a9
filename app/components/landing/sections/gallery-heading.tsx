import { SectionHeading } from "~/components/marketing/section-heading";
import { Reveal } from "../reveal";

export function GalleryHeading() {
  return (
    <Reveal>
      <SectionHeading
        id="gallery-title"
        eyebrow="Gallery"
        title="One pair of glasses, every screen you need"
      />
    </Reveal>
  );
}
