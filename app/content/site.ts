/** Site-wide words and links: navigation and organisation facts (the footer's links: footer.ts). */

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

export const SOCIAL_NETWORKS = [
  { key: "linkedin", label: "LinkedIn" },
  { key: "instagram", label: "Instagram" },
  { key: "x", label: "X" },
  { key: "youtube", label: "YouTube" },
] as const;

export type SocialNetworkKey = (typeof SOCIAL_NETWORKS)[number]["key"];

/** One of the shop's configured social profiles. */
export interface SocialProfile {
  key: SocialNetworkKey;
  label: string;
  url: string;
}

export const POSTAL_ADDRESS = {
  addressCountry: "IN",
  addressRegion: "Karnataka",
  addressLocality: "Bangalore",
} as const;

/** Offset for anchor scrolling when no sticky header is measured. */
export const DEFAULT_ANCHOR_OFFSET = 80;
