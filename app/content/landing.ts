import type { MediaName } from "./media-manifest";
import { CLAIMS, HARDWARE } from "./claims";

/** The words and pictures of the landing page's carousels (its gallery and photo strip: landing-gallery.ts). */

export interface MediaItem {
  id: string;
  type: "image" | "video";
  image: MediaName;
  alt: string;
  title: string;
  description: string;
}

/** Hero carousel: seven scenes; the first is the page's LCP image. */
export const HERO_SLIDES: readonly MediaItem[] = [
  {
    id: "launch",
    type: "image",
    image: "scenes/launch",
    alt: "Vue Glass AR glasses on a dark stage in front of a wide, glowing virtual screen",
    title: "Meet Vue Glass",
    description: `${HARDWARE.weightGrams} g of glass and light. USB-C, plug and play.`,
  },
  {
    id: "commute",
    type: "image",
    image: "scenes/commute",
    alt: "A commuter on an evening train watching a film on a private virtual screen",
    title: "Your commute, upgraded",
    description: "A private cinema on the metro. Nobody else sees your screen.",
  },
  {
    id: "office",
    type: "image",
    image: "scenes/office",
    alt: "A person at a desk working across three floating virtual monitors",
    title: "Three monitors, zero desk",
    description: "Spread your work across a wall of screens wherever you sit.",
  },
  {
    id: "entertainment",
    type: "image",
    image: "scenes/entertainment",
    alt: "A viewer relaxing on a sofa in front of a huge curved virtual screen at dusk",
    title: "Movie night, anywhere",
    description: `${HARDWARE.brightnessNits} nits of colour, at ${HARDWARE.fps} FPS.`,
  },
  {
    id: "virtual-screen",
    type: "image",
    image: "scenes/virtual-screen",
    alt: "A person seen from behind facing a 180-inch curved virtual screen",
    title: `A ${HARDWARE.virtualScreen} virtual screen`,
    description: `${HARDWARE.fieldOfView} field of view with ${HARDWARE.distortion} distortion.`,
  },
  {
    id: "content-3d",
    type: "image",
    image: "scenes/content-3d",
    alt: "3D shapes and a ringed planet floating out of a virtual screen",
    title: "3D that leaves the screen",
    description: "Native 3D films and games, in depth.",
  },
  {
    id: "content-360",
    type: "image",
    image: "scenes/content-360",
    alt: "A viewer inside a sphere of 360-degree content with screens all around",
    title: "Step inside 360°",
    description: `${HARDWARE.tracking} head tracking puts you in the middle of it.`,
  },
];

/** Gallery carousel: eight moments. */
export const GALLERY_ITEMS: readonly MediaItem[] = [
  {
    id: "flight",
    type: "image",
    image: "gallery/flight",
    alt: "A traveller in a window seat watching a virtual screen on a night flight",
    title: "Long-haul, short-feeling",
    description: `${HARDWARE.battery} of battery outlasts most flights.`,
  },
  {
    id: "gaming",
    type: "image",
    image: "gallery/gaming",
    alt: "A neon racing game on a giant virtual screen with a game controller in front",
    title: "Console gaming, giant-sized",
    description: "Plug into your console with VueLink (HDMI).",
  },
  {
    id: "cinema-night",
    type: "image",
    image: "gallery/cinema-night",
    alt: "A person under a crescent moon watching a wide virtual screen outdoors",
    title: "A cinema under the stars",
    description: "Your screen goes where you go.",
  },
  {
    id: "focus",
    type: "image",
    image: "gallery/focus",
    alt: "A person reading a document on a large virtual screen with two side panels",
    title: "Deep work mode",
    description: "Documents, dashboards and code at a comfortable eye level.",
  },
  {
    id: "vuering",
    type: "image",
    image: "gallery/vuering",
    alt: "The VueRING finger controller moving a cursor on a virtual dashboard",
    title: "Control with a thumb",
    description: "VueRING turns a tap into a click.",
  },
  {
    id: "visor",
    type: "image",
    image: "gallery/visor",
    alt: "The Vue Visor shade next to Vue Glass",
    title: "Blackout on demand",
    description: "Vue Visor snaps on with magnets for deeper blacks and total privacy.",
  },
  {
    id: "posture",
    type: "image",
    image: "gallery/posture",
    alt: "Two silhouettes: one bent over a phone, one upright looking at a virtual screen",
    title: "Heads up, literally",
    description: `Neck strain reduced by ${CLAIMS.neckStrainReduction}.`,
  },
  {
    id: "connect",
    type: "image",
    image: "gallery/connect",
    alt: "The VuLink DisplayPort connector beside Vue Glass, linked by a dotted line",
    title: "Charge while you watch",
    description: "VuLink passes up to 100 W through.",
  },
];

/** The welcome toast, shown once per browser session, 1.5 s after the page loads. */
export const WELCOME_TOAST = {
  delayMs: 1_500,
  storageKey: "luxid:welcomed",
  title: "Welcome to Luxid",
} as const;

export const MUSIC = { src: "/audio/ambient-loop.opus", volume: 0.3 } as const;
