import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { STATIC_PAGE } from "~/lib/static-page";

// Links only: sent without scripts.
export const handle = STATIC_PAGE;

// Any path no other route claims: the not-found page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
