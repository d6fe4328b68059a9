import { COUNTRIES } from "~/content/countries";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The country list's `<option>`s as HTML, the one `chosen` marked as React's server render marks a
 * select's value: the HTML React would write for them, without 249 elements for React to create,
 * hydrate and hold (as many as the rest of the form). React keeps the list's choice through the
 * select's own options afterwards (its `value`), so the HTML is written once per field.
 */
export function countryOptionsHtml(chosen: string): string {
  // A required list starts with an empty choice (HTML asks for it); picking it is an error.
  let html = `<option value=""${chosen === "" ? ' selected=""' : ""}>Choose a country</option>`;
  for (const c of COUNTRIES)
    html += `<option value="${c.code}"${c.code === chosen ? ' selected=""' : ""}>${escape(c.name)}</option>`;
  return html;
}
