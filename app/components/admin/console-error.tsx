import { isRouteErrorResponse, Link } from "react-router";

/** What a console page answers when it cannot show what was asked: a 404's reason, or a plain apology. */
function describe(error: unknown): { status: number; title: string; hint: string } {
  if (isRouteErrorResponse(error)) {
    // Console loaders and actions throw `data({ error }, { status })`: the reason is theirs to word.
    const said = (error.data as { error?: unknown } | null)?.error;
    const reason = typeof said === "string" ? said : null;
    if (error.status === 404) {
      return {
        status: 404,
        title: reason ?? "No such page",
        hint: "The link may be mistyped, or the record was deleted. Find it from the lists instead.",
      };
    }
    return {
      status: error.status,
      title: reason ?? "This request could not be answered",
      hint: "Go back, check what was entered and try again.",
    };
  }
  // Never the error itself: its message or stack could carry a buyer's data or the code's insides.
  return {
    status: 500,
    title: "Something went wrong in the console",
    hint: "Reload the page. If it keeps happening, the server's log has the details.",
  };
}

/** The console's error page, shown inside its frame when the frame itself could load. */
export function ConsoleError({ error }: { error: unknown }) {
  const { status, title, hint } = describe(error);
  return (
    <div className="space-y-4" data-status={status}>
      <title>{`${title} · Luxid console`}</title>
      <h1 className="text-2xl font-semibold text-mist-50">{title}</h1>
      <p className="text-mist-300">{hint}</p>
      <p className="flex flex-wrap gap-4">
        <Link to="/admin/preorders" className="text-brand-300 underline">
          Pre-orders
        </Link>
        <Link to="/admin/dashboard" className="text-brand-300 underline">
          Dashboard
        </Link>
      </p>
    </div>
  );
}
