/** Site-wide words and links: navigation, footer, organisation facts. */

export const BRAND = "Luxid";
export const PRODUCT = "Vue Glass";
export const SITE_NAME = "Luxid";
export const TAGLINE = "Your private 180-inch screen, anywhere.";

export interface NavItem {
  name: string;
  path: string;
  /** On the landing page this item is an in-page anchor to the section with this id. */
  anchor?: string;
  icon: "home" | "info" | "sparkles" | "store" | "tag" | "mail";
}

export const NAV_ITEMS: readonly NavItem[] = [
  { name: "Home", path: "/", anchor: "hero", icon: "home" },
  { name: "About Us", path: "/about", icon: "info" },
  { name: "Features", path: "/features", icon: "sparkles" },
  { name: "Store", path: "/store", icon: "store" },
  { name: "Pricing", path: "/", anchor: "pricing", icon: "tag" },
  { name: "Contact", path: "/contact", icon: "mail" },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: "Shop",
    links: [
      { label: "Store", to: "/store" },
      { label: "Vue Glass", to: "/store/vue-glass" },
      { label: "VueRING", to: "/store/vuering" },
      { label: "VuLink (DisplayPort)", to: "/store/vulink" },
      { label: "VueLink (HDMI)", to: "/store/vue-link" },
      { label: "Vue Visor", to: "/store/vue-visor" },
      { label: "Pre-Order", to: "/preorder" },
    ],
  },
  {
    title: "Policies",
    links: [
      { label: "Terms of Service", to: "/terms" },
      { label: "Shipping Policy", to: "/shipping-policy" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Return Policy", to: "/return-policy" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

export const SOCIAL_NETWORKS = [
  { key: "linkedin", label: "LinkedIn" },
  { key: "instagram", label: "Instagram" },
  { key: "x", label: "X" },
  { key: "youtube", label: "YouTube" },
] as const;

export const POSTAL_ADDRESS = {
  addressCountry: "IN",
  addressRegion: "Karnataka",
  addressLocality: "Bangalore",
} as const;

/** Offset for anchor scrolling when no sticky header is measured. */
export const DEFAULT_ANCHOR_OFFSET = 80;
