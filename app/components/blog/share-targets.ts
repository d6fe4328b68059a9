/** Where the fallback menu sends the page: each network's own share address. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "Twitter/X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/* The share control's looks, the same with and without scripts. */
export const SHARE_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-mist-100 transition-colors hover:border-white/30 hover:bg-white/[0.06]";
export const SHARE_PANEL =
  "absolute right-0 z-30 mt-2 w-56 rounded-2xl border border-white/10 bg-ink-900 p-2 shadow-2xl";
export const SHARE_TARGET =
  "flex min-h-11 items-center rounded-xl px-3 text-sm text-mist-100 hover:bg-white/[0.06]";

/** What Copy Link says, with and without React on the page. */
export const COPY_LINK_WORDS = { copied: "Link copied to clipboard!", copyFailed: "Failed to copy link" };
