import { useEffect } from "react";

/**
 * Completes the photo strip's loop once the page runs: each row gets a decorative copy of its
 * tiles (empty alt, hidden from assistive technology), then `data-looped` starts the drift.
 * The copy is not in the HTML: it would be half the page's markup for pictures already there.
 */
export function useStripLoop() {
  useEffect(() => {
    for (const track of document.querySelectorAll<HTMLElement>(".strip-track:not([data-looped])")) {
      for (const tile of [...track.children]) {
        const copy = tile.cloneNode(true) as HTMLElement;
        copy.setAttribute("aria-hidden", "true");
        copy.querySelector("img")?.setAttribute("alt", "");
        track.append(copy);
      }
      track.dataset.looped = "";
    }
  }, []);
}
