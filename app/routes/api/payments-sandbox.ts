import type { Route } from "./+types/payments-sandbox";

// Placeholder until this endpoint is built: answers 404 so nothing pretends to work.
export function action(_args: Route.ActionArgs) {
  return Response.json({ error: "Not found" }, { status: 404 });
}
