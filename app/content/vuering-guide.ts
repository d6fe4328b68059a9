/**
 * VueRING guidance: compatibility, pairing, gestures, troubleshooting and the manual. Figures
 * (size, battery, range) live in the catalogue's spec sheet; this module holds the how-to words.
 * It imports nothing, so the manual generator (scripts/generate-vuering-manual.ts) reads it as is.
 */

export interface GuideItem {
  title: string;
  text: string;
}

export const VUERING_MANUAL = {
  href: "/manuals/vuering-manual.pdf",
  fileName: "VueRING-User-Manual.pdf",
  pages: 4,
} as const;

/**
 * Choosing VueRING's ring size (6–12, US ring sizes): how to measure, and each size's inside
 * circumference and diameter. The manual page shows it at `path#anchor`; the cart links there.
 */
export const VUERING_SIZING = {
  path: "/store/vuering/manual",
  anchor: "ring-size",
  title: "Find your ring size",
  intro:
    "VueRING is worn at the base of your index finger, where it should sit snugly without pressing. Sizes run from 6 to 12 (US ring sizes).",
  steps: [
    "Wrap a thin strip of paper around the base of the index finger you will wear it on.",
    "Mark where the paper overlaps, then measure the length to the mark in millimetres.",
    "Choose the size whose circumference is closest to your measurement; between two sizes, take the larger one.",
  ],
  /** Size, inside circumference and inside diameter, in millimetres. */
  sizes: [
    { size: 6, circumference: 51.9, diameter: 16.5 },
    { size: 7, circumference: 54.4, diameter: 17.3 },
    { size: 8, circumference: 57.0, diameter: 18.1 },
    { size: 9, circumference: 59.5, diameter: 18.9 },
    { size: 10, circumference: 62.1, diameter: 19.8 },
    { size: 11, circumference: 64.6, diameter: 20.6 },
    { size: 12, circumference: 67.2, diameter: 21.4 },
  ],
  /** After the order, until dispatch. */
  later: "You can change the size on your order page until your order is dispatched.",
} as const;

/** Where VueRING works, by platform. */
export const VUERING_COMPATIBILITY: readonly GuideItem[] = [
  { title: "Vue Glass", text: "Pairs directly; gestures are tuned for the 180-inch virtual screen." },
  {
    title: "iPhone and iPad",
    text: "iOS and iPadOS 14 or later, as a Bluetooth pointer via AssistiveTouch.",
  },
  { title: "Android", text: "Android 9 or later, as a Bluetooth mouse. No app needed." },
  { title: "Windows", text: "Windows 10 and 11, as a standard Bluetooth LE mouse." },
  { title: "macOS", text: "macOS 11 or later, as a Bluetooth pointer." },
  { title: "ChromeOS and Linux", text: "Any system that supports Bluetooth LE HID pointers." },
];

/** Pairing steps, per platform (spec: Bluetooth setup for iOS and Windows). */
export const VUERING_BLUETOOTH_SETUP = {
  ios: [
    "Charge VueRING for a few minutes, then press and hold the click button for 3 seconds until the light blinks blue.",
    "On your iPhone or iPad, open Settings › Accessibility › Touch › AssistiveTouch and switch AssistiveTouch on.",
    "Go to Settings › Bluetooth, wait for “VueRING” under Other Devices and tap it.",
    "Accept the pairing request. The light turns solid blue for 2 seconds, and a pointer appears on screen.",
    "Adjust pointer speed under AssistiveTouch › Tracking Speed to suit your thumb.",
  ],
  windows: [
    "Press and hold the VueRING click button for 3 seconds until the light blinks blue.",
    "On your PC, open Settings › Bluetooth & devices and choose Add device › Bluetooth.",
    "Select “VueRING” from the list. Windows installs the standard mouse driver by itself.",
    "When the light turns solid blue, move your thumb across the touch surface to check the pointer.",
    "Fine-tune pointer speed and scroll direction in Settings › Bluetooth & devices › Mouse.",
  ],
} as const;

/** The gestures and modes behind VueRING's advanced features. */
export const VUERING_ADVANCED_FEATURES: readonly GuideItem[] = [
  {
    title: "Thumb trackpad",
    text: "Glide your thumb across the touch surface to move the pointer, with acceleration that stays precise on a 180-inch screen.",
  },
  {
    title: "Click, double-click and hold",
    text: "Press once to click, twice to open, and hold to drag or select text.",
  },
  {
    title: "Two-way scrolling",
    text: "Swipe along the ring to scroll pages and feeds, or across it to move sideways through timelines.",
  },
  {
    title: "Media mode",
    text: "Triple-press to switch to media controls: tap to play or pause, swipe to skip or change volume.",
  },
  {
    title: "Three devices, one ring",
    text: "Remember up to three devices and switch between them with a long double-press.",
  },
  {
    title: "Left or right hand",
    text: "Wear it on either index finger; flip the orientation with a 5-second hold of the click button.",
  },
];

/** Common problems and their fixes, for the disclosure list on /store/vuering/features. */
export const VUERING_TROUBLESHOOTING: readonly GuideItem[] = [
  {
    title: "VueRING does not appear in the Bluetooth list",
    text: "Make sure it is charged, then hold the click button for 3 seconds until the light blinks blue. If it was paired with another device, remove it there first or switch slots with a long double-press.",
  },
  {
    title: "The pointer is jumpy or too fast",
    text: "Clean the touch surface with a dry cloth and lower the tracking speed in your device's pointer settings. Moisture on the thumb can also make tracking less precise.",
  },
  {
    title: "The connection drops",
    text: "Stay within 10 m of the paired device with few walls in between. Turning off other Bluetooth devices you are not using also helps.",
  },
  {
    title: "Scrolling goes the wrong way",
    text: "Change the scroll direction in your device's mouse or trackpad settings; VueRING follows the system setting.",
  },
  {
    title: "The battery runs out quickly",
    text: "A full charge takes 1.5 hours and gives about 12 hours of use. VueRING sleeps after 5 minutes without a touch; press the button to wake it.",
  },
  {
    title: "How do I reset VueRING?",
    text: "Hold the click button for 10 seconds until the light flashes white three times. This forgets all paired devices.",
  },
];

/** What early testers told us, attributed generically: no names, no invented statistics. */
export const VUERING_TESTIMONIALS: readonly { quote: string; attribution: string }[] = [
  {
    quote:
      "I watch lectures on the metro with Vue Glass and scroll my notes with the ring. Nobody even notices.",
    attribution: "Early tester, Pune",
  },
  {
    quote: "It replaced the laptop trackpad for me during long editing sessions. My shoulders thank me.",
    attribution: "Early tester, Bengaluru",
  },
  {
    quote: "Media mode is the best part: pause, skip and volume without looking for my phone.",
    attribution: "Early tester, Mumbai",
  },
];

/** Daily care, for the manual. */
export const VUERING_CARE: readonly string[] = [
  "Charge with the magnetic cable and any USB power adapter; the light glows amber while charging and green when full.",
  "Wipe the ring with a soft, dry cloth and keep it away from water.",
  "Store it away from direct heat and strong magnets.",
  "Keep VueRING away from small children: it is a small part.",
];
