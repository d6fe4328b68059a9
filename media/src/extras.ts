/** The default glass image (shown when an image fails to load) and the Open Graph cards. */
import { backdrop, C, dust, embedProduct, svg } from "./art.ts";

const GLASSES = new URL("./products/glasses.svg", import.meta.url).pathname;

function fallbackGlass(): string {
  let grid = "";
  for (let x = 0; x <= 1600; x += 80)
    grid += `<path d="M${x} 0V1000" stroke="${C.brand300}" stroke-opacity="0.05"/>`;
  for (let y = 0; y <= 1000; y += 80)
    grid += `<path d="M0 ${y}H1600" stroke="${C.brand300}" stroke-opacity="0.05"/>`;
  return svg(
    1600,
    1000,
    `${backdrop("#0b1330", C.ink950, C.brand500, C.aurora500)}${grid}${dust(3, 30)}
${embedProduct(GLASSES, "f", 200, 60, 1200, 900)}`,
  );
}

const FONT = "Space Grotesk, DejaVu Sans, sans-serif";

function ogCard(kicker: string, title: string, subtitle: string): string {
  return svg(
    1200,
    630,
    `${backdrop("#0b1430", C.ink950, C.brand500, C.aurora500, 1200, 630)}${dust(5, 40, 1200, 630)}
${embedProduct(GLASSES, "o", 560, 90, 720, 540)}
<text x="72" y="110" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="8" fill="#fff">LUXID</text>
<text x="72" y="250" font-family="${FONT}" font-size="22" font-weight="600" letter-spacing="5" fill="${C.brand300}">${kicker.toUpperCase()}</text>
<text x="72" y="318" font-family="${FONT}" font-size="60" font-weight="700" fill="#fff">${title}</text>
<text x="72" y="378" font-family="${FONT}" font-size="26" fill="${C.mist300}">${subtitle}</text>
<rect x="72" y="430" width="180" height="6" rx="3" fill="url(#brandLine)"/>`,
  );
}

export const fallbackImages: Record<string, () => string> = { "fallback/glass": fallbackGlass };

/** Open Graph cards, 1200×630, one per page type (served at /og/<name>.png and .jpg). */
export const ogCards: Record<string, () => string> = {
  "og/default": () => ogCard("AR smart glasses", "Vue Glass", "Your private 180-inch screen, anywhere."),
  "og/features": () => ogCard("Features", "Built to look up", "1600 nits · 53° FOV · 8+ hours battery"),
  "og/store": () => ogCard("Store", "Vue Glass + gear", "VueRING · VuLink · VueLink · Vue Visor"),
  "og/blog": () => ogCard("Journal", "The Luxid Blog", "AR, comfort and the future of screens"),
  "og/faq": () => ogCard("Help", "Questions, answered", "Orders, shipping, specs and safety"),
};
