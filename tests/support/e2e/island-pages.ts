/**
 * Pages whose interactive parts are live islands (ADR 027): they load the islands' boot script,
 * React DOM and the islands on the page, never React Router's client.
 */
export const ISLAND_PAGES = [
  "/blog",
  "/preorder",
  "/",
  "/store/vue-glass",
  "/store/vuering",
  "/store/vuering/technical",
  "/store/vuering/features",
  "/store/vuering/manual",
  "/store/vulink",
  "/store/vulink/setup",
  "/store/vue-link",
  "/store/vue-visor",
];
