/**
 * The blog's slugs and how its dates read. The articles themselves are the Markdown files beside
 * this one (loaded by articles.server.ts); this list is what tests outside the build can import.
 */
import { MONTH_NAMES } from "../months.ts";

export const BLOG_SLUGS = [
  "ar-glasses-landscape-3dof-vue-glass",
  "efficient-ar-glasses-startup",
  "vue-glass-safer-smart-device",
  "consumer-reviews-luxid-vue",
  "professionals-commute-ar-experience",
  "blue-light-safety-vue-glass",
  "vulink-connector-uninterrupted-binge-watch-india",
  "opaque-visor-private-screen-technology-india",
  "vuering-finger-controller-ar-glasses-india",
  "luxid-vue-glass-future-wearable-displays-india",
  "3dof-ar-technology-comfort-smart-eyewear-india",
  "apple-3d-decoding-luxid-vue-glass-native-ar-india",
] as const;

/** Reading speed for the read time: a common figure for screen reading of non-fiction. */
const WORDS_PER_MINUTE = 200;

/** "6 min read", from the words of the body. */
export function readTimeOf(words: number): string {
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/**
 * "January 15, 2024": the long US-English date the blog shows, from "2024-01-15". Spelled out
 * rather than with Intl.DateTimeFormat: a page's first Intl object loads the locale's ICU data,
 * about 50 ms of main thread on a desktop and four times that on a phone, paid by every blog page
 * while it hydrates. articles.test.ts holds it to Intl's output for every article.
 */
export function formatPublishDate(iso: string): string {
  const [year = 0, month = 0, day = 0] = iso.slice(0, 10).split("-").map(Number);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/** The URL form of a keyword: "AR glasses" → "ar-glasses". */
export function tagSlug(keyword: string): string {
  return keyword
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
