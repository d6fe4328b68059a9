/** The hero and gallery images' widths on the page: the carousels' `sizes`, and the page's preload of the first slide. */
export const HERO_SIZES =
  "(min-width: 1280px) 1216px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2.5rem)";
