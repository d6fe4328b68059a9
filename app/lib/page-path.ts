import type { ShouldRevalidateFunction } from "react-router";

/**
 * The page a request is for, as a layout route that picks its content by path reads it: a
 * client-side navigation asks for `<path>.data`, whose page is the path without that suffix.
 */
export const requestPagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

/** A layout route whose data follows the path: each child is its own page, so a new path reloads it. */
export const revalidateOnPath: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
