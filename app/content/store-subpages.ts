import type { ProductId } from "./catalogue";
import { VUERING_MANUAL } from "./vuering-guide";

/** A product's secondary page (technical, features, manual, setup): its crumb, intro and search text. */
interface StoreSubpage {
  product: ProductId;
  /** The breadcrumb's last step. */
  name: string;
  path: string;
  eyebrow: string;
  title: string;
  intro: string;
  meta: { title: string; description: string };
}

/** Every product sub-page of the store, by path. */
const STORE_SUBPAGES: readonly StoreSubpage[] = [
  {
    product: "vuering",
    name: "Technical",
    path: "/store/vuering/technical",
    eyebrow: "VueRING · Technical",
    title: "Specifications and setup.",
    intro:
      "Everything inside a 12 g ring, which devices it works with, and how to pair it in under a minute.",
    meta: {
      title: "VueRING Technical Specifications and Setup",
      description:
        "VueRING specifications, device compatibility and step-by-step Bluetooth setup for iPhone, iPad and Windows.",
    },
  },
  {
    product: "vuering",
    name: "Features",
    path: "/store/vuering/features",
    eyebrow: "VueRING · Features",
    title: "More than a ring mouse.",
    intro:
      "Gestures for scrolling, media and switching devices, answers when something does not work, and what early testers say.",
    meta: {
      title: "VueRING Features and Troubleshooting",
      description:
        "VueRING advanced features: thumb trackpad, two-way scrolling, media mode and three devices. Troubleshooting and what early testers say.",
    },
  },
  {
    product: "vuering",
    name: "Manual",
    path: "/store/vuering/manual",
    eyebrow: "VueRING · Manual",
    title: "User manual.",
    intro: `Pairing, gestures, charging and care in ${VUERING_MANUAL.pages} pages, to read online or keep on your device.`,
    meta: {
      title: "VueRING User Manual",
      description:
        "Read the VueRING user manual online or download it as a PDF: pairing, gestures, charging and care.",
    },
  },
  {
    product: "vulink",
    name: "Setup",
    path: "/store/vulink/setup",
    eyebrow: "VuLink · Setup",
    title: "Set up VuLink in four steps.",
    intro:
      "From the box to a 4K picture on Vue Glass in about a minute, with your device charging as you watch.",
    meta: {
      title: "VuLink Setup Guide",
      description:
        "Set up VuLink in four steps: connect the power source, connect to your device, connect Vue Glass, configure the display.",
    },
  },
];

/** The sub-page at `pathname`, if there is one. */
export const findStoreSubpage = (pathname: string) => STORE_SUBPAGES.find((s) => s.path === pathname);
