import { expect, test } from "vitest";
import { FIELD_KINDS, FORM_FIELDS } from "~/features/preorder/contract";
import { REDACTED_KEYS } from "~/lib/logger.server";
import { LEADS_CSV_HEADER } from "./leads-csv.server";
import { PREORDER_CSV_HEADER } from "./preorders-csv.server";

// A field added to the pre-order form must reach the logs' redaction and the exports, or this fails.
const personal = FORM_FIELDS.filter((field) => FIELD_KINDS[field] === "personal");

test("every personal field of the form is redacted from logs", () => {
  expect(personal.filter((field) => !(REDACTED_KEYS as readonly string[]).includes(field))).toEqual([]);
});

test("every field of the form is a column of the orders' CSV", () => {
  expect(FORM_FIELDS.filter((field) => !(PREORDER_CSV_HEADER as readonly string[]).includes(field))).toEqual(
    [],
  );
});

test("every personal field of the form is a column of the leads' CSV", () => {
  expect(personal.filter((field) => !(LEADS_CSV_HEADER as readonly string[]).includes(field))).toEqual([]);
});
