import { VISOR } from "./claims";
import type { GuideItem } from "./vuering-guide";

/**
 * How-to words for the connectors (VuLink, VueLink) and the visor. Figures (4K 60 Hz, 100 W,
 * 15 cm, 45 g) live in the catalogue's spec sheet.
 */

/** Devices VuLink (DisplayPort over USB-C) works with. */
export const VULINK_COMPATIBILITY: readonly GuideItem[] = [
  {
    title: "Laptops",
    text: "Any USB-C port with DisplayPort Alt Mode or Thunderbolt: MacBook, Windows ultrabooks, Chromebooks.",
  },
  {
    title: "Phones",
    text: "USB-C phones with video output (DisplayPort Alt Mode), including iPhone 15 and later and most flagship Android phones.",
  },
  {
    title: "Tablets",
    text: "iPad Pro, iPad Air and USB-C iPad mini, and Android tablets with desktop mode.",
  },
  {
    title: "Handheld consoles",
    text: "Steam Deck, ROG Ally and other USB-C handhelds with video output.",
  },
];

/** The four setup steps, in order. */
export const VULINK_SETUP_STEPS: readonly GuideItem[] = [
  {
    title: "Connect the power source",
    text: "Plug a USB-C charger into VuLink's power port. Your device and Vue Glass will charge while you watch.",
  },
  {
    title: "Connect the connector to your device",
    text: "Plug VuLink's cable into your phone, tablet, laptop or console's USB-C port with video output.",
  },
  {
    title: "Connect the glasses to the second port",
    text: "Plug Vue Glass into VuLink's second USB-C port. The screen lights up within a few seconds.",
  },
  {
    title: "Configure the display",
    text: "Choose mirror or extended display in your device's display settings, and pick the resolution and refresh rate you want.",
  },
];

/** What a VuLink setup needs, beside the box. */
export const VULINK_SETUP_NEEDS: readonly string[] = [
  "VuLink and Vue Glass",
  "A phone, tablet, laptop or console with USB-C video output",
  "A USB-C charger, to charge while you watch",
];

/** Devices VueLink (HDMI) works with. */
export const VUELINK_COMPATIBILITY: readonly GuideItem[] = [
  { title: "Game consoles", text: "PlayStation, Xbox and Nintendo Switch (in its dock)." },
  {
    title: "Set-top and streaming boxes",
    text: "Cable and DTH boxes, Fire TV, Apple TV and Android TV boxes.",
  },
  { title: "Laptops and PCs", text: "Older laptops and desktops with an HDMI output and no USB-C video." },
  { title: "Cameras and players", text: "Cameras with HDMI out, Blu-ray and media players." },
];

/** Visor notes for /store/vue-visor. */
export const VISOR_HIGHLIGHTS: readonly GuideItem[] = [
  {
    title: "Cinema-dark, anywhere",
    text: "Blocks the light behind the lenses so blacks stay black on a bright train or in a sunny café.",
  },
  {
    title: "Private by design",
    text: "Nobody beside you can see through to your screen, and you are not distracted by what moves behind it.",
  },
  {
    title: "Snaps on in a second",
    text: VISOR.how,
  },
];
