import { methodNotAllowed, respond } from "~/lib/json-answer.server";

/**
 * /api/vitals: field data from the pages' beacons. A POST is answered ahead of React Router
 * (server/field-data.ts: only that layer holds the route table the page's path is matched
 * against); the route declares the URL, so the path has its own rate limit and body bound, and
 * answers any other method.
 */
export function loader() {
  return respond(methodNotAllowed("POST"));
}

export function action() {
  return respond(methodNotAllowed("POST"));
}
