import { AVAILABILITY, VISOR, WARRANTY } from "./claims.ts";
import type { ProductId } from "./product-ids.ts";
import type { MediaName } from "~/content/media-manifest";

/** The three currencies the store sells in: every price below exists in each. */
export const CURRENCIES = ["INR", "EUR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The pre-order terms, in percent: pages quote them, lib/pricing.ts computes with them. */
/** Two or more different products in one order take this much off the subtotal. */
export const BUNDLE_DISCOUNT_PERCENT = 5;
export const BUNDLE_MIN_PRODUCTS = 2;
/** Paid now to book; the rest is paid online before dispatch. */
export const BOOKING_PERCENT = 20;
/** Accessory credit, as a share of the glasses' booking amount. */
export const ACCESSORY_CREDIT_PERCENT = 30;

export { isProductId, productIds, type ProductId } from "./product-ids.ts";

type ProductCategory = "AR Glasses" | "Input Device" | "Connectivity" | "Accessory";

export interface Product {
  id: ProductId;
  name: string;
  description: string;
  category: ProductCategory;
  /** Product render: a media manifest key (render it with <ResponsiveImage name={image} />). */
  image: MediaName;
  imageAlt: string;
  /** Minor units (paise, cents) per currency: the only price list of the site. */
  prices: Record<Currency, number>;
  /** The INR price before the pre-order offer, shown struck through (INR only). */
  wasPriceINR?: number;
  /** Where "View Details" leads. */
  detailPath: string;
  /** Short buyer-facing selling points; cards show the first three. */
  features: string[];
  /** Spec sheet; Connectivity where it applies. */
  specifications: Record<string, string>;
  /** What the store's compare table says it is best for. */
  bestFor: string;
  /** Everything is reserved now and shipped when deliveries start: badge, store card and Offer. */
  availability: typeof AVAILABILITY.schema;
}

/**
 * The catalogue. Prices are the advertised prices, which are also the prices
 * charged: Vue Glass is 349 in USD and EUR, and the visor is ₹2,399 everywhere.
 */
export const catalogue: readonly Product[] = [
  {
    id: "glasses",
    name: "Vue Glass",
    description:
      "AR smart glasses with a private 180-inch virtual screen, 3D and 360° content and a voice AI assistant. 78 g, USB-C plug and play, and an upright posture that ends tech neck.",
    category: "AR Glasses",
    image: "products/glasses",
    imageAlt: "Vue Glass AR smart glasses in matte black, seen from the front at an angle",
    prices: { INR: 2_799_900, USD: 34_900, EUR: 34_900 },
    detailPath: "/store/vue-glass",
    features: [
      "Private 180-inch virtual screen",
      "78 g with 8+ hours of battery",
      "USB-C plug and play with phones, laptops and consoles",
      "Voice AI assistant, hands-free",
      "3D and 360° content with 3DoF tracking",
      "Tech-neck prevention: look straight ahead, not down",
    ],
    specifications: {
      Display: "180-inch virtual screen, 1600 nits, 1200Hz, 60 FPS",
      "Field of view": "53°",
      Distortion: "Under 1%",
      Tracking: "3DoF",
      IPD: "58.5–67 mm",
      Weight: "78 g",
      Battery: "8+ hours",
      Connectivity: "USB-C DisplayPort Alt Mode",
      Voice: "AI assistant, hands-free",
      Warranty: "1 year",
    },
    bestFor: "Private big-screen viewing anywhere",
    availability: AVAILABILITY.schema,
  },
  {
    id: "vuering",
    name: "VueRING",
    description:
      "A finger-worn controller that turns your thumb into a mouse: scroll, click and navigate Vue Glass without reaching for a laptop or phone.",
    category: "Input Device",
    image: "products/vuering",
    imageAlt: "VueRING finger controller ring in graphite with a touch surface",
    prices: { INR: 499_900, USD: 8_900, EUR: 8_900 },
    wasPriceINR: 699_900,
    detailPath: "/store/vuering",
    features: [
      "Thumb-controlled touch surface and click",
      "Bluetooth 5.0 LE, up to 3 devices",
      "12 hours of use, 7 days standby",
      "12 g, ring sizes 6–12",
    ],
    specifications: {
      Dimensions: "22 × 15 × 8 mm",
      Weight: "12 g",
      "Ring sizes": "6–12",
      Connectivity: "Bluetooth 5.0 LE, 10 m range, up to 3 paired devices",
      Battery: "80 mAh: 12 h use, 7 days standby",
      Charging: "1.5 h to full",
      Warranty: "1 year",
    },
    bestFor: "Hands-free control on the move",
    availability: AVAILABILITY.schema,
  },
  {
    id: "vulink",
    name: "VuLink (DisplayPort)",
    description:
      "A DisplayPort connector that powers Vue Glass and your device at once, so you can binge-watch uninterrupted at 4K 60 Hz.",
    category: "Connectivity",
    image: "products/vulink",
    imageAlt: "VuLink DisplayPort connector with a short braided cable and two USB-C ports",
    prices: { INR: 249_900, USD: 4_900, EUR: 4_900 },
    wasPriceINR: 399_900,
    detailPath: "/store/vulink",
    features: [
      "4K at 60 Hz over DisplayPort 1.4",
      "Power delivery up to 100 W pass-through",
      "Charge while you watch",
      "15 cm cable, 45 g",
    ],
    specifications: {
      Video: "4K at 60 Hz",
      Connectivity: "DisplayPort 1.4 Alt Mode over USB-C, second USB-C port for power",
      "Power delivery": "Up to 100 W",
      Cable: "15 cm",
      Weight: "45 g",
      Warranty: "1 year",
    },
    bestFor: "Long sessions with charging",
    availability: AVAILABILITY.schema,
  },
  {
    id: "vuelink",
    name: "VueLink (HDMI)",
    description:
      "An HDMI connector for consoles, set-top boxes and older laptops: plug Vue Glass into anything with an HDMI port.",
    category: "Connectivity",
    image: "products/vuelink",
    imageAlt: "VueLink HDMI adapter in black with an HDMI plug and USB-C port",
    prices: { INR: 349_900, USD: 5_900, EUR: 5_900 },
    detailPath: "/store/vue-link",
    features: [
      "HDMI input for consoles and set-top boxes",
      "USB-C power input",
      "Plug and play, no drivers",
      WARRANTY.label,
    ],
    specifications: {
      Input: "HDMI",
      Output: "USB-C DisplayPort Alt Mode to Vue Glass",
      Connectivity: "HDMI in, USB-C out, USB-C power in",
      Power: "USB-C, 5 V",
      Warranty: "1 year",
    },
    bestFor: "Consoles and HDMI devices",
    availability: AVAILABILITY.schema,
  },
  {
    id: "vue-visor",
    name: "Vue Visor",
    description:
      "An opaque visor that snaps onto Vue Glass with magnets and blocks the world behind your screen: deeper blacks, richer colours and complete privacy. Midnight black.",
    category: "Accessory",
    image: "products/vue-visor",
    imageAlt: "Vue Visor, a curved midnight black magnetic shade for Vue Glass",
    prices: { INR: 239_900, USD: 3_499, EUR: 3_499 },
    wasPriceINR: 249_900,
    detailPath: "/store/vue-visor",
    features: [
      "Opaque shade for a private, cinema-dark screen",
      VISOR.attachment,
      `Single colour: ${VISOR.colour.toLowerCase()}`,
      "Comes off as quickly as it snaps on",
    ],
    specifications: {
      Colour: VISOR.colour,
      Attachment: VISOR.attachment,
      Finish: "Matte",
      Warranty: "1 year",
    },
    bestFor: "Privacy and contrast in bright places",
    availability: AVAILABILITY.schema,
  },
];

/** Each product's store page: its title and search description. */
export const PRODUCT_PAGES: Record<ProductId, { title: string; description: string }> = {
  glasses: {
    title: "Vue Glass: AR Smart Glasses in the Store",
    description:
      "Every feature and specification of Vue Glass: 180-inch private display, 1600 nits, 1200Hz, 53° field of view, 78 g, 8+ hours.",
  },
  vuering: {
    title: "VueRING Finger Controller",
    description:
      "VueRING: a 12 g finger-worn controller for Vue Glass. Scroll, click and navigate with your thumb. Pre-order now.",
  },
  vulink: {
    title: "VuLink DisplayPort Connector",
    description:
      "VuLink: 4K at 60 Hz over DisplayPort 1.4 with up to 100 W pass-through charging. Watch on Vue Glass while your device charges.",
  },
  vuelink: {
    title: "VueLink HDMI Connector",
    description:
      "VueLink: connect Vue Glass to consoles, set-top boxes and laptops over HDMI. Plug and play, no drivers.",
  },
  "vue-visor": {
    title: "Vue Visor Privacy Shade",
    description:
      "Vue Visor: a magnetic opaque visor in midnight black for deeper blacks and complete privacy on Vue Glass.",
  },
};

const byId = new Map<string, Product>(catalogue.map((p) => [p.id, p]));

/** The product with this id, or undefined for an unknown id. */
export function findProduct(id: string): Product | undefined {
  return byId.get(id);
}

/** The product whose store page is at `pathname`, if there is one. */
export const findProductPage = (pathname: string) => catalogue.find((p) => p.detailPath === pathname);

/** The product with this id: every id of the type is in the catalogue. */
export const productById = (id: ProductId): Product => byId.get(id)!;

/** The flagship, always present. */
export const glasses = productById("glasses");
