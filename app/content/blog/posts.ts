/** The blog's 12 articles (spec §2 "Blog slugs"): listing data. Bodies live beside this file. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  publishDate: string;
  readTime: string;
  keywords: string[];
}

export const posts: readonly BlogPostSummary[] = [
  {
    slug: "ar-glasses-landscape-3dof-vue-glass",
    title: "The AR Glasses Landscape: Why 3DoF Is the Sweet Spot for Vue Glass",
    excerpt:
      "Six-degree tracking sounds better on paper. For a private big screen you wear every day, three degrees of freedom wins on weight, battery and comfort.",
    publishDate: "2024-01-15",
    readTime: "5 min read",
    keywords: ["AR glasses", "3DoF", "Vue Glass"],
  },
  {
    slug: "efficient-ar-glasses-startup",
    title: "Building Efficient AR Glasses: How a Bangalore Startup Got 40% More From Every Milliamp",
    excerpt:
      "How Luxid designed Vue Glass to be 40% more power efficient, and why that matters for an 8+ hour battery in 78 grams.",
    publishDate: "2024-01-12",
    readTime: "6 min read",
    keywords: ["power efficiency", "AR startup", "battery life"],
  },
  {
    slug: "vue-glass-safer-smart-device",
    title: "Is Vue Glass a Safer Smart Device? Posture, Eyes and Everyday Use",
    excerpt:
      "What a head-up screen changes for your neck, your eyes and your habits, and the safety choices behind Vue Glass.",
    publishDate: "2024-01-10",
    readTime: "7 min read",
    keywords: ["safety", "tech neck", "eye comfort"],
  },
  {
    slug: "consumer-reviews-luxid-vue",
    title: "What 3000+ Early Testers Say About Luxid Vue Glass",
    excerpt:
      "Satisfaction of 4.7 out of 5, 92% who would recommend it, 89% who use it daily: the numbers and the stories behind them.",
    publishDate: "2024-01-08",
    readTime: "4 min read",
    keywords: ["reviews", "early testers", "Vue Glass"],
  },
  {
    slug: "professionals-commute-ar-experience",
    title: "The Commute, Reimagined: AR Glasses for Working Professionals",
    excerpt:
      "A private 180-inch screen on the metro: catching up on work, calls and shows without hunching over a phone.",
    publishDate: "2024-01-05",
    readTime: "5 min read",
    keywords: ["commute", "professionals", "productivity"],
  },
  {
    slug: "blue-light-safety-vue-glass",
    title: "Blue Light and Your Eyes: How Vue Glass Approaches Display Safety",
    excerpt:
      "What the research says about blue light, screen distance and eye strain, and the display choices we made for Vue Glass.",
    publishDate: "2024-01-03",
    readTime: "8 min read",
    keywords: ["blue light", "eye health", "display"],
  },
  {
    slug: "vulink-connector-uninterrupted-binge-watch-india",
    title: "VuLink: Binge-Watch Uninterrupted With 4K and Charging in One Connector",
    excerpt:
      "Why we built a DisplayPort connector with 100 W power delivery, and how it keeps your phone charged through a whole season.",
    publishDate: "2024-01-20",
    readTime: "6 min read",
    keywords: ["VuLink", "DisplayPort", "binge-watching"],
  },
  {
    slug: "opaque-visor-private-screen-technology-india",
    title: "The Opaque Visor: Private Screen Technology for Busy Indian Cities",
    excerpt:
      "How a magnetic visor turns Vue Glass into a cinema-dark private screen on a crowded train or in a sunny café.",
    publishDate: "2024-01-22",
    readTime: "7 min read",
    keywords: ["Vue Visor", "privacy", "contrast"],
  },
  {
    slug: "vuering-finger-controller-ar-glasses-india",
    title: "VueRING: The Finger Controller That Makes AR Glasses Hands-Free",
    excerpt:
      "A 12-gram ring with a touch surface, Bluetooth 5.0 LE and 12 hours of use: control without reaching for your phone.",
    publishDate: "2024-01-25",
    readTime: "6 min read",
    keywords: ["VueRING", "controller", "hands-free"],
  },
  {
    slug: "luxid-vue-glass-future-wearable-displays-india",
    title: "Luxid Vue Glass and the Future of Wearable Displays in India",
    excerpt:
      "From phones to glasses: why the next screen India adopts will be worn, and what it takes to build it here.",
    publishDate: "2024-01-27",
    readTime: "8 min read",
    keywords: ["wearable displays", "India", "future tech"],
  },
  {
    slug: "3dof-ar-technology-comfort-smart-eyewear-india",
    title: "3DoF AR Technology: Comfort First in Smart Eyewear",
    excerpt:
      "How three degrees of freedom keeps the screen steady, the frame light and long sessions comfortable.",
    publishDate: "2024-01-30",
    readTime: "7 min read",
    keywords: ["3DoF", "comfort", "smart eyewear"],
  },
  {
    slug: "apple-3d-decoding-luxid-vue-glass-native-ar-india",
    title: "Decoding 3D: What Apple's Spatial Push Means for Luxid Vue Glass",
    excerpt:
      "Big platforms are betting on spatial content. Here is how Vue Glass plays 3D and 360° content natively, at a fraction of the price.",
    publishDate: "2024-02-01",
    readTime: "8 min read",
    keywords: ["3D content", "spatial computing", "native AR"],
  },
];

const bySlug = new Map(posts.map((p) => [p.slug, p]));

/** The post with this slug, or undefined. */
export function findPost(slug: string): BlogPostSummary | undefined {
  return bySlug.get(slug);
}

/** "January 15, 2024": the long US-English date the article page shows. */
export function formatPublishDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
