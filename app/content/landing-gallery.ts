import { HARDWARE } from "./claims";
import type { MediaItem } from "./landing";

/*
 * The landing page's still pictures (media grid and photo strip), apart from the carousels'
 * slides: they are drawn only in the server's HTML, so no island's code carries them.
 */

/** The media gallery: the product family in a grid. */
export const MEDIA_GALLERY: readonly MediaItem[] = [
  {
    id: "glasses",
    type: "image",
    image: "products/glasses",
    alt: "Vue Glass AR smart glasses, front view",
    title: "Vue Glass",
    description: `${HARDWARE.weightGrams} g · ${HARDWARE.brightnessNits} nits · ${HARDWARE.battery}`,
  },
  {
    id: "vuering",
    type: "image",
    image: "products/vuering",
    alt: "VueRING finger controller with touch module",
    title: "VueRING",
    description: "Thumb-sized control",
  },
  {
    id: "vulink",
    type: "image",
    image: "products/vulink",
    alt: "VuLink DisplayPort connector with braided cable",
    title: "VuLink",
    description: "4K at 60 Hz, 100 W pass-through",
  },
  {
    id: "vuelink",
    type: "image",
    image: "products/vuelink",
    alt: "VueLink HDMI adapter",
    title: "VueLink",
    description: "HDMI for consoles and set-top boxes",
  },
  {
    id: "vue-visor",
    type: "image",
    image: "products/vue-visor",
    alt: "Vue Visor magnetic shade in midnight black",
    title: "Vue Visor",
    description: "Midnight black, magnetic",
  },
];

export const STRIP_LOOP_SECONDS = [100, 110] as const;
