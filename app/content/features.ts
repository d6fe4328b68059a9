import { CLAIMS, COMPARISON, HARDWARE, TECH_NECK, WARRANTY } from "./claims";

/**
 * The words of /features (and /store/vue-glass): feature cards, the grouped spec sheet and the
 * performance comparison. Every figure is read from claims.ts, so the page never states its own.
 */

export type FeatureIcon = "screen" | "plug" | "voice" | "battery" | "feather" | "posture";

export interface FeatureCard {
  id: string;
  icon: FeatureIcon;
  title: string;
  description: string;
  details: readonly string[];
  link?: { to: string; label: string };
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: "display",
    icon: "screen",
    title: `${HARDWARE.virtualScreen} private display`,
    description:
      "A cinema-sized screen that floats in front of you and that nobody else can see: on the train, on a flight or on the sofa.",
    details: [
      `${HARDWARE.brightnessNits} nits, bright enough for daylight`,
      `${HARDWARE.fieldOfView} field of view, ${HARDWARE.distortion} distortion`,
      "3D and 360° content",
    ],
  },
  {
    id: "connectivity",
    icon: "plug",
    title: "Plug-and-play connectivity",
    description:
      "One USB-C cable to your phone, laptop, tablet or console. No app, no pairing, no set-up: plug in and watch.",
    details: [
      "USB-C DisplayPort Alt Mode",
      "VuLink: charge while you watch",
      "VueLink: consoles and HDMI devices",
    ],
  },
  {
    id: "voice",
    icon: "voice",
    title: "Voice AI assistant",
    description:
      "Ask, search and control playback without reaching for your device. Your hands stay free; your eyes stay on the screen.",
    details: [
      `${TECH_NECK.handsFree.value} ${TECH_NECK.handsFree.label}`,
      "Search and playback by voice",
      "Pairs with VueRING for silent control",
    ],
  },
  {
    id: "power",
    icon: "battery",
    title: "Power efficiency",
    description: `An efficient display pipeline makes Vue Glass ${CLAIMS.powerEfficiency}, so a whole day of films and work runs on one charge.`,
    details: [
      `${HARDWARE.battery} of battery`,
      `${HARDWARE.fps} FPS with a ${HARDWARE.refreshRate} refresh rate`,
      "USB-C power, no proprietary charger",
    ],
  },
  {
    id: "weight",
    icon: "feather",
    title: `${HARDWARE.weightGrams} g, all day`,
    description:
      "Light enough to forget you are wearing it. Balanced on the nose and ears, with nothing strapped to your head.",
    details: [
      `${HARDWARE.weightGrams} g frame`,
      `Fits an IPD of ${HARDWARE.ipd}`,
      "Free prescription lenses with your pre-order",
    ],
  },
  {
    id: "tech-neck",
    icon: "posture",
    title: "Tech-neck prevention",
    description:
      "Your screen sits straight ahead at eye level, so you stop looking down at a phone or laptop for hours a day.",
    details: [
      `Neck strain reduced by ${CLAIMS.neckStrainReduction}`,
      `Avoid ${TECH_NECK.neckPressure.value} ${TECH_NECK.neckPressure.label}`,
      "Upright posture at the desk and on the move",
    ],
    link: { to: "/tech-neck-solution", label: "How Vue Glass prevents tech neck" },
  },
];

type SpecGroupTitle =
  "Display" | "Sensors" | "Connectivity" | "Audio and Controls" | "Ergonomics" | "Durability";

export interface SpecGroup {
  title: SpecGroupTitle;
  rows: readonly { label: string; value: string }[];
}

export const SPEC_GROUPS: readonly SpecGroup[] = [
  {
    title: "Display",
    rows: [
      { label: "Virtual screen", value: HARDWARE.virtualScreen },
      { label: "Brightness", value: `${HARDWARE.brightnessNits} nits` },
      { label: "Refresh rate", value: HARDWARE.refreshRate },
      { label: "Frame rate", value: `${HARDWARE.fps} FPS` },
      { label: "Field of view", value: HARDWARE.fieldOfView },
      { label: "Distortion", value: HARDWARE.distortion },
    ],
  },
  {
    title: "Sensors",
    rows: [
      { label: "Tracking", value: `${HARDWARE.tracking} head tracking` },
      { label: "Content", value: "3D side-by-side and 360° video" },
    ],
  },
  {
    title: "Connectivity",
    rows: [
      { label: "Video input", value: "USB-C, DisplayPort Alt Mode" },
      { label: "Works with", value: "Phones, tablets, laptops, consoles" },
      { label: "VuLink", value: "DisplayPort with charging pass-through" },
      { label: "VueLink", value: "HDMI devices" },
    ],
  },
  {
    title: "Audio and Controls",
    rows: [
      { label: "Voice", value: "AI assistant, hands-free" },
      { label: "Ring control", value: "VueRING (sold separately)" },
    ],
  },
  {
    title: "Ergonomics",
    rows: [
      { label: "Weight", value: `${HARDWARE.weightGrams} g` },
      { label: "IPD range", value: HARDWARE.ipd },
      { label: "Prescription", value: "Free lenses with pre-order" },
      { label: "Neck strain", value: `Reduced by ${CLAIMS.neckStrainReduction}` },
    ],
  },
  {
    title: "Durability",
    rows: [
      { label: "Battery life", value: HARDWARE.battery },
      { label: "Efficiency", value: CLAIMS.powerEfficiency },
      { label: "Warranty", value: WARRANTY.label },
      { label: "Visor", value: "Magnetic Vue Visor (sold separately)" },
    ],
  },
];

export interface ComparisonRow {
  metric: string;
  unit: string;
  /** Figures as printed, and the number each bar is drawn to. */
  values: readonly { device: string; label: string; amount: number }[];
}

/** Upper end of a range such as "2–3" or "8+", for drawing bars. */
export function upperBound(figure: string | number): number {
  const numbers = String(figure).match(/\d+(\.\d+)?/g);
  if (!numbers) throw new Error(`No number in ${String(figure)}`);
  return Math.max(...numbers.map(Number));
}

const DEVICES = [
  ["Vue Glass", "vueGlass"],
  ["Traditional VR", "traditionalVr"],
  ["Competitor AR", "competitorAr"],
] as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    metric: "Brightness",
    unit: "nits",
    values: DEVICES.map(([device, key]) => ({
      device,
      label: `${COMPARISON.brightnessNits[key]} nits`,
      amount: COMPARISON.brightnessNits[key],
    })),
  },
  {
    metric: "Battery life",
    unit: "hours",
    values: DEVICES.map(([device, key]) => ({
      device,
      label: `${COMPARISON.batteryHours[key]} h`,
      amount: upperBound(COMPARISON.batteryHours[key]),
    })),
  },
];

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Vue Glass figures shown beside the comparison. */
export const PERFORMANCE_HIGHLIGHTS: readonly { value: string; label: string }[] = [
  { value: HARDWARE.refreshRate, label: "Refresh rate" },
  { value: sentenceCase(HARDWARE.distortion), label: "Optical distortion" },
  { value: `${HARDWARE.fps} FPS`, label: "Smooth playback" },
  { value: HARDWARE.fieldOfView, label: "Field of view" },
];
