import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Only approved hardware claims reach a page, an article or an e-mail.
 *
 * The approved claims are the product decisions' list, held in claims.ts (78 g, 8+ hours, 1600
 * nits, 1200Hz, 53° field of view, 180-inch screen, IPD 58.5–67 mm, under 1% distortion, 60 FPS,
 * 3DoF, a voice AI assistant, USB-C plug and play) and the accessories' figures in catalogue.ts.
 * Earlier copy added claims of its own that nobody had approved; each kind is one pattern below,
 * with what it claims. A match anywhere fails the test: reword the sentence, or, when the company
 * approves the claim, add it to claims.ts and take its pattern out of this list.
 */
const UNAPPROVED: readonly { claim: string; pattern: RegExp }[] = [
  { claim: "a display technology (micro-OLED, OLED, LCD)", pattern: /\b(?:micro-?)?OLED\b|\bLCD\b/i },
  {
    claim: "a number of displays, panels, speakers or microphones",
    pattern: /\b(?:dual|twin|two)\s+(?:micro-?displays?|displays?|panels?|speakers?|microphones?|mics?)\b/i,
  },
  { claim: "speakers built into the glasses (open-ear, stereo)", pattern: /\bopen-ear\b|\bspeakers?\b/i },
  { claim: "microphones (what is approved is the voice assistant)", pattern: /\bmicrophones\b/i },
  {
    claim: "phone or video calls",
    pattern:
      /\b(?:take|taking|make|making|answer|answering)\s+(?:a\s+|your\s+)?(?:phone\s+|video\s+)?calls?\b|\b(?:for|voice and|work,|phone|video)\s+calls\b|\b(?:phone|video) call\b/i,
  },
  {
    claim: "a material (aluminium, titanium, magnesium, polycarbonate)",
    pattern: /\balumini?um\b|\btitanium\b|\bmagnesium\b|\bpolycarbonate\b/i,
  },
  {
    claim: "a folding design",
    pattern: /\bfoldable\b|\bfolds?\s+(?:it\s+|them\s+)?(?:into|away|flat|up)\b/i,
  },
  { claim: "motion sensors (gyroscope, accelerometer)", pattern: /\bgyroscopes?\b|\baccelerometers?\b/i },
  {
    claim: "water or sweat resistance",
    pattern: /\bwaterproof\b|\bwater-resistant\b|\bsweat-?proof\b|\bsealed against\b|\bIP[X\d]\d\b/i,
  },
  {
    claim: "being the first (India's first AR glasses venture)",
    // JSX spells the apostrophe as an entity as often as a character.
    pattern: /\b(?:India|Asia|the world)(?:['’]|&apos;|&rsquo;)s first\b|\bfirst AR glasses\b/i,
  },
  {
    // Not hardware, but the same kind of promise: the balance is paid online before dispatch.
    claim: "the balance paid at delivery (it is paid online, before dispatch)",
    pattern: /\bat delivery\b/i,
  },
  {
    claim: "stock or a live store, while everything is sold by pre-order",
    pattern: /\bin stock\b|\bstore (?:is )?live\b|\bnow shipping\b|\bships today\b/i,
  },
];

/**
 * Every file that can put words in front of a buyer: the content modules and the blog's Markdown,
 * the route modules and the components they draw, and the features' e-mail templates and words.
 * Tests are left out (they quote what must not appear).
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|md)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/**
 * The words as a reader meets them: JSX tags and `{" "}` between words taken out and lines
 * joined, so "store is{" "}<span …>live.</span>" reads "store is live." (Markdown wraps, too).
 */
export function readable(source: string): string {
  return source
    .replace(/\{" "\}/g, " ")
    .replace(/<\/?[A-Za-z][^<>]*>/g, " ")
    .replace(/\s+/g, " ");
}

/** Each unapproved claim in `text`, as "what it claims: the words". */
export function unapprovedClaims(text: string): string[] {
  return UNAPPROVED.flatMap(({ claim, pattern }) => {
    const found = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...text.matchAll(found)].map((m) => `${claim}: "${m[0]}"`);
  });
}

test("no page, article, component or e-mail makes a hardware claim that is not approved", () => {
  const files = ["app/content", "app/routes", "app/components", "app/features", "app/lib"].flatMap(sources);
  // The scan reaches the blog, the pages and the e-mail templates (a wrong root would pass vacuously).
  expect(files.filter((f) => f.endsWith(".md")).length).toBeGreaterThanOrEqual(12);
  expect(files).toContain(path.join("app", "routes", "marketing", "about.tsx"));
  expect(files.some((f) => /features\/.*e-?mail.*\.tsx?$/.test(f))).toBe(true);
  // Every blog article and every e-mail's words: the templates and the sentences they share.
  const blog = path.join("app", "content", "blog");
  expect(files.filter((f) => f.startsWith(blog) && f.endsWith(".md")).length).toBe(
    readdirSync(blog).filter((f) => f.endsWith(".md")).length,
  );
  const notifications = path.join("app", "features", "notifications", "server");
  expect(files).toContain(path.join(notifications, "words.ts"));
  for (const template of readdirSync(path.join(notifications, "templates"))) {
    if (!/\.test\.tsx?$/.test(template))
      expect(files).toContain(path.join(notifications, "templates", template));
  }

  const offenders = files.flatMap((file) =>
    unapprovedClaims(readable(readFileSync(file, "utf8"))).map((claim) => `${file}: ${claim}`),
  );
  expect(offenders).toEqual([]);
});

test("each pattern catches the claim it names, and not the approved words around it", () => {
  const caught = [
    "Dual micro-OLED panels",
    "Open-ear stereo speakers",
    "Dual microphones tuned for speech",
    "Catch up on work, calls and shows",
    "take calls hands-free",
    "Microphones: dual, for voice and calls",
    "Compact aluminium body",
    "Lightweight and foldable",
    "they fold into their case in a second",
    "Motion: gyroscope and accelerometer",
    "sealed against everyday sweat",
    "IP54 splash resistance",
    "Luxid is India's first AR glasses venture",
    "India&rsquo;s first <span>AR glasses</span> venture",
    "The accessories store is live",
    "In stock now.",
  ];
  for (const text of caught) expect(unapprovedClaims(text), text).not.toEqual([]);
  // Split by markup or a line break, as a page module writes it.
  const jsx = 'The Vue Glass store is{" "}\n<span className="text-gradient">\n  live.\n</span>';
  expect(unapprovedClaims(readable(jsx))).toEqual([
    'stock or a live store, while everything is sold by pre-order: "store is live"',
  ]);

  const approved = [
    "A private 180-inch virtual screen, 1600 nits, 1200Hz, 53° field of view",
    "78 g with 8+ hours of battery; 3DoF head tracking; under 1% distortion at 60 FPS",
    "Voice AI assistant, hands-free; USB-C plug and play",
    "Microphone access is required to record a message.",
    "If you e-mail or call us, we keep your message.",
    "Pre-order now. Deliveries start from the end of September.",
    "The hero's words and calls to action",
    "Foldables push the boundary of phone screens.",
  ];
  for (const text of approved) expect(unapprovedClaims(text), text).toEqual([]);
});
