/**
 * What every JSON endpoint answers the same way: a wrong method (405 with Allow), a body that is
 * not JSON, and a body its schema refuses (400 naming the first field at fault).
 */

export const badRequest = (error: string, field: string) => Response.json({ error, field }, { status: 400 });

export const methodNotAllowed = (allow: string) =>
  Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allow } });

/** The body parsed as JSON whatever its content type (beacons send JSON as text/plain), or the 400. */
export async function readJson(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; answer: Response }> {
  try {
    return { ok: true, body: JSON.parse(await request.text()) as unknown };
  } catch {
    return { ok: false, answer: badRequest("The request body is not valid JSON", "body") };
  }
}

/** A schema's first issue as the 400 answer, naming the field by its path. */
export function invalidField(issues: readonly { message: string; path: readonly PropertyKey[] }[]): Response {
  const issue = issues[0];
  return badRequest(issue?.message ?? "Invalid request", issue?.path.map(String).join(".") || "body");
}
