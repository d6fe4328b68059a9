import { FALLBACK_IMAGE, mediaSrc } from "./media";

/** Shows the default glass image in place of a `<picture>` image that failed to load. */
function showFallback(img: HTMLImageElement) {
  if (img.hasAttribute("data-fallback") || !(img.parentElement instanceof HTMLPictureElement)) return;
  img.setAttribute("data-fallback", "");
  for (const source of img.parentElement.querySelectorAll("source")) source.remove();
  img.src = mediaSrc(FALLBACK_IMAGE, "webp");
}

/**
 * One listener for the page instead of one per image (images in server HTML have no React
 * handlers). Images that failed before this ran (the HTML loads them before the JavaScript) are
 * found by their state. Returns the clean-up.
 */
export function watchImageFallbacks(doc: Document = document): () => void {
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) showFallback(event.target);
  };
  doc.addEventListener("error", onError, true);
  for (const img of doc.images) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) showFallback(img);
  }
  return () => doc.removeEventListener("error", onError, true);
}
