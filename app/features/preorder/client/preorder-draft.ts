import { FORM_FIELDS, type PreorderFormField } from "../contract";

/** What the buyer typed, kept for this tab so a reload or failure never loses it. */
export type FormDraft = Record<PreorderFormField, string>;

const DRAFT_KEY = "luxid:preorder-draft";

/** The saved draft with every field a string, or null when there is none (or it is unreadable). */
export function readDraft(storage: Storage): FormDraft | null {
  try {
    const draft = JSON.parse(storage.getItem(DRAFT_KEY) ?? "null") as Partial<Record<string, unknown>> | null;
    if (!draft || typeof draft !== "object") return null;
    return Object.fromEntries(
      FORM_FIELDS.map((f) => [f, typeof draft[f] === "string" ? draft[f] : ""]),
    ) as FormDraft;
  } catch {
    return null;
  }
}

/** Saves the draft, or forgets it with null (after a payment). */
export function writeDraft(storage: Storage, values: FormDraft | null): void {
  try {
    if (values) storage.setItem(DRAFT_KEY, JSON.stringify(values));
    else storage.removeItem(DRAFT_KEY);
  } catch {
    // storage unavailable: the form still holds the values for this page view
  }
}

/**
 * The form's fields as the page holds them. The server renders them before the script runs, so
 * what a buyer types meanwhile is only here until the state adopts it.
 */
export function formFieldValues(form: HTMLFormElement): FormDraft {
  return Object.fromEntries(
    FORM_FIELDS.map((f) => {
      const field = form.elements.namedItem(f);
      return [
        f,
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
          ? field.value
          : "",
      ];
    }),
  ) as FormDraft;
}
