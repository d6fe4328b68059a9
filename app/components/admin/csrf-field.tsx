import { useRouteLoaderData } from "react-router";

/** The session's CSRF token as a hidden field; every console form includes it. */
export function CsrfField() {
  const data = useRouteLoaderData<{ csrf: string }>("admin-console");
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}
