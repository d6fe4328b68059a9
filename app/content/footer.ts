import { catalogue } from "./catalogue";

/**
 * The footer's link groups. Apart from site.ts, which every page's first load carries: the footer
 * is server HTML only (no page hydrates it, ADR 035), and its product links come from the
 * catalogue.
 */
export const FOOTER_GROUPS: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: "Shop",
    links: [
      { label: "Store", to: "/store" },
      // Each product page under the name the store gives it: a new product gets its link.
      ...catalogue.map((product) => ({ label: product.name, to: product.detailPath })),
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
      // A buyer who lost an order's link gets it again by e-mail (app/lib/find-orders.ts).
      { label: "Find my orders", to: "/find-my-orders" },
    ],
  },
];
