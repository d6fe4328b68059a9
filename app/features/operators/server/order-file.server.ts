import { servicesContext } from "~/context.server";
import type { Database } from "~/lib/db.server";
import { byteRangeResponse } from "./byte-range";
import { requireOperator, type GuardArgs } from "./guard.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A file of the order `:id` for signed-in operators only (401 before any query), with byte ranges
 * for players and PDF viewers, served with `headersOf` (type, disposition); a 404 saying `missing`
 * when the order has none.
 */
export async function orderFileResponse<File extends { data: Uint8Array }>(
  args: GuardArgs & { params: { id: string } },
  missing: string,
  read: (db: Database, preorderId: string) => Promise<File | null>,
  headersOf: (file: File) => Record<string, string>,
): Promise<Response> {
  await requireOperator(args, { kind: "data" });
  const { database } = args.context.get(servicesContext);
  const file = UUID.test(args.params.id) ? await read(database.db, args.params.id) : null;
  if (!file) return Response.json({ error: missing }, { status: 404 });
  return byteRangeResponse(args.request.headers.get("range"), file.data, headersOf(file));
}
