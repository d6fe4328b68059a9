/**
 * Every e-mail the shop sends, by outbox kind: the list sits beside the outbox table in db/schema.ts
 * (the column is typed by it); this feature renders and delivers each one.
 */
export { outboxKinds as OUTBOX_KINDS, type OutboxKind } from "../../../db/schema";
